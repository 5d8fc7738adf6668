import type { SuppressKeyboardEventParams } from 'ag-grid-community';

const controlSelector = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/** The controls a keyboard user can reach inside a cell (ag-grid's own selection checkbox is toggled with Space on the cell). */
function controlsOf(cell: Element): HTMLElement[] {
  return [...cell.querySelectorAll<HTMLElement>(controlSelector)].filter((control) => !control.closest('.ag-selection-checkbox, [aria-hidden="true"]'));
}

/**
 * ag-grid's `suppressKeyboardEvent` for cells with links and buttons (a unit's name, its upload button and
 * files): Tab moves from the cell to its first control and on through the others, Shift+Tab back to the cell;
 * past the last control (or back from the cell) ag-grid's own Tab moves to the next (previous) cell. Without
 * it, Tab goes from cell to cell and no control inside a cell can be reached from the keyboard.
 */
export function tabThroughCellControls<Row>({ event }: Pick<SuppressKeyboardEventParams<Row>, 'event'>): boolean {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target instanceof Element ? event.target : null;
  const cell = target?.closest('.ag-cell');
  if (!cell || !(cell instanceof HTMLElement)) return false;
  const controls = controlsOf(cell);
  if (controls.length === 0) return false;
  const index = controls.indexOf(target as HTMLElement);
  if (event.shiftKey) {
    if (index === -1) return false;
    event.preventDefault();
    (index === 0 ? cell : controls[index - 1])?.focus();
    return true;
  }
  const next = controls[index + 1];
  if (!next) return false;
  event.preventDefault();
  next.focus();
  return true;
}
