// @ts-check
/** The share links' rules (evidence for auditors), stated once for the API, the Admins' page and the public page. */

/** The public page of a link under PUBLIC_URL: `<PUBLIC_URL>/deling/<token>`. */
export const shareLinkPath = '/deling';

/** A link ends at the latest this many days after it is made: evidence is handed over for an audit, not for good. */
export const shareLinkMaxDays = 90;

/** At most this many locations per link (each with everything inside it). */
export const shareLinkMaxLocations = 50;

/** The optional PIN, given to the recipient apart from the link: 4 to 8 digits. */
export const shareLinkPinPattern = /^\d{4,8}$/;

/** Rows per page of the public page's inspection and fault lists. */
export const shareListPageSize = 50;

/** At most this many of the locations' own documents are listed. */
export const shareMaxDocuments = 200;

/** What the access log records: a visit of the page, or a download of one kind. */
export const shareAccessKinds = Object.freeze(['visit', 'statement', 'service-report', 'control-schema', 'fault-report', 'file']);

/**
 * A link's state at `now`: revoked (ended by an Admin) wins over expired.
 * @param {{ revokedAt: string | null; expiresAt: string }} link
 * @param {Date} now
 * @returns {'active' | 'expired' | 'revoked'}
 */
export function shareLinkState(link, now) {
  if (link.revokedAt !== null) return 'revoked';
  return Date.parse(link.expiresAt) <= now.getTime() ? 'expired' : 'active';
}
