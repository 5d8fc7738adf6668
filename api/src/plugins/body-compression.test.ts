import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressedBody, compressedLargeBody, ENCODINGS, registerBodyCompression, SYNC_LIMIT } from './body-compression.js';

const json = JSON.stringify({ rows: Array.from({ length: 80 }, (_, index) => ({ id: index, name: `Nødbelysning, gang ${index}` })) });
const kept = Buffer.from(json, 'utf8');

describe('body compression', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    registerBodyCompression(app, { threshold: 1024 });
    // As the download routes do: @fastify/compress in a scope of its own, for the streams this hook leaves.
    await app.register(async (downloads) => {
      await downloads.register(compress, { global: true, threshold: 1024, encodings: [...ENCODINGS] });
      downloads.get('/download', async (_request, reply) => reply.type('text/plain').send(Readable.from([json])));
    });
    app.get('/json', async () => JSON.parse(json) as unknown);
    app.get('/small', async () => ({ ok: true }));
    app.get('/tagged', async (_request, reply) => reply.type('application/json; charset=utf-8').header('ETag', '"plain-bytes"').send(kept));
    app.get('/kept', async (_request, reply) => reply.type('application/json; charset=utf-8').send(kept));
    app.get('/png', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 1)));
    app.get('/stream', async (_request, reply) => reply.type('text/plain').send(Readable.from([json])));
    app.get('/large', async (_request, reply) => reply.type('text/plain').send('x'.repeat(SYNC_LIMIT + 1)));
    app.get('/encoded', async (_request, reply) => reply.type('application/json').header('Content-Encoding', 'gzip').send(compressedBody(json, 'gzip')));
    await app.ready();
  });

  afterAll(() => app.close());

  it('answers JSON in brotli or gzip as the client prefers, with its length and Vary', async () => {
    const br = await app.inject({ url: '/json', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(json.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(json);

    const gzip = await app.inject({ url: '/json', headers: { 'accept-encoding': 'gzip;q=1, br;q=0.5' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(json);

    const star = await app.inject({ url: '/json', headers: { 'accept-encoding': '*' } });
    expect(star.headers['content-encoding']).toBe('gzip');
  });

  it('sends the plain bytes without Accept-Encoding, for identity, below the threshold and for binary types', async () => {
    const plain = await app.inject({ url: '/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(json);

    const identity = await app.inject({ url: '/json', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(json);

    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });

    const png = await app.inject({ url: '/png', headers: { 'accept-encoding': 'br' } });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.length).toBe(4096);
  });

  it('weakens the plain bytes’ ETag on a compressed answer and keeps it strong on a plain one', async () => {
    const plain = await app.inject({ url: '/tagged' });
    expect(plain.headers.etag).toBe('"plain-bytes"');
    for (const encoding of ENCODINGS) {
      const compressed = await app.inject({ url: '/tagged', headers: { 'accept-encoding': encoding } });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.etag).toBe('W/"plain-bytes"');
    }
  });

  it('compresses a kept Buffer once per encoding and answers every request with those bytes', async () => {
    const first = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'br' } });
    const second = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'br' } });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(brotliDecompressSync(second.rawPayload).equals(kept)).toBe(true);
    expect(compressedBody(kept, 'br')).toBe(compressedBody(kept, 'br'));
    expect(compressedBody(kept, 'gzip')).not.toBe(compressedBody(kept, 'br'));
    expect(gunzipSync(compressedBody(kept, 'gzip')).equals(kept)).toBe(true);
  });

  it('compresses a very large body off the event loop, with its length', async () => {
    for (const encoding of ENCODINGS) {
      const large = await app.inject({ url: '/large', headers: { 'accept-encoding': encoding } });
      expect(large.headers['content-encoding']).toBe(encoding);
      expect(Number(large.headers['content-length'])).toBe(large.rawPayload.length);
      const plain = encoding === 'br' ? brotliDecompressSync(large.rawPayload) : gunzipSync(large.rawPayload);
      expect(plain.toString('utf8')).toBe('x'.repeat(SYNC_LIMIT + 1));
    }
    const big = Buffer.from('y'.repeat(SYNC_LIMIT * 2), 'utf8');
    const once = await compressedLargeBody(big, 'br');
    expect(await compressedLargeBody(big, 'br')).toBe(once);
    expect(compressedBody(big, 'br')).toBe(once);
  });

  it('leaves streams and encoded bodies as they are; a download scope compresses its streams', async () => {
    const stream = await app.inject({ url: '/stream', headers: { 'accept-encoding': 'gzip' } });
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.body).toBe(json);

    const download = await app.inject({ url: '/download', headers: { 'accept-encoding': 'gzip' } });
    expect(download.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(download.rawPayload).toString('utf8')).toBe(json);

    const encoded = await app.inject({ url: '/encoded', headers: { 'accept-encoding': 'br' } });
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(encoded.rawPayload).toString('utf8')).toBe(json);
  });
});
