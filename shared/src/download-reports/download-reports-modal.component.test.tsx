import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '../testing/render-with-portal';
import { makeToken } from '../testing/make-token';
import { signOut, storeToken } from '../session/session-store';
import { ApiError } from '../api/api-error';
import { DownloadReportsModal } from './download-reports-modal.component';

// Fake timers and userEvent's own delays do not mix well; fireEvent keeps the clock in the test's hands.
function check(name: string) {
  fireEvent.click(screen.getByRole('checkbox', { name }));
}

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('DownloadReportsModal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps Download disabled with no selection or no report chosen', () => {
    const props = { open: true, onClose: vi.fn(), onSubmit: vi.fn(), onDone: vi.fn() };
    const { unmount } = renderWithPortal(<DownloadReportsModal {...props} selectedCount={0} />);
    check('Fejlrapport');
    expect((screen.getByRole('button', { name: 'Download' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();

    renderWithPortal(<DownloadReportsModal {...props} selectedCount={2} />);
    expect(screen.getByText('2 rækker valgt')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download' }) as HTMLButtonElement).disabled).toBe(true);
    check('Fejlrapport');
    expect((screen.getByRole('button', { name: 'Download' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends the chosen flags, says the reports come by e-mail and closes after 5 s, resetting the selection', async () => {
    let resolve: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    const onClose = vi.fn();
    const onDone = vi.fn();
    renderWithPortal(<DownloadReportsModal open selectedCount={3} onClose={onClose} onSubmit={onSubmit} onDone={onDone} />);
    check('Filer');
    check('Kontrolskema');
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));

    expect(onSubmit).toHaveBeenCalledWith({ includeFiles: true, includeServiceReport: false, includeIssueReport: false, includeControlSchema: true });
    expect(screen.getByRole('button', { name: 'Download' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Bestillingen sendes …')).toBeTruthy();

    resolve();
    await flush();
    expect(screen.getByRole('status').textContent).toBe('Rapporterne bliver sendt til dig på e-mail.');
    // The pressed Download button is gone: the keyboard focus is on Close, inside the dialog.
    expect(document.activeElement).toBe(screen.getAllByRole('button', { name: 'Luk' }).find((button) => button.textContent === 'Luk'));

    act(() => vi.advanceTimersByTime(4999));
    expect(onDone).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says before and after the request that the reports come by e-mail, and to which address: the signed-in user’s', async () => {
    storeToken(makeToken({ CustomerId: '1', EmployeeEmail: 'drift@kunde.dk' }));
    try {
      const onSubmit = vi.fn(() => Promise.resolve());
      renderWithPortal(<DownloadReportsModal open selectedCount={1} onClose={vi.fn()} onSubmit={onSubmit} onDone={vi.fn()} />);
      expect(screen.getByTestId('download-reports-delivery').textContent).toBe('Rapporterne samles i en zip-fil, og et link sendes på e-mail til drift@kunde.dk.');
      check('Fejlrapport');
      fireEvent.click(screen.getByRole('button', { name: 'Download' }));
      await flush();
      expect(screen.getByRole('status').textContent).toBe('Rapporterne bliver sendt på e-mail til drift@kunde.dk.');
    } finally {
      signOut();
    }
  });

  it('shows why a request failed, and closing then resets the selection', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new ApiError(503, 'Mailserveren svarer ikke', '/issue/1/zipfile')));
    const onClose = vi.fn();
    const onDone = vi.fn();
    renderWithPortal(<DownloadReportsModal open selectedCount={1} onClose={onClose} onSubmit={onSubmit} onDone={onDone} />);
    check('Servicerapport');
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await flush();

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Rapporterne kunne ikke bestilles.');
    expect(alert.textContent).toContain('Mailserveren svarer ikke');
    // The message stays until the user has read it and closes.
    act(() => vi.advanceTimersByTime(10_000));
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getAllByRole('button', { name: 'Luk' })[0] as HTMLElement);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cancelling before a request leaves the selection alone', () => {
    const onClose = vi.fn();
    const onDone = vi.fn();
    renderWithPortal(<DownloadReportsModal open selectedCount={1} onClose={onClose} onSubmit={vi.fn()} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Annuller' }));
    expect(onClose).toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });
});
