import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * A small content store under `<DATA_DIR>/files/`. Keys are made by the server (never taken from
 * user input), e.g. `demo/c-10421/location/ne-100.pdf`; they are still validated with a strict
 * pattern and resolved inside the root (defence in depth). Objects are streamed to a temporary
 * file and renamed into place, so a reader never sees half an object and nothing is buffered
 * whole (uploads are up to 100 MB).
 */

/** Lower-case letters, digits, '/', '_' and '-', optionally one extension; no '..', no leading or double slash. */
export const FILE_KEY_PATTERN = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/;
const MAX_KEY_LENGTH = 512;

export class FileNotFoundError extends Error {
  readonly statusCode = 404;
  readonly code = 'FILE_NOT_FOUND';
  constructor(readonly key: string) {
    super(`The file '${key}' does not exist`);
    this.name = 'FileNotFoundError';
  }
}

export class InvalidFileKeyError extends Error {
  readonly code = 'INVALID_FILE_KEY';
  constructor(readonly key: string) {
    super(`Invalid file key '${key}'`);
    this.name = 'InvalidFileKeyError';
  }
}

export interface FileStore {
  /** The folder objects live in (`<dataDir>/files`). */
  readonly root: string;
  /** Stores (or replaces) an object; resolves with its size in bytes once it is in place. */
  put(key: string, source: Readable | Buffer): Promise<{ size: number }>;
  /**
   * A stream of the object. Throws FileNotFoundError synchronously when it is missing at call time;
   * a file removed between the check and the open fails the stream with the same error.
   */
  get(key: string): Readable;
  exists(key: string): Promise<boolean>;
  /** Size in bytes, or undefined when missing. */
  size(key: string): Promise<number | undefined>;
  /** Marks the object as just written (its mtime, which the sweeps go by); false when it is missing. */
  touch(key: string): Promise<boolean>;
  /** Removes the object; a missing object is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Removes the objects under a key prefix (a folder, e.g. 'bundles') last written before `cutoff`;
   * resolves with how many went. For generated files whose links have expired.
   */
  removeOlderThan(prefix: string, cutoff: Date): Promise<number>;
  /**
   * Removes orphan temporary `.part` files (writes cut off by a crash): those last written before
   * `cutoff` (a write in progress keeps touching its file, so a generous cutoff never removes one),
   * and at once those of a process of this host that is gone (see temporaryOwner).
   */
  removeTemporaryOlderThan(cutoff: Date): Promise<number>;
}

export function isValidFileKey(key: string): boolean {
  return (
    typeof key === 'string' &&
    key.length <= MAX_KEY_LENGTH &&
    FILE_KEY_PATTERN.test(key) &&
    !key.includes('//') &&
    !key.endsWith('/') &&
    !key.split('/').some((segment) => segment === '' || segment.startsWith('.'))
  );
}

/**
 * Every temporary file is named after the process writing it: `<host>_<pid>_<boot>.<random>.part`.
 * The boot id tells a restarted process from its predecessor with the same pid (pid 1 in a container).
 */
const BOOT_ID = randomBytes(6).toString('hex');
const HOST = hostname().toLowerCase().replace(/[^a-z0-9-]/g, '-') || 'host';
const temporaryOwner = `${HOST}_${process.pid}_${BOOT_ID}`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A `.part` file of a process of this host that no longer runs (a crash): nothing will finish it. */
export function isOrphanTemporary(name: string): boolean {
  const [host, pidText, boot] = (name.split('.')[0] ?? '').split('_');
  const pid = Number(pidText);
  if (host !== HOST || !Number.isInteger(pid) || pid <= 0 || !boot) return false;
  if (pid === process.pid) return boot !== BOOT_ID;
  return !isAlive(pid);
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

export function createFileStore(dataDir: string): FileStore {
  const root = resolve(dataDir, 'files');
  const temporaryDir = join(root, '.tmp');

  /** Validated absolute path of a key, always inside the root. */
  function pathOf(key: string): string {
    if (!isValidFileKey(key)) throw new InvalidFileKeyError(String(key));
    const path = resolve(root, key);
    const inside = relative(root, path);
    if (inside === '' || inside.startsWith('..') || isAbsolute(inside) || inside.split(sep).includes('..')) {
      throw new InvalidFileKeyError(key);
    }
    return path;
  }

  async function statFile(key: string): Promise<number | undefined> {
    const path = pathOf(key);
    try {
      const info = await stat(path);
      return info.isFile() ? info.size : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    root,

    async put(key, source) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      await mkdir(temporaryDir, { recursive: true });
      const temporary = join(temporaryDir, `${temporaryOwner}.${randomBytes(12).toString('hex')}.part`);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
      try {
        await pipeline(input, counter, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { size };
    },

    get(key) {
      const path = pathOf(key);
      try {
        if (!statSync(path).isFile()) throw new FileNotFoundError(key);
      } catch (error) {
        if (error instanceof FileNotFoundError || isMissing(error)) throw new FileNotFoundError(key);
        throw error;
      }
      // Removed between the check and the open: the stream fails with the same typed error.
      const file = createReadStream(path);
      const out = new PassThrough();
      file.on('error', (error) => out.destroy(isMissing(error) ? new FileNotFoundError(key) : error));
      out.on('close', () => file.destroy());
      return file.pipe(out);
    },

    async exists(key) {
      return (await statFile(key)) !== undefined;
    },

    size: statFile,

    async touch(key) {
      const now = new Date();
      try {
        await utimes(pathOf(key), now, now);
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    removeOlderThan: (prefix, cutoff) => removeFilesOlderThan(pathOf(prefix), cutoff),

    removeTemporaryOlderThan: (cutoff) => removeFilesOlderThan(temporaryDir, cutoff, isOrphanTemporary),
  };
}

/**
 * Removes the files under a folder (recursively) last written before `cutoff`, or named orphans by
 * `orphan` whatever their age; how many went.
 */
async function removeFilesOlderThan(folder: string, cutoff: Date, orphan: (name: string) => boolean = () => false): Promise<number> {
  let entries;
  try {
    entries = await readdir(folder, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
  let removed = 0;
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    const path = join(entry.parentPath, entry.name);
    const info = await stat(path).catch(() => undefined);
    if (info && (info.mtime < cutoff || orphan(entry.name))) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}
