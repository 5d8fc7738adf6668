export function parseEmbedOrigins(value: string | undefined): string[];
export function parseCorsOrigins(value: string | undefined, name?: string): '*' | string[];
export function parseApiCorsOrigins(value: string | undefined): string[];
export function allowedCorsOrigin(origin: string | undefined, allowed: '*' | readonly string[]): string | undefined;
export function originsOf(urls: readonly (string | undefined)[]): string[];
export interface ContentSecurityPolicyOptions {
  /** Origins the remotes are served from when not the portal's own. */
  remoteOrigins?: readonly string[];
  /** The API's origin when it is not the portal's own. */
  apiOrigins?: readonly string[];
  /** Origins images may come from besides the portal's (the map's tile server). */
  imageOrigins?: readonly string[];
  /** `frame-ancestors` sources (parseEmbedOrigins); `'self'` when empty. */
  frameAncestors?: readonly string[];
  /** This response's nonce for inline `<style>` (the grid's theme). */
  styleNonce?: string;
}
export function contentSecurityPolicy(options?: ContentSecurityPolicyOptions): string;
export function frameOptionsFor(frameAncestors: readonly string[]): 'DENY' | 'SAMEORIGIN' | undefined;
export function withNonceMeta(html: string, nonce: string): string;
