import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
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
import { REENCODED_TYPES, storeReencodedImage, thumbnailKeyOf } from './image-reencode.js';

/** Bytes read before the rest of a part is streamed on; enough for file-type to tell doc/docx apart. */
const SNIFF_BYTES = 64 * 1024;

export interface StoredUpload {
  key: string;
  /** The client's file name (already checked against the name rule). */
  originalName: string;
  size: number;
  /** Detected from the content, never the client's claim. */
  contentType: string;
  /** The thumbnail stored beside a re-encoded image (StoreUploadsOptions.reencodeImages). */
  thumbnailKey?: string;
}

export interface UploadResult {
  files: StoredUpload[];
  /** Plain (non-file) fields of the form and the text parts; the last value of a name wins. */
  fields: Record<string, string>;
  /** The upload's comment (`commentFile`), trimmed; '' when none was sent. Each route bounds its length. */
  comment: string;
}

/**
 * The comment's part (spec sections 2, 5: `commentFile`). The spec's clients send it as a plain field or
 * as a text file; every upload route takes both.
 */
export const COMMENT_PART = 'commentFile';

export interface StoreUploadsOptions {
  files: FileStore;
  /** Server-made key prefix, e.g. `customers/3/issues/17`; each object gets `<uuid>.<ext>` under it. */
  keyPrefix: string;
  /** Name of the file parts (spec: `files`). */
  fieldName?: string;
  /** Whether a request without files is accepted (a form whose files are optional). */
  filesOptional?: boolean;
  /** Whether photos (jpeg, png) are stored re-encoded, without their metadata, with a thumbnail (image-reencode.ts). */
  reencodeImages?: boolean;
  /** At most this many files; the next one is refused before it is read. */
  maxFiles?: number;
  /** Only these content types (by content); another is refused, with `refusal`'s message, before it is stored. */
  contentTypes?: { types: ReadonlySet<string>; refusal: (fileName: string) => string };
}

/** A comment sent as a text file (read as UTF-8 into `fields`): far more than any comment, far less than a file. */
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

export const MALFORMED_MULTIPART_MESSAGE = 'The upload is not a valid multipart/form-data body';

/**
 * Errors the multipart parser raised: thrown by the parts iterator (parsedParts marks them) or the error
 * a part's stream was destroyed with. Whatever they say (busboy's messages carry no code: "Boundary
 * required", "The needle cannot have a length bigger than 256." for a boundary over 252 characters,
 * "Unexpected end of multipart data"), they are about the body the client sent, so a 400; an error of
 * the file store or of our own code is neither and stays a 500.
 */
const parserErrors = new WeakSet<object>();

function markParserError(error: unknown): void {
  if (typeof error === 'object' && error !== null) parserErrors.add(error);
}

function isParserError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  return parserErrors.has(error) || isParserError((error as { cause?: unknown }).cause, depth + 1);
}

/** The request's parts, with every error of the parser marked (see parserErrors). */
async function* parsedParts(request: UploadSource): AsyncGenerator<Multipart> {
  let iterator: AsyncIterator<Multipart>;
  try {
    iterator = request.parts()[Symbol.asyncIterator]();
  } catch (error) {
    markParserError(error);
    throw error;
  }
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await iterator.next();
    } catch (error) {
      markParserError(error);
      throw error;
    }
    if (next.done) return;
    yield next.value;
  }
}

function translateMultipartError(error: unknown, fileName: string | undefined, file: Readable | undefined): unknown {
  if (error instanceof HttpError || error instanceof DomainError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, tooLargeMessage(fileName ?? ''));
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new HttpError(413, `At most ${MAX_UPLOAD_FILES} files can be uploaded at once`);
  }
  if (code === 'FST_FIELDS_LIMIT') return new HttpError(413, 'Too many form fields');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new InvalidInputError('The request must be multipart/form-data');
  if (code === 'FST_PROTO_VIOLATION') return new InvalidInputError('Invalid form field name');
  if (isParserError(error) || (file?.errored != null && file.errored === error)) return new InvalidInputError(MALFORMED_MULTIPART_MESSAGE);
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
  let currentFile: Readable | undefined;
  try {
    for await (const part of parsedParts(request)) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      current = part.filename;
      currentFile = part.file;
      if (part.fieldname === COMMENT_PART) {
        fields[part.fieldname] = await readTextPart(part.file, part.fieldname);
        continue;
      }
      if (part.fieldname !== fieldName) throw new InvalidInputError(`Unexpected file field '${part.fieldname}' (use '${fieldName}')`);
      // These rules are checked before a byte of the file is stored.
      if (options.maxFiles !== undefined && stored.length >= options.maxFiles) throw new InvalidInputError(`At most ${options.maxFiles} files`);
      if (part.filename.length > MAX_FILE_NAME_LENGTH) throw new InvalidInputError(nameTooLongMessage(part.filename));
      const extension = allowedExtensionOf(part.filename);
      if (extension === null) throw new InvalidInputError(invalidFileMessage(part.filename));
      const { head, body } = await readHead(part.file, SNIFF_BYTES);
      const type = matchDetectedType(await detectType(head), extension);
      if (type === null) {
        body.destroy();
        throw new InvalidInputError(invalidFileMessage(part.filename));
      }
      if (options.contentTypes && !options.contentTypes.types.has(type.contentType)) {
        body.destroy();
        throw new InvalidInputError(options.contentTypes.refusal(part.filename));
      }
      const key = `${options.keyPrefix}/${randomUUID()}.${extension}`;
      if (options.reencodeImages && REENCODED_TYPES.has(type.contentType)) {
        const { size } = await storeReencodedImage(options.files, { key, body, contentType: type.contentType, fileName: part.filename });
        stored.push({ key, originalName: part.filename, size, contentType: type.contentType, thumbnailKey: thumbnailKeyOf(key) });
        if (part.file.truncated) throw new HttpError(413, tooLargeMessage(part.filename));
        continue;
      }
      const { size } = await options.files.put(key, body);
      if (part.file.truncated) {
        // Defence in depth: throwFileSizeLimit makes busboy's truncation an error above.
        await options.files.remove(key);
        throw new HttpError(413, tooLargeMessage(part.filename));
      }
      stored.push({ key, originalName: part.filename, size, contentType: type.contentType });
    }
    if (stored.length === 0 && !options.filesOptional) throw new InvalidInputError(`No files were sent (multipart parts named '${fieldName}')`);
    return { files: stored, fields, comment: (fields[COMMENT_PART] ?? '').trim() };
  } catch (error) {
    await removeStored(options.files, stored);
    throw translateMultipartError(error, current, currentFile);
  }
}

/** Removes objects stored by a failed upload (also used when inserting their rows fails). */
export async function removeStored(files: FileStore, stored: readonly StoredUpload[]): Promise<void> {
  await Promise.all(stored.flatMap((upload) => [upload.key, ...(upload.thumbnailKey ? [upload.thumbnailKey] : [])]).map((key) => files.remove(key)));
}
