import { screen, within } from '@testing-library/react';
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

  it('shows the files as every file list does: a thumbnail for an image, an icon otherwise, each opening in a new tab', () => {
    const withImage: Installation = {
      ...unit,
      files: [
        ...unit.files,
        { url: 'https://files.example/Foto.png?sig=2', displayName: 'Foto.png', fileName: 'Foto.png', shortDescription: null },
      ],
    };
    const { container } = renderWithPortal(<InstallationFilesCell installation={withImage} onUpload={vi.fn()} onDelete={vi.fn()} />);
    const photo = screen.getByRole('link', { name: /Foto\.png/ });
    expect(photo.getAttribute('target')).toBe('_blank');
    expect(photo.querySelector('img')?.getAttribute('src')).toBe('https://files.example/Foto.png?sig=2');
    const drawing = screen.getByRole('link', { name: /Tegning\.pdf/ });
    expect(drawing.querySelector('img')).toBeNull();
    expect(drawing.querySelector('svg')).not.toBeNull();
    // The name and the short description are the link's tooltip: each file keeps its one 30 px line.
    expect(drawing.getAttribute('title')).toBe('Tegning.pdf – Placering');
    expect(container.querySelectorAll('li')).toHaveLength(2);
  });

  it('deletes a file after the confirmation, with a spinner meanwhile, and uploads from its button', async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn();
    let finish: () => void = () => undefined;
    const onDelete = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithPortal(<InstallationFilesCell installation={unit} onUpload={onUpload} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Slet Tegning.pdf' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Slet' }));
    expect(onDelete).toHaveBeenCalledWith(unit.files[0]);
    expect(screen.queryByRole('button', { name: 'Slet Tegning.pdf' })).toBeNull();
    finish();
    await user.click(screen.getByRole('button', { name: 'Upload filer til ABA-central' }));
    expect(onUpload).toHaveBeenCalledTimes(1);
  });

  it('shows why a delete failed in the row', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(() => Promise.reject(new Error('Filen findes ikke længere')));
    renderWithPortal(<InstallationFilesCell installation={unit} onUpload={vi.fn()} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Slet Tegning.pdf' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Slet' }));
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  });
});
