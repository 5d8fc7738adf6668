import type { LifeCycles, ParcelConfig } from 'single-spa';

/** Symbol.for, so the brand is the same symbol in every separately built bundle. */
const remoteBrand = Symbol.for('portal.remote-descriptor');

/** Props the shell passes to overlay and widget parcels (besides single-spa's own). */
export interface ParcelProps {
  [key: string]: unknown;
}

export interface EmbedOptions {
  /** Route the remote should show, e.g. '/lokation'; defaults to its first route. */
  path?: string;
}

/** What a remote's `./start` module exports as `descriptor`. */
export interface RemoteDescriptor {
  readonly [remoteBrand]: true;
  /** Module Federation name, equal to the name in remote.meta.json. */
  readonly name: string;
  /** single-spa lifecycles of the remote's routes. */
  readonly lifecycles: LifeCycles;
  /** Parcels by overlay type (spec section 2, Overlays). */
  readonly overlays: Readonly<Record<string, ParcelConfig>>;
  /** Parcels by dashboard widget id. */
  readonly widgets: Readonly<Record<string, ParcelConfig>>;
  /** Mounts the remote into any element outside the shell; returns the unmount function. */
  readonly embed: (element: HTMLElement, options?: EmbedOptions) => () => void;
}

export type RemoteDescriptorInput = Omit<RemoteDescriptor, typeof remoteBrand>;

export function defineRemote(input: RemoteDescriptorInput): RemoteDescriptor {
  return Object.freeze({ ...input, [remoteBrand]: true as const });
}

function isRecord(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null;
}

function isLifecycles(value: unknown): boolean {
  return isRecord(value) && ['bootstrap', 'mount', 'unmount'].every((key) => typeof value[key] === 'function' || Array.isArray(value[key]));
}

function isParcelMap(value: unknown): boolean {
  return isRecord(value) && Object.values(value).every(isLifecycles);
}

/** Checks what a remote exposed before the shell uses it; returns the reason when it is not valid. */
export function validateRemoteDescriptor(value: unknown, expectedName: string): RemoteDescriptor | string {
  if (!isRecord(value) || value[remoteBrand] !== true) {
    return `${expectedName}: ./start does not export a descriptor made with defineRemote`;
  }
  if (value.name !== expectedName) {
    return `${expectedName}: descriptor is named '${String(value.name)}'`;
  }
  if (!isLifecycles(value.lifecycles)) {
    return `${expectedName}: lifecycles lack bootstrap, mount or unmount`;
  }
  if (!isParcelMap(value.overlays) || !isParcelMap(value.widgets)) {
    return `${expectedName}: overlays and widgets must be parcel configs`;
  }
  if (typeof value.embed !== 'function') {
    return `${expectedName}: embed is not a function`;
  }
  return value as unknown as RemoteDescriptor;
}
