import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineRemote, dispatchOverlayClose, dispatchOverlayOpen, type RemoteEntry } from '@portal/shared';
import { renderWithPortal } from '../../../shared/test/render-with-portal';
import { RemotesContext } from '../composition/remotes-context';
import { OverlayHost, overlayClearDelayMs } from './overlay-host.component';

// The remote's code comes from the Module Federation runtime in the portal; here a local parcel.
vi.mock('../composition/remote-loader', () => {
  type Props = { domElement: HTMLElement; issueId?: string };
  const parcel = {
    bootstrap: async () => undefined,
    mount: async (props: object) => {
      const { domElement, issueId } = props as Props;
      domElement.textContent = `Issue ${issueId ?? ''}`;
    },
    unmount: async (props: object) => {
      (props as Props).domElement.textContent = '';
    },
  };
  return {
    loadRemoteDescriptor: async () =>
      defineRemote({ name: 'mfe_issues', lifecycles: parcel, overlays: { issue: parcel }, widgets: {}, embed: () => () => undefined }),
  };
});

const remotes: RemoteEntry[] = [{ name: 'mfe_issues', manifest: '/m', routes: [], sidebar: [], overlays: ['issue'], widgets: [] }];

describe('OverlayHost', () => {
  afterEach(() => vi.useRealTimers());

  it('opens through the event bus, mounts the overlay parcel and clears it 500 ms after closing', async () => {
    renderWithPortal(
      <RemotesContext.Provider value={remotes}>
        <OverlayHost />
      </RemotesContext.Provider>,
    );
    const panel = screen.getByTestId('overlay-panel');
    expect(panel.getAttribute('aria-hidden')).toBe('true');

    act(() => dispatchOverlayOpen({ type: 'issue', props: { issueId: '42' } }));
    expect(await screen.findByText('Issue 42')).toBeTruthy();
    expect(panel.getAttribute('aria-hidden')).toBe('false');

    vi.useFakeTimers();
    act(() => dispatchOverlayClose());
    expect(panel.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Issue 42')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(overlayClearDelayMs);
    });
    expect(screen.queryByText('Issue 42')).toBeNull();
    expect(screen.getByRole('status', { hidden: true })).toBeTruthy();
  });

  it('says so when no remote provides the overlay type', async () => {
    renderWithPortal(
      <RemotesContext.Provider value={remotes}>
        <OverlayHost />
      </RemotesContext.Provider>,
    );
    act(() => dispatchOverlayOpen({ type: 'news' }));
    expect((await screen.findByRole('alert')).textContent).toContain('news');
  });
});
