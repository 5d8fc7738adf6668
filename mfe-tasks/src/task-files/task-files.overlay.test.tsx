import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig, signOut, storeToken, type TaskFile } from '@portal/shared';
import { makeToken, renderWithPortal } from '@portal/shared/testing';
import { TaskFilesOverlay } from './task-files.overlay';

const filesKey = '/task/1/tasks/7/getFiles';
const files: TaskFile[] = [
  { url: 'https://files.example/Tavle1.png?sig=1', displayName: 'Tavle1.png', fileName: 'Tavle1.png', shortDescription: 'Billede af tavlen' },
  { url: 'https://files.example/Rapport.pdf?sig=2', displayName: 'Rapport.pdf', fileName: 'Rapport.pdf', shortDescription: null },
];

beforeEach(() => {
  storeToken(makeToken({ CustomerId: '1' }));
  setRuntimeConfig({ apiBaseUrl: '/api', environment: 'test', providerName: 'Nordisk Sikring' } as never);
});

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('TaskFilesOverlay', () => {
  it('lists the files of the job number with name links and short descriptions, and an upload button', () => {
    renderWithPortal(<TaskFilesOverlay taskId={7} jobNumber="J10421-0001" />, { swrFallback: { [filesKey]: files } });
    expect(screen.getByText('Jobnummer J10421-0001')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Tavle1\.png/ }).getAttribute('href')).toBe(files[0]?.url);
    expect(screen.getByText('Billede af tavlen')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Rapport\.pdf/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload fil' })).toBeTruthy();
  });

  it('deletes a file after the confirmation and removes it from the list', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    renderWithPortal(<TaskFilesOverlay taskId={7} jobNumber={null} />, { swrFallback: { [filesKey]: files } });
    await userEvent.click(screen.getByRole('button', { name: 'Slet Tavle1.png' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Slet fil' })).getByRole('button', { name: 'Slet' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Tavle1\.png/ })).toBeNull());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/task/1/tasks/7/Tavle1.png');
    expect(init.method).toBe('DELETE');
    expect(screen.getByRole('link', { name: /Rapport\.pdf/ })).toBeTruthy();
  });
});
