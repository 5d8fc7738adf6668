export const NO_CACHE: 'no-cache';
export const LONG_CACHE: 'public, max-age=31536000, immutable';
export function servedName(file: string): string;
export function cacheControlFor(file: string): typeof NO_CACHE | typeof LONG_CACHE;
export function withVary(current: string | number | string[] | undefined, token: string): string;
