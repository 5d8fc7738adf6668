import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../plugins/errors.js';
import { createFileStore, type FileStore } from '../storage/file-store.js';
import { multipartBody, multipartHeaders, png } from '../test/uploads.js';
import { registerUploadRoutes } from './multipart.js';
import { MALFORMED_MULTIPART_MESSAGE, storeUploadedFiles } from './store-uploads.js';

/**
 * How storeUploadedFiles tells the client's mistakes from the server's: an error of the multipart
 * parser is a 400 whatever its message, an error of the file store stays a 500.
 */
describe('storeUploadedFiles errors', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'store-uploads-'));
  let app: FastifyInstance;
  let store: FileStore;
  /** While set, the store's put reads a little of the file and then fails like a broken disk. */
  let failPuts = false;

  beforeAll(async () => {
    store = createFileStore(dataDir);
    const failing: FileStore = {
      ...store,
      put: async (key, source) => {
        if (!failPuts) return store.put(key, source);
        for await (const _chunk of source as Readable) break;
        throw new Error('The disk is on fire');
      },
    };
    app = Fastify();
    registerErrorHandler(app);
    await registerUploadRoutes(app, (uploads) => {
      uploads.put('/upload', async (request) => {
        const result = await storeUploadedFiles(request, { files: failing, keyPrefix: 'test' });
        return { names: result.files.map((file) => file.originalName), comment: result.comment };
      });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a boundary over 252 characters with a 400 naming the malformed body', async () => {
    const boundary = 'x'.repeat(253);
    const response = await app.inject({ method: 'PUT', url: '/upload', headers: multipartHeaders(boundary), payload: multipartBody([{ name: 'Foto.png', content: png() }], boundary) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(MALFORMED_MULTIPART_MESSAGE);
    // 252 characters still work (the parser's search needle is the boundary plus four).
    const fits = 'y'.repeat(252);
    const ok = await app.inject({ method: 'PUT', url: '/upload', headers: multipartHeaders(fits), payload: multipartBody([{ name: 'Foto.png', content: png() }], fits) });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('keeps a failing file store a 500 (the client did nothing wrong)', async () => {
    failPuts = true;
    try {
      const response = await app.inject({ method: 'PUT', url: '/upload', headers: multipartHeaders(), payload: multipartBody([{ name: 'Foto.png', content: png(300) }]) });
      expect(response.statusCode, response.body).toBe(500);
    } finally {
      failPuts = false;
    }
  });
});
