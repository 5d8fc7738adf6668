import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Installation } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { InstallationFilesCell } from './installation-files-cell.component';
import { StatusColourCell } from './status-colour-cell.component';

const unit: Installation = {
  id: 5,
  name: 'ABA-central',
  code: 'ABA/1001',
  type: 'ABA brandalarm',
  hasOverdue: false,
  incidents: true,
  status: 'red',
  files: [{ url: 'https://files.example/Tegning.pdf?sig=1', displayName: 'Tegning.pdf', fileName: 'Tegning.pdf', shortDescription: 'Placering' }],
};

describe('installation cells', () => {
  it.each([
    ['green', 'OK'],
    ['yellow', 'Forfaldne eftersyn'],
    ['red', 'Fejl på enheden'],
  ] as const)('the %s status colour says %s in words', (status, text) => {
    const { container } = renderWithPortal(<StatusColourCell status={status} />);
    expect(screen.getByText(text)).toBeTruthy();
    expect(container.querySelector('[data-status]')?.getAttribute('data-status')).toBe(status);
  });

  it('lists the files (new tab) with a delete button each, and an upload button', async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn();
    const onDelete = vi.fn();
    renderWithPortal(<InstallationFilesCell installation={unit} onUpload={onUpload} onDelete={onDelete} deletingFile={null} />);
    const link = screen.getByRole('link', { name: /Tegning\.pdf/ });
    expect(link.getAttribute('target')).toBe('_blank');
    await user.click(screen.getByRole('button', { name: 'Slet Tegning.pdf' }));
    expect(onDelete).toHaveBeenCalledWith(unit.files[0]);
    await user.click(screen.getByRole('button', { name: 'Upload filer til ABA-central' }));
    expect(onUpload).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner instead of the trash icon while the file is deleted', () => {
    renderWithPortal(<InstallationFilesCell installation={unit} onUpload={vi.fn()} onDelete={vi.fn()} deletingFile="Tegning.pdf" />);
    expect(screen.queryByRole('button', { name: 'Slet Tegning.pdf' })).toBeNull();
  });
});
