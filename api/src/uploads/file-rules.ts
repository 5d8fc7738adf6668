/**
 * Upload rules from spec sections 5 and 9: allowed types (png, jpg, jpeg, pdf, doc, docx), the name
 * rule (the name without its extension is letters and digits only; Unicode letters allowed) and the
 * size limit. The type is decided by the file's content, and the extension must agree with it.
 */

import { maxUploadBytes as MAX_UPLOAD_FILE_SIZE, uploadNamePattern } from '@portal/shared/rules';

/** Each file at most 100,000,000 bytes (spec section 9), defined once in the contract. */
export { MAX_UPLOAD_FILE_SIZE };
/** Files per upload request. */
export const MAX_UPLOAD_FILES = 20;
/**
 * Characters in a file name, extension included. The spec sets none; without one a 10,000-character
 * name is stored and its delete/download URLs exceed what the server accepts (414/431).
 */
export const MAX_FILE_NAME_LENGTH = 100;

export interface AllowedType {
  /** Extensions a file of this detected type may carry. */
  extensions: readonly string[];
  contentType: string;
}

/** Keyed by file-type's detected `ext`: OLE compound files ('cfb') are .doc, 'docx' is .docx. */
export const ALLOWED_UPLOAD_TYPES: Readonly<Record<string, AllowedType>> = {
  png: { extensions: ['png'], contentType: 'image/png' },
  jpg: { extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg' },
  pdf: { extensions: ['pdf'], contentType: 'application/pdf' },
  cfb: { extensions: ['doc'], contentType: 'application/msword' },
  docx: { extensions: ['docx'], contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
};

const NAME_WITHOUT_EXTENSION = uploadNamePattern;

/** The alert text of spec section 8 for a file that breaks a rule. */
export const invalidFileMessage = (name: string): string => `Fil er ikke valid: ${name}`;

/** A long name shown in a message: its start and end, so the message stays readable. */
function shortened(name: string): string {
  return name.length <= 60 ? name : `${name.slice(0, 40)}…${name.slice(-12)}`;
}

export const nameTooLongMessage = (name: string): string =>
  `Fil er ikke valid: ${shortened(name)} (filnavnet må højst være ${MAX_FILE_NAME_LENGTH} tegn)`;

/** The spec's too-large text, with the file and the limit. */
export const tooLargeMessage = (name: string): string =>
  `Grænse for filstørrelse er overskredet${name ? `: ${name}` : ''} (maks. ${MAX_UPLOAD_FILE_SIZE.toLocaleString('da-DK')} bytes)`;

/** The lower-cased extension when the name follows the rule and the extension is allowed, else null. */
export function allowedExtensionOf(name: string): string | null {
  if (name.length > MAX_FILE_NAME_LENGTH) return null;
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return null;
  const base = name.slice(0, dot);
  const extension = name.slice(dot + 1).toLowerCase();
  if (!NAME_WITHOUT_EXTENSION.test(base)) return null;
  const allowed = Object.values(ALLOWED_UPLOAD_TYPES).some((type) => type.extensions.includes(extension));
  return allowed ? extension : null;
}

/** The allowed type for content detected as `detectedExt` carrying `extension`, or null. */
export function matchDetectedType(detectedExt: string | undefined, extension: string): AllowedType | null {
  if (detectedExt === undefined) return null;
  const type = ALLOWED_UPLOAD_TYPES[detectedExt];
  return type?.extensions.includes(extension) ? type : null;
}
