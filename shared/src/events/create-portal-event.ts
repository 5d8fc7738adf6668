/**
 * Typed events over `window` CustomEvents named `portal:<domain>:<event>`, so apps built
 * separately (and the provider's own tools that embed a remote) can talk without sharing code.
 */
export interface PortalEvent<T> {
  readonly type: string;
  dispatch(detail: T): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: (detail: T) => void): () => void;
}

export function createPortalEvent<T>(domain: string, event: string): PortalEvent<T> {
  const type = `portal:${domain}:${event}`;
  return {
    type,
    dispatch(detail) {
      window.dispatchEvent(new CustomEvent<T>(type, { detail }));
    },
    subscribe(listener) {
      const handler = (e: Event) => listener((e as CustomEvent<T>).detail);
      window.addEventListener(type, handler);
      return () => window.removeEventListener(type, handler);
    },
  };
}
