// @ts-check
/**
 * The upload rules of spec sections 5 and 9, defined once for the API and the UI (plain JavaScript,
 * types in uploads.rules.d.ts, so the API runs it in Node straight from this package).
 */

/** Each file at most 100,000,000 bytes. */
export const maxUploadBytes = 100_000_000;

/** The MIME types of png, jpg/jpeg, pdf, doc and docx, with the extensions each may carry. */
export const allowedUploadTypes = Object.freeze({
  'image/png': Object.freeze(['png']),
  'image/jpeg': Object.freeze(['jpg', 'jpeg']),
  'application/pdf': Object.freeze(['pdf']),
  'application/msword': Object.freeze(['doc']),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': Object.freeze(['docx']),
});

/** A file name without its extension: letters (any script) and digits only. */
export const uploadNamePattern = /^[\p{L}\p{N}]+$/u;

/**
 * The longest upload comment (`commentFile`) kept as the files' short description, the same for every upload
 * route: the spec sets no limit, so it is the one the portal's other free texts have (a status comment, a task note).
 */
export const maxUploadCommentLength = 4000;

/**
 * The name a file that breaks the name rule is offered instead: every character that is not a letter or
 * a digit left out of the name (the extension kept), 'IMG_1234.jpg' -> 'IMG1234.jpg'; 'Fil' when nothing
 * is left. The result always passes uploadNamePattern.
 * @param {string} fileName
 */
export function allowedUploadName(fileName) {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  const extension = dot > 0 ? fileName.slice(dot) : '';
  return `${base.replace(/[^\p{L}\p{N}]/gu, '') || 'Fil'}${extension}`;
}
