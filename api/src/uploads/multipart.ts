import multipart from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HttpError } from '../plugins/errors.js';
import { MAX_UPLOAD_FILES, MAX_UPLOAD_FILE_SIZE, tooLargeMessage } from './file-rules.js';

/** The most an upload request can carry: every file at the limit plus room for headers and fields. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_FILES * MAX_UPLOAD_FILE_SIZE + 1024 * 1024;

/** A module's routes instance, as the modules type it. */
type TypedRoutes = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

/**
 * Registers a module's upload routes in a scope of their own that parses multipart bodies. @fastify/multipart
 * hooks every route of the scope it is registered in (an async onRequest that adds a close listener, an async
 * onResponse that sweeps temporary files), and registered for the whole module it cost each cached read about
 * a tenth of its time. The child scope inherits the module's prefix and every hook above it (authentication,
 * the customer guard); the module's other routes answer a multipart body with 415.
 */
export async function registerUploadRoutes(app: FastifyInstance, routes: (uploads: TypedRoutes) => void): Promise<void> {
  await app.register(async (scope) => {
    await registerMultipart(scope);
    routes(scope.withTypeProvider<TypeBoxTypeProvider>());
  });
}

/**
 * Registers @fastify/multipart in the calling plugin's scope (registerUploadRoutes' child scope), with the
 * spec's limits. Busboy stops a file at `fileSize` and the file stream then fails with
 * FST_REQ_FILE_TOO_LARGE, so a file of exactly 100,000,000 bytes passes and one byte more is
 * rejected (see storeUploadedFiles). Parts are never buffered: handlers stream them with
 * `request.parts()`.
 */
async function registerMultipart(app: FastifyInstance): Promise<void> {
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
