import { SignJWT, errors, jwtVerify } from 'jose';

/**
 * Signed download links: a short HS256 JWT (audience 'download', so it can never pass as a session
 * token or the other way round) carrying the storage key, the file name and the content type. The
 * link works without a Bearer token until it expires; the server never takes a storage key from
 * anything but a token it signed itself.
 */
export interface DownloadTarget {
  key: string;
  fileName: string;
  contentType: string;
}

export class DownloadLinkExpiredError extends Error {}
export class DownloadLinkInvalidError extends Error {}

/** Lifetimes: links in issue details, links e-mailed with a bundle. */
export const DETAILS_LINK_SECONDS = 60 * 60;
export const BUNDLE_LINK_SECONDS = 7 * 24 * 60 * 60;

const AUDIENCE = 'download';

/**
 * Links of at least this lifetime are reused: signed valid for REUSE_SLACK_SECONDS longer than asked
 * and handed out again while at least the asked lifetime (plus CACHED_LINK_SECONDS) remains, so a list that shows the same 250
 * report links on every call signs each once per few minutes instead of once per row and call
 * (an HMAC JWT each). Shorter links are signed exactly as asked.
 */
const REUSE_FROM_SECONDS = 600;
const REUSE_SLACK_SECONDS = 300;
const REUSED_LINKS = 10_000;
/**
 * A response holding links may be cached and served again this long (plugins/response-cache.ts):
 * a reused link is handed out only while the asked lifetime plus this margin remains, so the link
 * in a body served from the cache at its last moment still lives as long as promised.
 */
export const CACHED_LINK_SECONDS = 10;

export interface DownloadLinks {
  /**
   * A link `/api/download/<token>/<file name>` valid for `seconds`, for the portal's pages: relative, so it
   * works under whichever host name the portal was reached by (the Content-Security-Policy allows 'self').
   */
  url(target: DownloadTarget, seconds: number): Promise<string>;
  /** The same link on PUBLIC_URL, for a link that leaves the portal (an e-mail). */
  absoluteUrl(target: DownloadTarget, seconds: number): Promise<string>;
  sign(target: DownloadTarget, seconds: number): Promise<string>;
  verify(token: string): Promise<DownloadTarget>;
}

export function createDownloadLinks(secret: string, publicUrl: string): DownloadLinks {
  const key = new TextEncoder().encode(secret);
  const base = publicUrl.replace(/\/+$/, '');
  const sign = async (target: DownloadTarget, seconds: number): Promise<string> =>
    new SignJWT({ k: target.key, n: target.fileName, t: target.contentType })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
      .sign(key);
  // The trailing file name is decoration: the list shows image thumbnails by the url's ending.
  const signedUrl = async (target: DownloadTarget, seconds: number): Promise<string> =>
    `/api/download/${await sign(target, seconds)}/${encodeURIComponent(target.fileName)}`;
  const reused = new Map<string, { url: string; expiresAt: number }>();
  const links: DownloadLinks = {
    sign,
    async absoluteUrl(target, seconds) {
      return `${base}${await links.url(target, seconds)}`;
    },
    async url(target, seconds) {
      if (seconds < REUSE_FROM_SECONDS) return signedUrl(target, seconds);
      const cacheKey = `${seconds}\u0000${target.key}\u0000${target.fileName}\u0000${target.contentType}`;
      const known = reused.get(cacheKey);
      if (known && known.expiresAt - Date.now() >= (seconds + CACHED_LINK_SECONDS) * 1000) return known.url;
      // The token's exp is in whole seconds (rounded down), hence the second subtracted.
      const expiresAt = Date.now() + (seconds + REUSE_SLACK_SECONDS - 1) * 1000;
      const url = await signedUrl(target, seconds + REUSE_SLACK_SECONDS);
      reused.delete(cacheKey);
      reused.set(cacheKey, { url, expiresAt });
      if (reused.size > REUSED_LINKS) reused.delete(reused.keys().next().value as string);
      return url;
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE });
        const { k, n, t } = payload;
        if (typeof k !== 'string' || typeof n !== 'string' || typeof t !== 'string') throw new DownloadLinkInvalidError();
        return { key: k, fileName: n, contentType: t };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new DownloadLinkExpiredError();
        throw new DownloadLinkInvalidError();
      }
    },
  };
  return links;
}
