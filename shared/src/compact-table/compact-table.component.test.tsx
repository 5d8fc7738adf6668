import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pointerDevice } from '../testing/pointer-device';
import { renderWithPortal } from '../testing/render-with-portal';
import { CompactTable, type CompactColumn } from './compact-table.component';

interface Row {
  id: number;
  name: string;
}

const columns: CompactColumn<Row>[] = [{ id: 'name', headerKey: 'common.close', render: (row) => row.name }];
const rows = Array.from({ length: 8 }, (_, index) => ({ id: index, name: `Anlæg ${index}` }));

describe('CompactTable', () => {
  it('shows the first rows up to the limit under translated headers', () => {
    renderWithPortal(<CompactTable rows={rows} columns={columns} getRowId={(row) => String(row.id)} tableName="Aktuelle fejl" limit={5} />);
    const table = screen.getByRole('table', { name: 'Aktuelle fejl' });
    expect(within(table).getByRole('columnheader', { name: 'Luk' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    expect(within(table).queryByText('Anlæg 5')).toBeNull();
  });

  it('says there is no data, naming the table in lower case', () => {
    renderWithPortal(<CompactTable rows={[]} columns={columns} getRowId={(row) => String(row.id)} tableName="Aktuelle fejl" limit={5} />);
    expect(screen.getByText('Der er ingen data for aktuelle fejl')).toBeTruthy();
  });

  describe('swipe hint', () => {
    afterEach(() => vi.restoreAllMocks());

    /** happy-dom lays nothing out: the box's widths are what a browser would measure at that screen width. */
    function widths(scrollWidth: number, clientWidth: number) {
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => scrollWidth);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => clientWidth);
    }
    const render = () => renderWithPortal(<CompactTable rows={rows} columns={columns} getRowId={(row) => String(row.id)} tableName="Aktuelle fejl" limit={5} />);

    it('shows on a touch device when the table is wider than its box, and goes after a sideways scroll of more than 10 px', async () => {
      vi.useFakeTimers();
      try {
        pointerDevice('touch');
        widths(620, 340);
        render();
        expect(screen.getByTestId('swipe-hint').textContent).toContain('Stryg til siden');
        const box = screen.getByRole('region', { name: 'Aktuelle fejl' });
        box.scrollLeft = 40;
        fireEvent.scroll(box);
        await act(async () => vi.advanceTimersByTime(100));
        expect(screen.queryByTestId('swipe-hint')).toBeNull();
      } finally {
        vi.useRealTimers();
      }
    });

    it('does not show when the table fits its box', () => {
      pointerDevice('touch');
      widths(340, 340);
      render();
      expect(screen.queryByTestId('swipe-hint')).toBeNull();
    });

    it('does not show with a mouse, even when the table is wider than its box', () => {
      pointerDevice('mouse');
      widths(620, 340);
      render();
      expect(screen.queryByTestId('swipe-hint')).toBeNull();
    });
  });
});
