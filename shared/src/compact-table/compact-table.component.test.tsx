import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
