import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore, FileNotFoundError, InvalidFileKeyError, isValidFileKey, type FileStore } from './file-store.js';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream of `count` chunks of `size` bytes, generated lazily (never held whole). */
function generated(count: number, size: number): Readable {
  let index = 0;
  return new Readable({
    read() {
      if (index === count) {
        this.push(null);
        return;
      }
      this.push(Buffer.alloc(size, index % 251));
      index += 1;
    },
  });
}

describe('file store', () => {
  let dataDir: string;
  let store: FileStore;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-file-store-'));
    store = createFileStore(dataDir);
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('round-trips a stream, creating the folders, under DATA_DIR/files', async () => {
    const key = 'c-10421/location/ne-100/plan_1.pdf';
    const { size } = await store.put(key, generated(64, 16 * 1024));
    expect(size).toBe(64 * 16 * 1024);
    expect(store.root).toBe(join(dataDir, 'files'));
    expect(await store.exists(key)).toBe(true);
    expect(await store.size(key)).toBe(size);
    const back = await readAll(store.get(key));
    expect(back.length).toBe(size);
    expect(back[0]).toBe(0);
    expect(back[16 * 1024]).toBe(1);
    expect(back[back.length - 1]).toBe(63);
    // No temporary files are left behind.
    expect(readdirSync(join(store.root, '.tmp'))).toEqual([]);
  });

  it('stores a buffer and replaces an existing object', async () => {
    const key = 'demo/image.png';
    expect((await store.put(key, Buffer.from('first version'))).size).toBe(13);
    expect((await store.put(key, Buffer.from('second'))).size).toBe(6);
    expect((await readAll(store.get(key))).toString()).toBe('second');
  });

  it('a failing source stores nothing', async () => {
    const key = 'demo/broken.bin';
    const failing = new Readable({
      read() {
        this.destroy(new Error('upload aborted'));
      },
    });
    await expect(store.put(key, failing)).rejects.toThrow('upload aborted');
    expect(await store.exists(key)).toBe(false);
    expect(readdirSync(join(store.root, '.tmp'))).toEqual([]);
  });

  it('a missing key is a typed NotFound', async () => {
    expect(await store.exists('demo/missing.pdf')).toBe(false);
    expect(await store.size('demo/missing.pdf')).toBeUndefined();
    expect(() => store.get('demo/missing.pdf')).toThrow(FileNotFoundError);
    try {
      store.get('nothing/here');
    } catch (error) {
      expect(error).toBeInstanceOf(FileNotFoundError);
      expect((error as FileNotFoundError).statusCode).toBe(404);
    }
    // A folder is not an object.
    expect(() => store.get('c-10421')).toThrow(FileNotFoundError);
  });

  it('touch marks an object as just written (the sweeps go by it) and says whether it exists', async () => {
    await store.put('reports/touched.pdf', Buffer.from('%PDF-'));
    const path = join(store.root, 'reports/touched.pdf');
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
    utimesSync(path, dayAgo, dayAgo);
    expect(await store.touch('reports/touched.pdf')).toBe(true);
    expect(Date.now() - statSync(path).mtimeMs).toBeLessThan(60_000);
    expect(await store.touch('reports/missing.pdf')).toBe(false);
  });

  it('removes objects; removing a missing one is fine', async () => {
    await store.put('demo/remove-me.txt', Buffer.from('x'));
    await store.remove('demo/remove-me.txt');
    expect(await store.exists('demo/remove-me.txt')).toBe(false);
    await expect(store.remove('demo/remove-me.txt')).resolves.toBeUndefined();
  });

  it.each([
    '',
    '/etc/passwd',
    '../outside.txt',
    'demo/../../outside.txt',
    'demo/./file.txt',
    'demo//file.txt',
    'demo/',
    'demo/.hidden',
    '.tmp/x.part',
    'Demo/Upper.PDF',
    'demo/file name.pdf',
    'demo\\file.pdf',
    'demo/file.tar.gz',
    'demo/fïle.pdf',
    'demo/file.pdf\u0000',
    'x'.repeat(600),
  ])('rejects the key %j', async (key) => {
    expect(isValidFileKey(key)).toBe(false);
    await expect(store.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidFileKeyError);
    expect(() => store.get(key)).toThrow(InvalidFileKeyError);
    await expect(store.exists(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(store.remove(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
  });

  it.each(['a', 'demo/c-10421/location/ne-100.pdf', 'uploads/2024/abc_def-1.docx', '0/1/2.png'])('accepts the key %j', (key) => {
    expect(isValidFileKey(key)).toBe(true);
  });
});
