import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { FileStore } from '../storage/file-store.js';
import { HttpError } from '../plugins/errors.js';
import { DomainError, InvalidInputError } from '../errors/domain-errors.js';
import {
  allowedExtensionOf,
  invalidFileMessage,
  matchDetectedType,
  nameTooLongMessage,
  tooLargeMessage,
  MAX_FILE_NAME_LENGTH,
  MAX_UPLOAD_FILES,
} from './file-rules.js';
import { readHead } from './read-head.js';

/** Bytes read before the rest of a part is streamed on; enough for file-type to tell doc/docx apart. */
const SNIFF_BYTES = 64 * 1024;

export interface StoredUpload {
  key: string;
  /** The client's file name (already checked against the name rule). */
  originalName: string;
  size: number;
  /** Detected from the content, never the client's claim. */
  contentType: string;
}

export interface UploadResult {
  files: StoredUpload[];
  /** Plain (non-file) fields of the form, e.g. a comment; the last value of a name wins. */
  fields: Record<string, string>;
}

export interface StoreUploadsOptions {
  files: FileStore;
  /** Server-made key prefix, e.g. `customers/3/issues/17`; each object gets `<uuid>.<ext>` under it. */
  keyPrefix: string;
  /** Name of the file parts (spec: `files`). */
  fieldName?: string;
  /**
   * File parts read as UTF-8 text into `fields` instead of being stored (spec: a task file's comment
   * is sent as a text file, `commentFile`); at most MAX_TEXT_PART_BYTES each.
   */
  textFileFields?: readonly string[];
}

/** A comment sent as a text file: far more than any comment, far less than a file. */
export const MAX_TEXT_PART_BYTES = 16 * 1024;

async function readTextPart(stream: NodeJS.ReadableStream, name: string): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > MAX_TEXT_PART_BYTES) throw new InvalidInputError(`The part '${name}' is longer than ${MAX_TEXT_PART_BYTES} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function detectType(head: Buffer): Promise<string | undefined> {
  try {
    return (await fileTypeFromBuffer(head))?.ext;
  } catch {
    return undefined;
  }
}

/** Busboy's parse errors carry no code, only these messages (no boundary, cut-off or garbled body). */
const MALFORMED_MULTIPART = /^Multipart: |Boundary required|unexpected end of multipart data|Malformed part header/i;

export const MALFORMED_MULTIPART_MESSAGE = 'The upload is not a valid multipart/form-data body';

function translateMultipartError(error: unknown, fileName: string | undefined): unknown {
  if (error instanceof HttpError || error instanceof DomainError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  if (code === undefined && MALFORMED_MULTIPART.test(message)) return new InvalidInputError(MALFORMED_MULTIPART_MESSAGE);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, tooLargeMessage(fileName ?? ''));
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new HttpError(413, `At most ${MAX_UPLOAD_FILES} files can be uploaded at once`);
  }
  if (code === 'FST_FIELDS_LIMIT') return new HttpError(413, 'Too many form fields');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new InvalidInputError('The request must be multipart/form-data');
  if (code === 'FST_PROTO_VIOLATION') return new InvalidInputError('Invalid form field name');
  return error;
}

/** A multipart body being read (the request; @fastify/multipart adds `parts()`). */
export type UploadSource = Pick<FastifyRequest, 'parts'>;

/**
 * Streams every file part of a multipart request into the file store, checking each one: the name
 * rule, the type by content (magic bytes) matching the extension, and the size limit. All or
 * nothing: when any part fails, the objects already stored by this request are removed and the
 * error (400 invalid file, 413 too large) is thrown, so the caller inserts no rows.
 */
export async function storeUploadedFiles(request: UploadSource, options: StoreUploadsOptions): Promise<UploadResult> {
  const fieldName = options.fieldName ?? 'files';
  const stored: StoredUpload[] = [];
  const fields: Record<string, string> = {};
  let current: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      current = part.filename;
      if (options.textFileFields?.includes(part.fieldname)) {
        fields[part.fieldname] = await readTextPart(part.file, part.fieldname);
        continue;
      }
      if (part.fieldname !== fieldName) throw new InvalidInputError(`Unexpected file field '${part.fieldname}' (use '${fieldName}')`);
      // Both rules are checked before a byte of the file is stored.
      if (part.filename.length > MAX_FILE_NAME_LENGTH) throw new InvalidInputError(nameTooLongMessage(part.filename));
      const extension = allowedExtensionOf(part.filename);
      if (extension === null) throw new InvalidInputError(invalidFileMessage(part.filename));
      const { head, body } = await readHead(part.file, SNIFF_BYTES);
      const type = matchDetectedType(await detectType(head), extension);
      if (type === null) {
        body.destroy();
        throw new InvalidInputError(invalidFileMessage(part.filename));
      }
      const key = `${options.keyPrefix}/${randomUUID()}.${extension}`;
      const { size } = await options.files.put(key, body);
      if (part.file.truncated) {
        // Defence in depth: throwFileSizeLimit makes busboy's truncation an error above.
        await options.files.remove(key);
        throw new HttpError(413, tooLargeMessage(part.filename));
      }
      stored.push({ key, originalName: part.filename, size, contentType: type.contentType });
    }
    if (stored.length === 0) throw new InvalidInputError(`No files were sent (multipart parts named '${fieldName}')`);
    return { files: stored, fields };
  } catch (error) {
    await removeStored(options.files, stored);
    throw translateMultipartError(error, current);
  }
}

/** Removes objects stored by a failed upload (also used when inserting their rows fails). */
export async function removeStored(files: FileStore, stored: readonly StoredUpload[]): Promise<void> {
  await Promise.all(stored.map((upload) => files.remove(upload.key)));
}
