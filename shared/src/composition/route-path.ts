import type { RemoteMeta } from './remotes-manifest';

/**
 * The path of one of a remote's routes, by the id its remote.meta.json gives it: the description is the one
 * place a route's path is written, and the remote's router reads it from there. Throws when the id is
 * missing, so a misspelt id fails the remote's first render and its tests rather than rendering no page.
 */
export function routePath(meta: Pick<RemoteMeta, 'name' | 'routes'>, id: string): string {
  const route = meta.routes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`${meta.name}: no route '${id}' in remote.meta.json`);
  return route.path;
}
