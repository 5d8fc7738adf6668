
/**
 * A path on this portal is the router's; anything else is another site (`//host` and `/\host`, which browsers
 * read as `//host`, too). No imports: the sign-in start uses it.
 */
export const isPortalPath = (url: string): boolean => /^\/(?![/\\])/.test(url);

/** The query parameter of /login that names where to go after signing in (a QR label's report form, say). */
export const returnParameter = 'next';

/**
 * Where a sign-in returns to: the router's `state.from` (RequireSession's) or `?next=` of the address, when it is
 * a path of this portal (never another site, never the sign-in page itself); undefined otherwise.
 */
export function returnPathOf(search: string, state?: unknown): string | undefined {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  const candidate = typeof from === 'string' ? from : new URLSearchParams(search).get(returnParameter);
  if (!candidate || !isPortalPath(candidate) || candidate.startsWith('/login')) return undefined;
  return candidate;
}
