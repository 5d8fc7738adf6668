import type { LifeCycles, ParcelConfig } from 'single-spa';
import type { RemoteMeta } from './remotes-manifest';

/** Symbol.for, so the brand is the same symbol in every separately built bundle. */
const remoteBrand = Symbol.for('portal.remote-descriptor');

/** Props the shell passes to overlay and widget parcels (besides single-spa's own). */
export interface ParcelProps {
  [key: string]: unknown;
}

export interface EmbedOptions {
  /** Route the remote should show, e.g. '/lokation'; defaults to its first route. */
  path?: string;
  /**
   * false when the embedding page already has an overlay host listening (the /embed.js loader's one
   * page-wide host): the remote then renders none of its own, so an overlay request opens one panel.
   * Default true (the dev harness, a page with nothing else). Contract 1.1.
   */
  overlayHost?: boolean;
}

/** Lifecycles loaded on first use: the code behind them is a chunk of its own, not part of `./start`. */
export type LazyLifecycles = () => Promise<LifeCycles & ParcelConfig>;

/** What a remote's `./start` module exports as `descriptor` (made by defineRemote). */
export interface RemoteDescriptor {
  readonly [remoteBrand]: true;
  /** Module Federation name, from remote.meta.json. */
  readonly name: string;
  /** The remote's remote.meta.json: the one description of its routes, sidebar, overlays and widgets. */
  readonly meta: RemoteMeta;
  /** single-spa lifecycles of the remote's routes. */
  readonly lifecycles: LazyLifecycles;
  /** Parcels by overlay type (spec section 2, Overlays). */
  readonly overlays: Readonly<Record<string, LazyLifecycles>>;
  /** Parcels by dashboard widget id. */
  readonly widgets: Readonly<Record<string, LazyLifecycles>>;
  /** Mounts the remote into any element outside the shell; resolves to the unmount function. */
  readonly embed: (element: HTMLElement, options?: EmbedOptions) => Promise<() => void>;
}

export type RemoteDescriptorInput = Omit<RemoteDescriptor, typeof remoteBrand>;

/**
 * What remote.meta.json declares but the implementation lacks, and the reverse. defineRemote throws
 * on any (the shell then shows the remote's error); `npm run build` runs the same check first.
 */
export function descriptorMismatches(meta: RemoteMeta, overlays: object, widgets: object): string[] {
  const compare = (kind: string, declared: readonly string[], implemented: readonly string[]) => [
    ...declared.filter((id) => !implemented.includes(id)).map((id) => `${kind} '${id}' is declared in remote.meta.json but not implemented`),
    ...implemented.filter((id) => !declared.includes(id)).map((id) => `${kind} '${id}' is implemented but not declared in remote.meta.json`),
  ];
  return [
    ...compare('overlay', meta.overlays, Object.keys(overlays)),
    ...compare('widget', meta.widgets.map((widget) => widget.id), Object.keys(widgets)),
  ];
}

/** Brands a descriptor whose parts are already lifecycles (defineRemote builds them from components). */
export function brandRemoteDescriptor(input: RemoteDescriptorInput): RemoteDescriptor {
  const problems = descriptorMismatches(input.meta, input.overlays, input.widgets);
  if (problems.length > 0 || input.meta.name !== input.name) {
    throw new Error(`${input.name}: ${[...problems, ...(input.meta.name !== input.name ? ['name differs from remote.meta.json'] : [])].join('; ')}`);
  }
  return Object.freeze({ ...input, [remoteBrand]: true as const });
}

function isRecord(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null;
}

function isLoaderMap(value: unknown): boolean {
  return isRecord(value) && Object.values(value).every((loader) => typeof loader === 'function');
}

/** Checks what a remote exposed before the shell uses it; returns the reason when it is not valid. */
export function validateRemoteDescriptor(value: unknown, expectedName: string): RemoteDescriptor | string {
  if (!isRecord(value) || value[remoteBrand] !== true) {
    return `${expectedName}: ./start does not export a descriptor made with defineRemote`;
  }
  if (value.name !== expectedName) {
    return `${expectedName}: descriptor is named '${String(value.name)}'`;
  }
  if (typeof value.lifecycles !== 'function') {
    return `${expectedName}: lifecycles is not a loader`;
  }
  if (!isLoaderMap(value.overlays) || !isLoaderMap(value.widgets)) {
    return `${expectedName}: overlays and widgets must be parcel loaders`;
  }
  if (typeof value.embed !== 'function') {
    return `${expectedName}: embed is not a function`;
  }
  return value as unknown as RemoteDescriptor;
}
