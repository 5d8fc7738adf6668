import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '../testing/render-with-portal';
import { ApiError } from '../api/api-error';
import { FileList, isImageUrl, type FileListItem } from './file-list.component';

const photo: FileListItem = { id: '1', url: 'https://files.example/a/Billede1.JPG?sig=abc', displayName: 'Billede1.JPG', shortDescription: 'Tavle 3' };
const manual: FileListItem = { id: '2', url: 'https://files.example/a/Manual.pdf', displayName: 'Manual.pdf' };

describe('isImageUrl', () => {
  it('is true for jpeg, jpg, png and gif, whatever the case and query string', () => {
    expect(isImageUrl('a.jpeg')).toBe(true);
    expect(isImageUrl('a.JPG?x=1')).toBe(true);
    expect(isImageUrl('a.png#top')).toBe(true);
    expect(isImageUrl('a.gif')).toBe(true);
    expect(isImageUrl('a.pdf')).toBe(false);
    expect(isImageUrl('a.pdf?name=b.png')).toBe(false);
  });
});

describe('FileList', () => {
  it('shows a thumbnail for images and an icon otherwise; links open in a new tab', () => {
    renderWithPortal(<FileList items={[photo, manual]} />);
    const photoLink = screen.getByRole('link', { name: /Billede1\.JPG/ });
    expect(photoLink.querySelector('img')?.getAttribute('src')).toBe(photo.url);
    expect(photoLink.getAttribute('target')).toBe('_blank');
    expect(photoLink.getAttribute('rel')).toContain('noopener');
    expect(photoLink.textContent).toContain('Tavle 3');
    const manualLink = screen.getByRole('link', { name: /Manual\.pdf/ });
    expect(manualLink.querySelector('img')).toBeNull();
    expect(manualLink.querySelector('svg')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /Slet/ })).toBeNull();
  });

  it('says so when there are no files', () => {
    renderWithPortal(<FileList items={[]} />);
    expect(screen.getByText('Der er ingen filer.')).toBeTruthy();
  });

  it('asks before deleting, then shows a spinner while the delete runs', async () => {
    let finish: () => void = () => undefined;
    const onDelete = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithPortal(<FileList items={[photo, manual]} onDelete={onDelete} />);

    await userEvent.click(screen.getByRole('button', { name: 'Slet Manual.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Slet fil' });
    expect(dialog.textContent).toContain('Er du sikker på, at du vil slette Manual.pdf?');
    expect(onDelete).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    expect(onDelete).toHaveBeenCalledWith(manual);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Sletter Manual.pdf');
    expect(screen.queryByRole('button', { name: 'Slet Manual.pdf' })).toBeNull();

    finish();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const onDelete = vi.fn(() => Promise.resolve());
    renderWithPortal(<FileList items={[photo]} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Slet Billede1.JPG' }));
    await userEvent.click(screen.getByRole('button', { name: 'Annuller' }));
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('shows a failed delete in the list', async () => {
    const onDelete = vi.fn(() => Promise.reject(new ApiError(500, 'Filen kunne ikke findes på serveren', '/x')));
    renderWithPortal(<FileList items={[photo]} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Slet Billede1.JPG' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Slet' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Filen kunne ikke findes på serveren');
    expect(screen.getByRole('button', { name: 'Slet Billede1.JPG' })).toBeTruthy();
  });
});
