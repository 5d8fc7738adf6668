import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore, isValidFileKey, type LocalFileStore } from './file-store.js';
import { describeFileStoreContract, generated } from './file-store.contract.js';

let dataDir: string;
let store: LocalFileStore;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-file-store-'));
  store = createFileStore(dataDir);
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describeFileStoreContract('local disk', () => store);

describe('file store on the local disk', () => {
  it('keeps objects under DATA_DIR/files and leaves no temporary files', async () => {
    await store.put('c-10421/plan.pdf', generated(4, 1024));
    expect(store.root).toBe(join(dataDir, 'files'));
    expect(store.kind).toBe('local');
    expect(statSync(join(store.root, 'c-10421/plan.pdf')).size).toBe(4096);
    const failing = new Readable({
      read() {
        this.destroy(new Error('upload aborted'));
      },
    });
    await expect(store.put('demo/broken.bin', failing)).rejects.toThrow('upload aborted');
    expect(readdirSync(join(store.root, '.tmp'))).toEqual([]);
  });

  it('touch marks an object as just written (the sweeps go by its mtime)', async () => {
    await store.put('reports/touched.pdf', Buffer.from('%PDF-'));
    const path = join(store.root, 'reports/touched.pdf');
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
    utimesSync(path, dayAgo, dayAgo);
    expect(await store.touch('reports/touched.pdf')).toBe(true);
    expect(Date.now() - statSync(path).mtimeMs).toBeLessThan(60_000);
    await store.remove('reports/touched.pdf');
  });

  it.each(['demo/./file.txt', 'demo/.hidden', 'demo\\file.pdf', 'demo/file.tar.gz', 'demo/fïle.pdf', 'demo/file.pdf\u0000'])('rejects the key %j', (key) => {
    expect(isValidFileKey(key)).toBe(false);
  });

  it.each(['a', 'demo/c-10421/location/ne-100.pdf', 'uploads/2024/abc_def-1.docx', '0/1/2.png'])('accepts the key %j', (key) => {
    expect(isValidFileKey(key)).toBe(true);
  });
});
