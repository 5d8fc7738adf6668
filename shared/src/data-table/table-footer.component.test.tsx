import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '../testing/render-with-portal';
import { TableFooter } from './table-footer.component';

describe('TableFooter', () => {
  it('shows the selected count and disables the download button with no selection', () => {
    renderWithPortal(<TableFooter selectedCount={0} allSelected={false} onSelectAllChange={vi.fn()} onDownloadReports={vi.fn()} />);
    expect(screen.getByText('0 valgt')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download rapporter' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('selects all and opens the download-reports modal', async () => {
    const onSelectAllChange = vi.fn();
    const onDownloadReports = vi.fn();
    renderWithPortal(<TableFooter selectedCount={2} allSelected={false} onSelectAllChange={onSelectAllChange} onDownloadReports={onDownloadReports} />);
    expect(screen.getByText('2 valgt')).toBeTruthy();
    const selectAll = screen.getByRole('checkbox', { name: 'Vælg alle' }) as HTMLInputElement;
    expect(selectAll.indeterminate).toBe(true);
    await userEvent.click(selectAll);
    expect(onSelectAllChange).toHaveBeenCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Download rapporter' }));
    expect(onDownloadReports).toHaveBeenCalled();
  });
});
