import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleCellKey, rowOpenerOf } from './cell-keyboard';
import type { DataTableColumn } from './data-table-column';

interface Row {
  number: string;
  note: string;
}

const row: Row = { number: 'F-10421-0003', note: 'Detektor defekt' };

function cellWith(html: string): HTMLElement {
  const cell = document.createElement('div');
  cell.className = 'ag-cell';
  cell.tabIndex = -1;
  cell.innerHTML = html;
  document.body.append(cell);
  return cell;
}

function press(target: Element, key: string, colId: string, opener: ReturnType<typeof rowOpenerOf<Row>>, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  const handled = handleCellKey<Row>({ event, data: row, colId }, opener);
  return { handled, prevented: event.defaultPrevented };
}

function tableWithLink(open: (row: Row) => void): DataTableColumn<Row>[] {
  return [
    { field: 'number', headerKey: 'number', cell: { type: 'link', onClick: open } },
    { field: 'note', headerKey: 'note' },
  ];
}

afterEach(() => document.body.replaceChildren());

describe('handleCellKey', () => {
  it('opens the record on Enter, Space or F2 on the focused number cell', () => {
    for (const key of ['Enter', ' ', 'F2']) {
      const open = vi.fn();
      const cell = cellWith('<button>F-10421-0003</button>');
      expect(press(cell, key, 'number', rowOpenerOf(tableWithLink(open)))).toEqual({ handled: true, prevented: true });
      expect(open).toHaveBeenCalledWith(row);
    }
  });

  it('opens the record on Enter anywhere in the row, but leaves Space on other cells to the grid (row selection)', () => {
    const open = vi.fn();
    const opener = rowOpenerOf(tableWithLink(open));
    const note = cellWith('Detektor defekt');
    expect(press(note, 'Enter', 'note', opener).handled).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    expect(press(note, ' ', 'note', opener).handled).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('leaves keys pressed on a control inside the cell, modified keys and tables without a link column alone', () => {
    const open = vi.fn();
    const opener = rowOpenerOf(tableWithLink(open));
    const cell = cellWith('<button>Rapport</button>');
    const button = cell.querySelector('button');
    if (!button) throw new Error('no button');
    expect(press(button, 'Enter', 'number', opener).handled).toBe(false);
    expect(press(cell, 'Enter', 'number', opener, { ctrlKey: true }).handled).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(rowOpenerOf<Row>([{ field: 'note', headerKey: 'note' }])).toBeNull();
    expect(press(cell, 'Enter', 'note', null).handled).toBe(false);
  });

  it('still tabs into the controls of a cell', () => {
    const cell = cellWith('<button>Rapport</button><a href="/r.pdf">Termografi</a>');
    cell.focus();
    expect(press(cell, 'Tab', 'reports', null).handled).toBe(true);
    expect(document.activeElement).toBe(cell.querySelector('button'));
  });
});
