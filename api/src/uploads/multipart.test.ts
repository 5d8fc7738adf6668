import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../plugins/errors.js';
import { multipartBody, multipartHeaders, png } from '../test/uploads.js';
import { registerUploadRoutes } from './multipart.js';

/** A module as the API's are built: reads and a JSON write beside its upload route, under one prefix. */
async function moduleRoutes(app: FastifyInstance): Promise<void> {
  // How many 'close' listeners the answer has when the handler runs: @fastify/multipart's onRequest adds one.
  app.get('/read', async (_request, reply) => ({ closeListeners: reply.raw.listenerCount('close') }));
  app.post('/write', async (request) => ({ got: request.body }));
  await registerUploadRoutes(app, (uploads) => {
    uploads.put('/upload', async (request, reply) => {
      const names: string[] = [];
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          names.push(part.filename);
          part.file.resume();
        }
      }
      return { names, closeListeners: reply.raw.listenerCount('close') };
    });
  });
}

describe('registerUploadRoutes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    await app.register(moduleRoutes, { prefix: '/module' });
    await app.ready();
  });
  afterAll(() => app.close());

  it('parses multipart bodies on the upload routes, under the module prefix', async () => {
    const response = await app.inject({ method: 'PUT', url: '/module/upload', headers: multipartHeaders(), payload: multipartBody([{ name: 'Foto.png', content: png() }]) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ names: string[] }>().names).toEqual(['Foto.png']);
  });

  it("keeps the multipart hooks off the module's other routes", async () => {
    const read = await app.inject({ method: 'GET', url: '/module/read' });
    const upload = await app.inject({ method: 'PUT', url: '/module/upload', headers: multipartHeaders(), payload: multipartBody([]) });
    // The upload route's answer carries the plugin's close listener; the read's does not.
    expect(upload.json<{ closeListeners: number }>().closeListeners).toBe(read.json<{ closeListeners: number }>().closeListeners + 1);
  });

  it('answers a multipart body on a JSON route with 415 and a message, and JSON as before', async () => {
    const multipart = await app.inject({ method: 'POST', url: '/module/write', headers: multipartHeaders(), payload: multipartBody([{ name: 'Foto.png', content: png() }]) });
    expect(multipart.statusCode).toBe(415);
    expect(multipart.json<{ message: string }>().message).toBe('This address takes a JSON body (Content-Type: application/json), not multipart/form-data');
    const json = await app.inject({ method: 'POST', url: '/module/write', payload: { a: 1 } });
    expect(json.json()).toEqual({ got: { a: 1 } });
  });

  it('answers another body type on an upload route with 415 naming multipart/form-data', async () => {
    const xml = await app.inject({ method: 'PUT', url: '/module/upload', headers: { 'content-type': 'application/xml; charset=utf-8' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'This address takes files as multipart/form-data, not application/xml',
    });
  });
});
