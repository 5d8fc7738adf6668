import { useEffect, useId, useRef, useState } from 'react';
import { useT, VisuallyHidden } from '@portal/shared';
import styles from './table-header.module.css';

export interface LocationOption {
  code: string;
  name: string;
}

export interface LocationMultiselectProps {
  locations: readonly LocationOption[];
  selected: readonly string[];
  onChange: (codes: string[]) => void;
}

/** A button that opens a checkbox list; the button says how many locations are chosen. */
export function LocationMultiselect({ locations, selected, onChange }: LocationMultiselectProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    // A click elsewhere closes the list, like a native select.
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const toggle = (code: string, checked: boolean) => {
    onChange(checked ? [...selected, code] : selected.filter((item) => item !== code));
  };

  return (
    <div
      ref={rootRef}
      className={styles.multiselect}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.multiselectButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('table.locations')}
        {selected.length > 0 ? ` (${t('table.chosenCount', { count: selected.length })})` : ''}
      </button>
      <fieldset id={panelId} className={styles.multiselectPanel} hidden={!open}>
        <legend>
          <VisuallyHidden>{t('table.locations')}</VisuallyHidden>
        </legend>
        {locations.map((location) => (
          <label key={location.code} className={styles.option}>
            <input
              type="checkbox"
              checked={selected.includes(location.code)}
              onChange={(event) => toggle(location.code, event.target.checked)}
            />
            {location.name}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
