import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFileStoreContract, generated, readAll } from './file-store.contract.js';
import { openFileStore } from './open-file-store.js';
import type { S3FileStore } from './s3-file-store.js';
import { startS3Server, type S3TestServer } from '../test/s3-server.js';

let server: S3TestServer;
let store: S3FileStore;
beforeAll(async () => {
  server = await startS3Server();
  // A bucket that does not exist yet: opening the store creates it.
  store = (await openFileStore(server.settings('portal-files'), '/nonexistent')) as S3FileStore;
});
afterAll(async () => {
  store.close();
  await server.close();
});

describeFileStoreContract('S3 (s3rver)', () => store);

describe('file store in an S3 bucket', () => {
  it('is the S3 store, and names its bucket', () => {
    expect(store.kind).toBe('s3');
    expect(store.location).toBe('s3://portal-files');
  });

  it('streams a file larger than one part as a multipart upload, byte for byte', async () => {
    // 12 MB: three parts of at most 5 MB.
    const { size } = await store.put('customers/1/issues/1/large.pdf', generated(192, 64 * 1024));
    expect(size).toBe(12 * 1024 * 1024);
    expect(await store.size('customers/1/issues/1/large.pdf')).toBe(size);
    const back = await readAll(await store.get('customers/1/issues/1/large.pdf'));
    expect(back.length).toBe(size);
    expect(back[64 * 1024 * 100]).toBe(100);
    expect(back[back.length - 1]).toBe(191);
  });

  it('a store that cannot be reached fails at start with its address', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-s3-'));
    try {
      await expect(openFileStore({ ...server.settings('portal-files'), endpoint: 'http://127.0.0.1:9' }, dataDir)).rejects.toThrow(
        /S3 store s3:\/\/portal-files \(http:\/\/127\.0\.0\.1:9\) cannot be used/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
