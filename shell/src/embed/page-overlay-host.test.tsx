import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brandRemoteDescriptor, dispatchOverlayClose, dispatchOverlayOpen, setRuntimeConfig, type RemoteEntry } from '@portal/shared';
import { acquirePageOverlayHost } from './page-overlay-host';

// The remote's code comes from the Module Federation runtime in the portal; here a local overlay parcel.
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

const remotes: RemoteEntry[] = [
  { name: 'mfe_issues', url: 'https://portal.example/mfe/issues/', manifest: 'https://portal.example/mfe/issues/mf-manifest.json', routes: [], sidebar: [], overlays: ['issue'], widgets: [] },
];
// The host loads its texts like any root (the portal's and the remotes' translations, the API's dictionary).
beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: 'https://portal.example/api', environment: 'production', providerName: '', publicSiteUrl: '' });
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })));
});
afterEach(() => vi.unstubAllGlobals());

const hosts = () => document.querySelectorAll('[data-portal-embed="overlay-host"]');

describe("the embed loader's page-wide overlay host", () => {
  it('is one host for every mount of the page: an overlay request opens one panel; the last release removes it', async () => {
    const [page, widget] = await act(async () => [acquirePageOverlayHost(remotes, 'https://portal.example/'), acquirePageOverlayHost(remotes, 'https://portal.example/')] as const);
    await act(() => Promise.all([page.ready, widget.ready]));
    expect(hosts()).toHaveLength(1);
    expect(document.querySelectorAll('[data-testid="overlay-panel"]')).toHaveLength(1);

    act(() => dispatchOverlayOpen({ type: 'issue', props: { issueId: 42 } }));
    await waitFor(() => expect(document.querySelector('[data-testid="overlay-panel"][aria-hidden="false"]')?.textContent).toContain('Issue 42'));
    expect(document.querySelectorAll('[data-testid="overlay-panel"][aria-hidden="false"]')).toHaveLength(1);
    act(() => dispatchOverlayClose());

    act(() => page.release());
    act(() => page.release()); // a second release of the same lease changes nothing
    expect(hosts()).toHaveLength(1);
    act(() => widget.release());
    expect(hosts()).toHaveLength(0);

    // A later mount gets a new host.
    const again = await act(async () => acquirePageOverlayHost(remotes, 'https://portal.example/'));
    await act(() => again.ready);
    expect(hosts()).toHaveLength(1);
    act(() => again.release());
    expect(hosts()).toHaveLength(0);
  });
});
