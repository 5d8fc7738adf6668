import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_FILES, MAX_UPLOAD_FILE_SIZE } from './file-rules.js';

/**
 * Registers @fastify/multipart in the calling plugin's scope (a domain's routes plugin), with the
 * spec's limits. Busboy stops a file at `fileSize` and the file stream then fails with
 * FST_REQ_FILE_TOO_LARGE, so a file of exactly 100,000,000 bytes passes and one byte more is
 * rejected (see storeUploadedFiles). Parts are never buffered: handlers stream them with
 * `request.parts()`.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
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
