import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../plugins/errors.js';
import { MAX_UPLOAD_FILES, MAX_UPLOAD_FILE_SIZE, tooLargeMessage } from './file-rules.js';

/** The most an upload request can carry: every file at the limit plus room for headers and fields. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_FILES * MAX_UPLOAD_FILE_SIZE + 1024 * 1024;

/**
 * Registers @fastify/multipart in the calling plugin's scope (a domain's routes plugin), with the
 * spec's limits. Busboy stops a file at `fileSize` and the file stream then fails with
 * FST_REQ_FILE_TOO_LARGE, so a file of exactly 100,000,000 bytes passes and one byte more is
 * rejected (see storeUploadedFiles). Parts are never buffered: handlers stream them with
 * `request.parts()`.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  // A declared length over what any valid upload can be is refused before a byte of body is read.
  app.addHook('onRequest', async (request) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (request.headers['content-type']?.startsWith('multipart/') && declared > MAX_UPLOAD_REQUEST_BYTES) throw new HttpError(413, tooLargeMessage(''));
  });
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: MAX_UPLOAD_FILE_SIZE,
      files: MAX_UPLOAD_FILES,
      fields: 20,
      fieldSize: 10_000,
      parts: MAX_UPLOAD_FILES + 20,
      headerPairs: 200,
    },
  });
}
