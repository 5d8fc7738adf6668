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

export interface DownloadLinks {
  /** An absolute URL `${publicUrl}/api/download/<token>/<file name>` valid for `seconds`. */
  url(target: DownloadTarget, seconds: number): Promise<string>;
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
  return {
    sign,
    // The trailing file name is decoration: the list shows image thumbnails by the url's ending.
    url: async (target, seconds) => `${base}/api/download/${await sign(target, seconds)}/${encodeURIComponent(target.fileName)}`,
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
}
