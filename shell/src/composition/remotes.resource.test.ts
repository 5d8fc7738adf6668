import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isIncompatibleRemoteError, PORTAL_CONTRACT_VERSION } from '@portal/shared';

const meta = (name: string, extra: object = {}) => ({
  name,
  routes: [{ path: `/${name}`, titleKey: `${name}.title` }],
  sidebar: [],
  overlays: [],
  widgets: [],
  contractVersion: PORTAL_CONTRACT_VERSION,
  ...extra,
});

/** A fake network: URL -> JSON body (or a status); records the order of requests and of answers. */
function serve(files: Record<string, unknown>) {
  const requested: string[] = [];
  const pending: (() => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, window.location.href).href;
      requested.push(url);
      const body = files[url];
      return new Promise<Response>((resolve) => {
        const answer = () =>
          resolve(
            body === undefined
              ? new Response('not found', { status: 404 })
              : body instanceof Error
                ? (Promise.reject(body) as never)
                : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
          );
        // The registry answers at once; every remote's metadata only once all were asked for.
        if (url.endsWith('/remotes.json')) answer();
        else pending.push(answer);
      });
    }),
  );
  return { requested, releaseAll: () => pending.splice(0).forEach((answer) => answer()) };
}

describe('fetchRemotes', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("reads the registry, then every remote's own metadata in parallel, next to its manifest", async () => {
    const origin = window.location.origin;
    const network = serve({
      [`${origin}/remotes.json`]: { remotes: [{ name: 'mfe_a', url: '/mfe/a/' }, { name: 'mfe_b', url: 'https://cdn.example/b' }] },
      [`${origin}/mfe/a/remote.meta.json`]: meta('mfe_a'),
      'https://cdn.example/b/remote.meta.json': meta('mfe_b', { contractVersion: '1.7.0' }),
    });
    const { fetchRemotes } = await import('./remotes.resource');
    const result = fetchRemotes();
    await vi.waitFor(() => expect(network.requested).toHaveLength(3));
    network.releaseAll();
    expect(await result).toEqual([
      { ...meta('mfe_a'), url: '/mfe/a/', manifest: `${origin}/mfe/a/mf-manifest.json` },
      { ...meta('mfe_b', { contractVersion: '1.7.0' }), url: 'https://cdn.example/b/', manifest: 'https://cdn.example/b/mf-manifest.json' },
    ]);
  });

  it("takes the registry the server wrote into the page (ADR 0024) and asks only for the remotes' metadata", async () => {
    const origin = window.location.origin;
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'portal-boot';
    block.textContent = JSON.stringify({ config: { apiBaseUrl: '/api' }, registry: { remotes: [{ name: 'mfe_a', url: '/mfe/a/' }] } });
    document.head.append(block);
    try {
      const network = serve({ [`${origin}/mfe/a/remote.meta.json`]: meta('mfe_a') });
      const { fetchRemotes } = await import('./remotes.resource');
      const result = fetchRemotes();
      await vi.waitFor(() => expect(network.requested).toHaveLength(1));
      network.releaseAll();
      expect((await result).map((remote) => remote.name)).toEqual(['mfe_a']);
      expect(network.requested).toEqual([`${origin}/mfe/a/remote.meta.json`]);
    } finally {
      block.remove();
    }
  });

  it('keeps a remote of another contract major with its refusal, and leaves out one it cannot describe', async () => {
    const origin = window.location.origin;
    const network = serve({
      [`${origin}/remotes.json`]: {
        remotes: [
          { name: 'mfe_new', url: '/new/' },
          { name: 'mfe_other', url: '/other/' },
          { name: 'mfe_gone', url: '/gone/' },
          { name: 'mfe_bad', url: '/bad/' },
        ],
      },
      [`${origin}/new/remote.meta.json`]: meta('mfe_new', { contractVersion: '2.0.0' }),
      [`${origin}/other/remote.meta.json`]: meta('mfe_someone_else'),
      [`${origin}/bad/remote.meta.json`]: { name: 'mfe_bad' },
    });
    const { fetchRemotes } = await import('./remotes.resource');
    const result = fetchRemotes();
    await vi.waitFor(() => expect(network.requested).toHaveLength(5));
    network.releaseAll();
    const remotes = await result;
    expect(remotes.map((remote) => remote.name)).toEqual(['mfe_new']);
    expect(isIncompatibleRemoteError(remotes[0]?.refusal)).toBe(true);
    expect(remotes[0]?.refusal?.message).toContain('built against contract 2.0.0');
  });

  it('has no remotes when the registry is not one', async () => {
    serve({ [`${window.location.origin}/remotes.json`]: { remotes: [{ name: 'mfe_a', manifest: '/mfe/a/mf-manifest.json' }] } });
    const { fetchRemotes } = await import('./remotes.resource');
    expect(await fetchRemotes()).toEqual([]);
  });
});
