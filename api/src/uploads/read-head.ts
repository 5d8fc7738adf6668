import { Readable } from 'node:stream';

/**
 * Reads the first `bytes` bytes of a stream (for content sniffing) and gives back a stream of the
 * whole content: the head followed by the rest, still streamed. Errors of the source (e.g. the
 * multipart size limit) surface on the returned stream.
 */
export async function readHead(source: Readable, bytes: number): Promise<{ head: Buffer; body: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* whole(): AsyncGenerator<Buffer> {
    if (head.length > 0) yield head;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield next.value;
    }
  }
  return { head, body: Readable.from(whole(), { objectMode: false }) };
}
