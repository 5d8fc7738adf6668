import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { portalRoutes } from './portal-routes';
import { routePath } from './route-path';
import type { RemoteMeta } from './remotes-manifest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every remote's remote.meta.json in this repository. */
const metas: RemoteMeta[] = readdirSync(repoRoot)
  .filter((folder) => folder.startsWith('mfe-'))
  .map((folder) => JSON.parse(readFileSync(path.join(repoRoot, folder, 'remote.meta.json'), 'utf8')) as RemoteMeta);

describe('portalRoutes', () => {
  it('reads the remotes of this repository', () => {
    expect(metas.map((meta) => meta.name)).toContain('mfe_issues');
  });

  it.each(Object.entries(portalRoutes))('%s is the path the owning remote declares for that route id', (id, path) => {
    const owners = metas.filter((meta) => meta.routes.some((route) => route.id === id));
    expect(owners.map((owner) => routePath(owner, id))).toEqual([path]);
  });

  it('gives every route of every remote an id, unique across the portal', () => {
    const ids = metas.flatMap((meta) => meta.routes.map((route) => route.id));
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

/** The source files of every remote, tests left out (a test may name the path it expects). */
function remoteSources(folder = repoRoot): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (folder === repoRoot) return entry.isDirectory() && entry.name.startsWith('mfe-') ? remoteSources(path.join(full, 'src')) : [];
    if (entry.isDirectory()) return remoteSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("a remote's code", () => {
  it('writes no route path as a string: it reads its own from remote.meta.json and links across through portalRoutes', () => {
    const routePaths = metas.flatMap((meta) => meta.routes.map((route) => route.path));
    const literals = remoteSources().flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return routePaths
        .filter((routePath) => ["'", '"', '`'].some((quote) => text.includes(`${quote}${routePath}${quote}`) || text.includes(`${quote}${routePath}?`)))
        .map((routePath) => `${path.relative(repoRoot, file)}: ${routePath}`);
    });
    expect(literals).toEqual([]);
  });
});

describe('routePath', () => {
  const meta = { name: 'mfe_x', routes: [{ id: 'list', path: '/liste', titleKey: 'x.route' }] };

  it("returns the path remote.meta.json gives the route's id", () => {
    expect(routePath(meta, 'list')).toBe('/liste');
  });

  it('throws, naming the remote and the id, when remote.meta.json has no such route', () => {
    expect(() => routePath(meta, 'lists')).toThrow("mfe_x: no route 'lists' in remote.meta.json");
  });
});
