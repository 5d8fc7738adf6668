import { usePopover, useT, VisuallyHidden } from '@portal/shared';
import styles from '../../ui/popover/popover.module.css';

/** One column the person may show or hide. */
export interface ColumnChoice {
  id: string;
  headerKey: string;
  /** A header that is not a dictionary text (a provider's custom field). */
  headerText?: string | undefined;
  shown: boolean;
}

export interface ColumnChooserProps {
  options: readonly ColumnChoice[];
  onChange: (id: string, show: boolean) => void;
  /** Back to the table's default columns. */
  onReset: () => void;
  /** The table shows its default columns (the reset has nothing to do). */
  isDefault: boolean;
}

/**
 * The column chooser of a list header: a button that opens a checkbox per column (keyboard: Tab through the
 * boxes, Space ticks, Escape closes). The last shown column cannot be hidden.
 */
export function ColumnChooser({ options, onChange, onReset, isDefault }: ColumnChooserProps) {
  const t = useT();
  const popover = usePopover();
  const shownCount = options.filter((option) => option.shown).length;
  const hiddenCount = options.length - shownCount;

  return (
    <div ref={popover.rootRef} className={styles.root} onKeyDown={popover.onKeyDown}>
      <button
        ref={popover.buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={popover.open}
        aria-controls={popover.panelId}
        onClick={popover.toggle}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path fill="currentColor" d="M3 4h5v16H3zM9.5 4h5v16h-5zM16 4h5v16h-5z" />
        </svg>
        {t('table.columns.button')}
        {hiddenCount > 0 ? <span> {t('table.columns.hiddenCount', { count: hiddenCount })}</span> : null}
      </button>
      <fieldset id={popover.panelId} className={`${styles.panel} ${styles.alignEnd}`} hidden={!popover.open} data-testid="column-chooser">
        <legend>
          <VisuallyHidden>{t('table.columns.legend')}</VisuallyHidden>
        </legend>
        {options.map((option) => (
          <label key={option.id} className={styles.option}>
            <input
              type="checkbox"
              checked={option.shown}
              disabled={option.shown && shownCount === 1}
              onChange={(event) => onChange(option.id, event.target.checked)}
            />
            {option.headerText ?? t(option.headerKey)}
          </label>
        ))}
        <div className={styles.panelActions}>
          <button type="button" className={styles.textButton} onClick={onReset} disabled={isDefault}>
            {t('table.columns.reset')}
          </button>
        </div>
      </fieldset>
    </div>
  );
}
