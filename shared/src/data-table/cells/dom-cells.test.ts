import type { ICellRendererParams } from 'ag-grid-community';
import { describe, expect, it, vi } from 'vitest';
import { FilesCellRenderer, LinkCellRenderer } from './dom-cells';

interface Row {
  id: number;
}

const paramsOf = <Extra>(value: unknown, data: Row | undefined, extra: Extra) => ({ value, data, ...extra }) as unknown as ICellRendererParams<Row> & Extra;

describe('LinkCellRenderer', () => {
  it('renders the value as a button that opens its row', () => {
    const onClick = vi.fn();
    const cell = new LinkCellRenderer<Row>();
    cell.init(paramsOf('F-1', { id: 7 }, { onClick }));
    const button = cell.getGui().querySelector('button');
    expect(button?.textContent).toBe('F-1');
    expect(button?.type).toBe('button');
    button?.click();
    expect(onClick).toHaveBeenCalledWith({ id: 7 });
  });

  it('renders nothing for an empty value or a row not loaded yet, and follows a refresh', () => {
    const onClick = vi.fn();
    const cell = new LinkCellRenderer<Row>();
    cell.init(paramsOf('', { id: 1 }, { onClick }));
    expect(cell.getGui().childElementCount).toBe(0);
    expect(cell.refresh(paramsOf('F-2', undefined, { onClick }))).toBe(true);
    expect(cell.getGui().childElementCount).toBe(0);
    cell.refresh(paramsOf('F-3', { id: 3 }, { onClick }));
    cell.getGui().querySelector('button')?.click();
    expect(onClick).toHaveBeenCalledWith({ id: 3 });
  });
});

describe('FilesCellRenderer', () => {
  const label = (count: number) => `${count} filer`;

  it('shows the number of files, named for screen readers', () => {
    const cell = new FilesCellRenderer<Row>();
    cell.init(paramsOf([{}, {}, {}], { id: 1 }, { label }));
    const files = cell.getGui().querySelector('[role="img"]');
    expect(files?.getAttribute('aria-label')).toBe('3 filer');
    expect(files?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(files?.textContent).toBe('3');
  });

  it('shows nothing without files', () => {
    const cell = new FilesCellRenderer<Row>();
    cell.init(paramsOf(0, { id: 1 }, { label }));
    expect(cell.getGui().childElementCount).toBe(0);
  });
});
