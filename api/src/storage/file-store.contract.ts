import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FileNotFoundError, InvalidFileKeyError, isValidFileKey, type FileStore } from './file-store.js';
import { sweepGeneratedFiles } from './generated-files.js';

/** What every file store must do (the disk and S3 alike): run by file-store.test.ts and s3-file-store.test.ts. */

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream of `count` chunks of `size` bytes, generated lazily (never held whole). */
export function generated(count: number, size: number): Readable {
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

export function describeFileStoreContract(name: string, store: () => FileStore): void {
  describe(`file store contract [${name}]`, () => {
    it('round-trips a stream', async () => {
      const key = 'c-10421/location/ne-100/plan_1.pdf';
      const { size } = await store().put(key, generated(64, 16 * 1024));
      expect(size).toBe(64 * 16 * 1024);
      expect(await store().exists(key)).toBe(true);
      expect(await store().size(key)).toBe(size);
      const back = await readAll(await store().get(key));
      expect(back.length).toBe(size);
      expect(back[0]).toBe(0);
      expect(back[16 * 1024]).toBe(1);
      expect(back[back.length - 1]).toBe(63);
    });

    it('stores a buffer and replaces an existing object', async () => {
      const key = 'demo/image.png';
      expect((await store().put(key, Buffer.from('first version'))).size).toBe(13);
      expect((await store().put(key, Buffer.from('second'))).size).toBe(6);
      expect((await readAll(await store().get(key))).toString()).toBe('second');
    });

    it('a failing source stores nothing', async () => {
      const key = 'demo/broken.bin';
      let sent = 0;
      const failing = new Readable({
        read() {
          // Some bytes first, then the client goes away.
          if (sent < 3) {
            sent += 1;
            this.push(Buffer.alloc(64 * 1024, 7));
          } else this.destroy(new Error('upload aborted'));
        },
      });
      await expect(store().put(key, failing)).rejects.toThrow('upload aborted');
      expect(await store().exists(key)).toBe(false);
    });

    it('a missing key is a typed NotFound (404)', async () => {
      expect(await store().exists('demo/missing.pdf')).toBe(false);
      expect(await store().size('demo/missing.pdf')).toBeUndefined();
      await expect(store().get('demo/missing.pdf')).rejects.toBeInstanceOf(FileNotFoundError);
      await expect(store().get('nothing/here')).rejects.toMatchObject({ statusCode: 404 });
      // A folder is not an object.
      await store().put('c-10421/folder/x.pdf', Buffer.from('x'));
      await expect(store().get('c-10421/folder')).rejects.toBeInstanceOf(FileNotFoundError);
    });

    it('touch says whether the object exists and keeps its content', async () => {
      await store().put('demo/touched.pdf', Buffer.from('%PDF-touched'));
      expect(await store().touch('demo/touched.pdf')).toBe(true);
      expect((await readAll(await store().get('demo/touched.pdf'))).toString()).toBe('%PDF-touched');
      expect(await store().touch('demo/missing-touch.pdf')).toBe(false);
    });

    it('removes objects; removing a missing one is fine', async () => {
      await store().put('demo/remove-me.txt', Buffer.from('x'));
      await store().remove('demo/remove-me.txt');
      expect(await store().exists('demo/remove-me.txt')).toBe(false);
      await expect(store().remove('demo/remove-me.txt')).resolves.toBeUndefined();
    });

    it('lists the objects under a prefix, not those of a longer name beside it', async () => {
      await store().put('listing/a/one.png', Buffer.from('1'));
      await store().put('listing/a/b/two.png', Buffer.from('22'));
      await store().put('listing-other/three.png', Buffer.from('333'));
      const listed = [];
      for await (const object of store().list('listing')) listed.push(object);
      expect(listed.map((object) => [object.key, object.size]).sort()).toEqual([
        ['listing/a/b/two.png', 2],
        ['listing/a/one.png', 1],
      ]);
      expect(listed.every((object) => Math.abs(object.lastModified.getTime() - Date.now()) < 5 * 60_000)).toBe(true);
      const none = [];
      for await (const object of store().list('nothing-here')) none.push(object);
      expect(none).toEqual([]);
    });

    it('the sweep removes generated files once their links have expired, never uploads', async () => {
      await store().put('reports/issues/report.pdf', Buffer.from('%PDF-'));
      await store().put('bundles/bundle.zip', Buffer.from('PK'));
      await store().put('customers/1/issues/2/upload.pdf', Buffer.from('%PDF-upload'));
      const hour = 60 * 60 * 1000;
      // Reports are kept two hours, bundles eight days (see generated-files.ts).
      expect(await sweepGeneratedFiles(store(), new Date(Date.now() + 3 * hour))).toMatchObject({ reports: 1, bundles: 0 });
      expect(await store().exists('reports/issues/report.pdf')).toBe(false);
      expect(await store().exists('bundles/bundle.zip')).toBe(true);
      expect(await sweepGeneratedFiles(store(), new Date(Date.now() + 9 * 24 * hour))).toMatchObject({ reports: 0, bundles: 1 });
      expect(await store().exists('bundles/bundle.zip')).toBe(false);
      expect(await store().exists('customers/1/issues/2/upload.pdf')).toBe(true);
    });

    it.each(['', '/etc/passwd', '../outside.txt', 'demo/../../outside.txt', 'demo//file.txt', 'demo/', '.tmp/x.part', 'Demo/Upper.PDF', 'demo/file name.pdf', 'x'.repeat(600)])(
      'rejects the key %j',
      async (key) => {
        expect(isValidFileKey(key)).toBe(false);
        await expect(store().put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidFileKeyError);
        await expect(store().get(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
        await expect(store().exists(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
        await expect(store().remove(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
      },
    );
  });
}
