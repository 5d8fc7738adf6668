import { useMemo, useState } from 'react';
import { matchesSearch, SearchBox, usePopover, useT, VisuallyHidden } from '@portal/shared';
import popoverStyles from '../ui/popover/popover.module.css';
import styles from './table-header.module.css';

export interface LocationOption {
  code: string;
  name: string;
  /** Levels below the active location (0: the active location itself): the tree's indentation. */
  depth?: number;
}

export interface LocationMultiselectProps {
  locations: readonly LocationOption[];
  selected: readonly string[];
  onChange: (codes: string[]) => void;
}

/** More options than this get a search box above them. */
const SEARCH_FROM = 8;

/**
 * A button that opens the location tree as checkboxes (indented by level, with a search box on a large
 * tree); the button says how many locations are chosen. Each chosen location counts with everything inside it.
 */
export function LocationMultiselect({ locations, selected, onChange }: LocationMultiselectProps) {
  const t = useT();
  const popover = usePopover();
  const [query, setQuery] = useState('');
  const shown = useMemo(
    () => (query.trim() === '' ? locations : locations.filter((location) => matchesSearch(`${location.name} ${location.code}`, query))),
    [locations, query],
  );

  const toggle = (code: string, checked: boolean) => {
    onChange(checked ? [...selected, code] : selected.filter((item) => item !== code));
  };

  return (
    <div ref={popover.rootRef} className={popoverStyles.root} onKeyDown={popover.onKeyDown}>
      <button
        ref={popover.buttonRef}
        type="button"
        className={popoverStyles.button}
        aria-expanded={popover.open}
        aria-controls={popover.panelId}
        onClick={popover.toggle}
      >
        {t('table.locations')}
        {selected.length > 0 ? ` (${t('table.chosenCount', { count: selected.length })})` : ''}
      </button>
      <fieldset id={popover.panelId} className={`${popoverStyles.panel} ${popoverStyles.alignStart}`} hidden={!popover.open} data-testid="location-multiselect">
        <legend>
          <VisuallyHidden>{t('table.locations')}</VisuallyHidden>
        </legend>
        {locations.length > SEARCH_FROM ? <SearchBox value={query} onChange={setQuery} label={t('table.locationSearch')} /> : null}
        {shown.map((location) => (
          <label key={location.code} className={`${popoverStyles.option} ${styles[`depth${Math.min(location.depth ?? 0, 4)}`] ?? ''}`}>
            <input
              type="checkbox"
              checked={selected.includes(location.code)}
              onChange={(event) => toggle(location.code, event.target.checked)}
            />
            <span>
              {location.name} <span className={styles.optionCode}>{location.code}</span>
            </span>
          </label>
        ))}
        {shown.length === 0 ? <p className={styles.noMatch}>{t('table.noLocationMatch')}</p> : null}
        <div className={popoverStyles.panelActions}>
          <button type="button" className={popoverStyles.textButton} onClick={() => onChange([])} disabled={selected.length === 0}>
            {t('table.clearLocations')}
          </button>
        </div>
      </fieldset>
    </div>
  );
}
