import { allowedUploadTypes, maxUploadBytes, uploadNamePattern } from '../contract/uploads.rules.js';

/** Spec sections 5 and 9 (the rules themselves are in the contract, shared with the API). */
export { maxUploadBytes };

const allowedMimeTypes: ReadonlySet<string> = new Set(Object.keys(allowedUploadTypes));

/** For the file picker's `accept`: types and extensions (some systems report no MIME type for .doc). */
export const uploadAccept = [...allowedMimeTypes, ...Object.values(allowedUploadTypes).flat().map((extension) => `.${extension}`)].join(',');

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
  return uploadNamePattern.test(baseName(fileName));
}

export function isAllowedUploadType(file: Pick<File, 'type'>): boolean {
  return allowedMimeTypes.has(file.type);
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
