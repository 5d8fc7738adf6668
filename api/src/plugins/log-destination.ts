import pino from 'pino';

/** Lines are written once this many bytes are waiting, or at the latest after FLUSH_MS. */
const BUFFER_BYTES = 4096;
const FLUSH_MS = 1000;

export interface LogDestination {
  stream: ReturnType<typeof pino.destination>;
  /** Writes what is waiting and stops the timer (the app closes); lines logged later are written at exit. */
  close(): void;
}

/**
 * stdout for the API's log lines, buffered: pino's default destination writes every line with its own
 * synchronous system call, and at `info` every answer writes one (the request line), which under load
 * was a measurable share of a cached answer. Here lines are written in batches of about 4 KB
 * (sonic-boom, pino's own writer) and at least once a second, so a quiet server's lines still appear
 * promptly; what is waiting is written synchronously when the app closes and when the process exits
 * (a crash included). Only a kill -9 can lose the last second of lines. `dest`: a file descriptor or
 * path (tests); stdout by default.
 */
export function bufferedStdout(dest: number | string = 1, flushMs = FLUSH_MS): LogDestination {
  const stream = pino.destination({ dest, sync: false, minLength: BUFFER_BYTES });
  const flushSync = (): void => {
    try {
      stream.flushSync();
    } catch {
      // Not yet open, or stdout is gone: nothing more can be written.
    }
  };
  const timer = setInterval(() => stream.flush(), flushMs);
  timer.unref();
  process.once('exit', flushSync);
  return {
    stream,
    close() {
      clearInterval(timer);
      flushSync();
    },
  };
}
