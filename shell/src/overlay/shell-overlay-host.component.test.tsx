import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandRemoteDescriptor, dispatchOverlayClose, dispatchOverlayOpen, overlayClearDelayMs, type OverlayOpen, type RemoteEntry } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { RemotesContext } from '../composition/remotes-context';
import { ShellOverlayHost } from './shell-overlay-host.component';

// The remote's code comes from the Module Federation runtime in the portal; here a local parcel.
vi.mock('../composition/remote-loader', () => {
  type Props = { domElement: HTMLElement; issueId?: number };
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
      brandRemoteDescriptor({
        name: 'mfe_issues',
        meta: { name: 'mfe_issues', routes: [], sidebar: [], overlays: ['issue'], widgets: [] },
        lifecycles: async () => parcel,
        overlays: { issue: async () => parcel },
        widgets: {},
        embed: async () => () => undefined,
      }),
  };
});

const remotes: RemoteEntry[] = [{ name: 'mfe_issues', url: '/m/', manifest: '/m/mf-manifest.json', routes: [], sidebar: [], overlays: ['issue'], widgets: [] }];

describe('ShellOverlayHost', () => {
  afterEach(() => vi.useRealTimers());

  it('opens through the event bus, mounts the overlay parcel and clears it 500 ms after closing', async () => {
    renderWithPortal(
      <RemotesContext.Provider value={remotes}>
        <ShellOverlayHost />
      </RemotesContext.Provider>,
    );
    const panel = screen.getByTestId('overlay-panel');
    expect(panel.getAttribute('aria-hidden')).toBe('true');

    act(() => dispatchOverlayOpen({ type: 'issue', props: { issueId: 42 } }));
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
        <ShellOverlayHost />
      </RemotesContext.Provider>,
    );
    // A type no remote declares (e.g. from a newer remote than this shell knows): the event carries any string.
    act(() => dispatchOverlayOpen({ type: 'news', props: {} } as unknown as OverlayOpen));
    expect((await screen.findByRole('alert')).textContent).toContain('news');
  });
});
