// fetchRemoteMeta (over HTTP) is tested with the server that uses it: scripts/serve-static.test.mjs.
import { describe, expect, it } from 'vitest';
import { hasWidgets, remoteMetaReader, remotesWithoutWidgets, type ReadMeta, type RegistryRemote } from './remote-widgets-reader.js';

const issues = { name: 'mfe_issues', url: '/mfe/issues/' };
const notifications = { name: 'mfe_notifications', url: '/mfe/notifications/' };
const meta = (name: string, widgets: unknown[]) => ({ name, routes: [], sidebar: [], overlays: [], widgets });

describe('hasWidgets', () => {
  it('reads the widgets list, and assumes nothing of something else', () => {
    expect(hasWidgets(meta('a', [{ id: 'w' }]))).toBe(true);
    expect(hasWidgets(meta('a', []))).toBe(false);
    expect(hasWidgets({ name: 'a' })).toBeUndefined();
    expect(hasWidgets(null)).toBeUndefined();
  });
});

/** The remotes without widgets as the servers that write the shell's page ask for them (api/src/plugins/portal-static.ts). */
function withoutWidgetsReader(readMeta: ReadMeta, options?: Parameters<typeof remoteMetaReader>[1]) {
  const read = remoteMetaReader(readMeta, options);
  return async (remotes: readonly RegistryRemote[]) => remotesWithoutWidgets(await read(remotes));
}

describe('remoteMetaReader and remotesWithoutWidgets, as the page servers use them', () => {
  it('names the remotes whose metadata lists no widgets', async () => {
    const metas: Record<string, unknown> = { mfe_issues: meta('mfe_issues', [{ id: 'w' }]), mfe_notifications: meta('mfe_notifications', []) };
    const withoutWidgets = withoutWidgetsReader(async (remote) => metas[remote.name]);
    expect([...(await withoutWidgets([issues, notifications]))]).toEqual(['mfe_notifications']);
  });

  it('counts a remote it cannot read, or that describes another remote, as having widgets (preloaded)', async () => {
    const withoutWidgets = withoutWidgetsReader(async (remote: RegistryRemote) => {
      if (remote.name === 'mfe_issues') throw new Error('unreachable');
      return meta('mfe_other', []);
    });
    expect((await withoutWidgets([issues, notifications])).size).toBe(0);
  });

  it('does not hold the page up for a slow remote, and uses its answer once it came', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const late = new Promise((resolve) => {
      answer = resolve;
    });
    const withoutWidgets = withoutWidgetsReader(() => late, { timeoutMs: 20 });
    const started = Date.now();
    expect((await withoutWidgets([notifications])).size).toBe(0);
    expect(Date.now() - started).toBeLessThan(1_000);
    answer(meta('mfe_notifications', []));
    await late;
    expect([...(await withoutWidgets([notifications]))]).toEqual(['mfe_notifications']);
  });

  it('keeps an answer for ttlMs, then asks again (a redeployed remote shows without a restart)', async () => {
    let clock = 0;
    let reads = 0;
    let widgets: unknown[] = [];
    const withoutWidgets = withoutWidgetsReader(
      async () => {
        reads += 1;
        return meta('mfe_notifications', widgets);
      },
      { ttlMs: 10_000, now: () => clock },
    );
    expect((await withoutWidgets([notifications])).size).toBe(1);
    widgets = [{ id: 'w' }];
    clock = 9_999;
    expect((await withoutWidgets([notifications])).size).toBe(1);
    expect(reads).toBe(1);
    clock = 10_000;
    expect((await withoutWidgets([notifications])).size).toBe(0);
    expect(reads).toBe(2);
  });

  it('asks again at the next page after a failure', async () => {
    let reads = 0;
    const withoutWidgets = withoutWidgetsReader(async () => {
      reads += 1;
      if (reads === 1) throw new Error('down');
      return meta('mfe_notifications', []);
    });
    expect((await withoutWidgets([notifications])).size).toBe(0);
    expect((await withoutWidgets([notifications])).size).toBe(1);
  });
});

describe('remoteMetaReader', () => {
  it("answers each remote's metadata by name, leaving out what it could not read or that names another remote", async () => {
    const issuesMeta = meta('mfe_issues', [{ id: 'w' }]);
    const read = remoteMetaReader(async (remote) => {
      if (remote.name === 'mfe_notifications') throw new Error('unreachable');
      return remote.name === 'mfe_issues' ? issuesMeta : meta('mfe_other', []);
    });
    const metas = await read([issues, notifications, { name: 'mfe_locations', url: '/mfe/locations/' }]);
    expect([...metas.keys()]).toEqual(['mfe_issues']);
    expect(metas.get('mfe_issues')).toBe(issuesMeta);
  });

  it('keeps the last known answer while a new read fails (a route keeps its preloads through a hiccup)', async () => {
    let clock = 0;
    let reads = 0;
    const read = remoteMetaReader(
      async () => {
        reads += 1;
        if (reads === 2) throw new Error('down');
        return meta('mfe_issues', []);
      },
      { ttlMs: 10_000, now: () => clock },
    );
    expect((await read([issues])).has('mfe_issues')).toBe(true);
    clock = 10_000;
    expect((await read([issues])).has('mfe_issues')).toBe(true);
    expect(reads).toBe(2);
  });
});

describe('remoteMetaReader and a remote that does not answer', () => {
  it('holds up one page per read, not every page while the read hangs', async () => {
    const read = remoteMetaReader(() => new Promise(() => undefined), { timeoutMs: 100 });
    let started = Date.now();
    expect((await read([issues])).size).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    started = Date.now();
    expect((await read([issues])).size).toBe(0);
    expect(Date.now() - started).toBeLessThan(50);
  });
});

describe('remotesWithoutWidgets', () => {
  it('names the known remotes whose metadata lists no widgets', () => {
    const metas = new Map<string, unknown>([
      ['mfe_issues', meta('mfe_issues', [{ id: 'w' }])],
      ['mfe_notifications', meta('mfe_notifications', [])],
    ]);
    expect([...remotesWithoutWidgets(metas)]).toEqual(['mfe_notifications']);
  });
});
