import type { Readable } from 'node:stream';
import type { FileStore } from '../storage/file-store.js';
import { InvalidInputError } from '../errors/domain-errors.js';
import { invalidFileMessage } from './file-rules.js';

/** The longest side of a thumbnail, in pixels. */
export const THUMBNAIL_SIZE = 320;
/** The most pixels an uploaded image may have (a 100-megapixel photo is far above any phone's). */
const MAX_INPUT_PIXELS = 100_000_000;

/** The content types re-encoded: the photos and screenshots the upload rules allow. */
export const REENCODED_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png']);

/** The thumbnail's key beside the image's: `<uuid>.jpg` -> `<uuid>-thumb.jpg`. */
export const thumbnailKeyOf = (key: string): string => key.replace(/\.[a-z0-9]+$/, '-thumb.jpg');

/**
 * Stores an uploaded image re-encoded in its own format, turned upright by its EXIF orientation and without any
 * of its metadata (sharp writes none unless asked), so no GPS position, camera serial or time of the original
 * leaves through the portal; and a JPEG thumbnail beside it. Both are made from one decoding of the stream. An
 * image the library cannot decode is refused like any other file whose content is not what it says.
 */
export async function storeReencodedImage(
  files: FileStore,
  input: { key: string; body: Readable; contentType: string; fileName: string },
): Promise<{ size: number; thumbnailKey: string }> {
  // Loaded by the first photo: a process that never re-encodes one does not hold sharp and its native library.
  const { default: sharp } = await import('sharp');
  const decoder = sharp({ failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const image = input.contentType === 'image/png' ? decoder.clone().png() : decoder.clone().jpeg({ quality: 85, mozjpeg: true });
  const thumbnail = decoder.clone().resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 75 });
  const thumbnailKey = thumbnailKeyOf(input.key);
  input.body.on('error', (error) => decoder.destroy(error));
  input.body.pipe(decoder);
  const results = await Promise.allSettled([files.put(input.key, image), files.put(thumbnailKey, thumbnail)]);
  const [stored, thumb] = results;
  if (stored.status === 'fulfilled' && thumb.status === 'fulfilled') return { size: stored.value.size, thumbnailKey };
  await Promise.all([files.remove(input.key), files.remove(thumbnailKey)].map((removal) => removal.catch(() => undefined)));
  const reason = stored.status === 'rejected' ? stored.reason : (thumb as PromiseRejectedResult).reason;
  // The file store's errors carry a code (ENOSPC, an S3 error name) and are ours, a 500; the decoder's carry
  // none and say the content is not the image its bytes claimed.
  const code = (reason as { code?: unknown } | null)?.code;
  if (reason instanceof Error && code === undefined) throw new InvalidInputError(invalidFileMessage(input.fileName));
  throw reason;
}
