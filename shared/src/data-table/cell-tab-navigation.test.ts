import { afterEach, describe, expect, it } from 'vitest';
import { tabThroughCellControls } from './cell-tab-navigation';

function cellWith(html: string): HTMLElement {
  const cell = document.createElement('div');
  cell.className = 'ag-cell';
  cell.tabIndex = -1;
  cell.innerHTML = html;
  document.body.append(cell);
  return cell;
}

/** Presses Tab (or Shift+Tab) on the focused element as ag-grid hands the key to the column; true when the cell took it. */
function tab(shiftKey = false): boolean {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'target', { value: document.activeElement });
  return tabThroughCellControls({ event });
}

afterEach(() => document.body.replaceChildren());

describe('tabThroughCellControls', () => {
  it('tabs from the cell through its controls, then lets the grid move on; Shift+Tab goes back to the cell', () => {
    const cell = cellWith('<button>Upload filer</button><a href="/a">Tegning.pdf</a><button>Slet Tegning.pdf</button>');
    const [upload, link, remove] = [...cell.querySelectorAll<HTMLElement>('button, a')];
    cell.focus();
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(upload);
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(link);
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(remove);
    // The last control: ag-grid's Tab takes over (the next cell).
    expect(tab()).toBe(false);

    expect(tab(true)).toBe(true);
    expect(document.activeElement).toBe(link);
    expect(tab(true)).toBe(true);
    expect(tab(true)).toBe(true);
    expect(document.activeElement).toBe(cell);
    expect(tab(true)).toBe(false);
  });

  it('leaves cells without controls, and ag-grid\u2019s selection checkbox, to the grid', () => {
    const plain = cellWith('1001');
    plain.focus();
    expect(tab()).toBe(false);
    const selection = cellWith('<div class="ag-selection-checkbox"><input type="checkbox"></div>');
    selection.focus();
    expect(tab()).toBe(false);
  });
});
