import pino from 'pino';

/** Lines are written once this many characters are waiting, or at the latest after FLUSH_MS. */
const BATCH_LENGTH = 4096;
const FLUSH_MS = 1000;

/** pino's writer (sonic-boom): the file descriptor, partial writes, EAGAIN on a full pipe. */
type Writer = ReturnType<typeof pino.destination>;

/**
 * Log lines collected in memory and handed to the writer as one string per batch. sonic-boom's own
 * buffering (`minLength`) measures the whole waiting buffer on every line (Buffer.byteLength of a growing
 * string), which under load cost more than the line itself; here a line costs an array push.
 */
class LineBatch implements pino.DestinationStream {
  #lines: string[] = [];
  #length = 0;

  constructor(private readonly writer: Writer) {}

  /** pino's destination interface: one serialised line. */
  write(line: string): void {
    this.#lines.push(line);
    this.#length += line.length;
    if (this.#length >= BATCH_LENGTH) this.flush();
  }

  /** Hands what is waiting to the writer (one write). */
  flush(): void {
    if (this.#lines.length === 0) return;
    const text = this.#lines.join('');
    this.#lines = [];
    this.#length = 0;
    this.writer.write(text);
  }
}

export interface LogDestination {
  stream: pino.DestinationStream;
  /** Writes what is waiting and stops the timer (the app closes); lines logged later are written at exit. */
  close(): void;
}

/**
 * stdout for the API's log lines, batched: pino's default destination writes every line with its own
 * system call, and at `info` every answer writes one (the request line), which under load was a
 * measurable share of a cached answer. Here lines are written in batches of about 4 KB, each with one
 * synchronous write (pino's default mode: no thread-pool round trip per batch, and a line is on its way
 * before the next request is read), and at least once a second, so a quiet server's lines still appear
 * promptly; what is waiting is written when the app closes and when the process exits (a crash
 * included). Only a kill -9 can lose the last second of lines. `dest`: a file descriptor or path
 * (tests); stdout by default.
 */
export function bufferedStdout(dest: number | string = 1, flushMs = FLUSH_MS): LogDestination {
  const writer = pino.destination({ dest, sync: true });
  const batch = new LineBatch(writer);
  const flush = (): void => {
    try {
      batch.flush();
    } catch {
      // stdout is gone: nothing more can be written.
    }
  };
  const timer = setInterval(flush, flushMs);
  timer.unref();
  process.once('exit', flush);
  return {
    stream: batch,
    close() {
      clearInterval(timer);
      flush();
    },
  };
}
