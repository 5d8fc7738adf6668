/** Spec section 5 and 9: the only file types the portal takes, by MIME type. */
export const allowedUploadTypes: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

/** For the file picker's `accept`: types and extensions (some systems report no MIME type for .doc). */
export const uploadAccept = [...allowedUploadTypes, '.png', '.jpg', '.jpeg', '.pdf', '.doc', '.docx'].join(',');

/** Spec section 9: at most 100,000,000 bytes per file. */
export const maxUploadBytes = 100_000_000;

/** The name without its last extension: 'rapport.v2.pdf' -> 'rapport.v2'. */
export function baseName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

/**
 * Spec section 5: letters and digits only (no spaces, dots, dashes or other characters). Letters are
 * any script's letters, so 'Målerapport' and 'Prüfbericht' pass.
 */
export function isValidUploadName(fileName: string): boolean {
  return /^[\p{L}\p{N}]+$/u.test(baseName(fileName));
}

export function isAllowedUploadType(file: Pick<File, 'type'>): boolean {
  return allowedUploadTypes.has(file.type);
}

export function isTooLarge(file: Pick<File, 'size'>): boolean {
  return file.size > maxUploadBytes;
}

export type UploadFileProblem = 'type' | 'name';

/** Why a file may not even be added to the list; size is checked on the list (it disables Upload). */
export function uploadFileProblem(file: Pick<File, 'name' | 'type'>): UploadFileProblem | null {
  if (!isAllowedUploadType(file)) {
    return 'type';
  }
  return isValidUploadName(file.name) ? null : 'name';
}
