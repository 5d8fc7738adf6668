import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchOverlayOpen } from '../events/portal-events';
import { renderWithPortal } from '../testing';
import { OverlayHost } from './overlay-host.component';

function Page() {
  return (
    <>
      <main>
        <button type="button" onClick={() => dispatchOverlayOpen({ type: 'issue', props: { issueId: 7 } })}>
          F-10421-0007
        </button>
      </main>
      <OverlayHost
        label="Detaljer"
        renderOverlay={(overlay) => (
          <div>
            <h2>Fejl {overlay.type === 'issue' ? overlay.props.issueId : ''}</h2>
            <button type="button">Gem</button>
          </div>
        )}
      />
    </>
  );
}

afterEach(() => document.body.replaceChildren());

describe('OverlayHost', () => {
  it('is a modal dialog named by its heading: focus moves in, the page behind is inert, focus returns on Escape', async () => {
    renderWithPortal(<Page />);
    const opener = screen.getByRole('button', { name: 'F-10421-0007' });
    opener.focus();
    act(() => opener.click());

    const panel = screen.getByTestId('overlay-panel');
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(panel);
    const heading = await screen.findByRole('heading', { name: 'Fejl 7' });
    await act(async () => undefined);
    expect(panel.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(screen.getByRole('dialog', { name: 'Fejl 7' })).toBe(panel);
    expect(document.querySelector('main')?.inert).toBe(true);
    expect(screen.getByTestId('overlay-backdrop').inert).toBe(false);

    act(() => {
      fireEvent.keyDown(panel, { key: 'Escape' });
    });
    expect(panel.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('main')?.inert).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the panel: from the last control to the first and back', async () => {
    renderWithPortal(<Page />);
    act(() => screen.getByRole('button', { name: 'F-10421-0007' }).click());
    const save = await screen.findByRole('button', { name: 'Gem' });
    const close = screen.getByRole('button', { name: /luk|close/i });
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
  });
});
