import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { bufferedStdout } from './log-destination.js';

const linesOf = (file: string): Array<Record<string, unknown>> =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('bufferedStdout', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('holds short lines until its timer, writes them within it, and everything on close', async () => {
    dir = mkdtempSync(join(tmpdir(), 'portal-log-'));
    const file = join(dir, 'out.log');
    const destination = bufferedStdout(file, 200);
    // The file opens asynchronously; lines logged before are kept too, but the first assertion reads the file.
    await new Promise<void>((resolve) => destination.stream.once('ready', () => resolve()));
    const log = pino({ base: undefined }, destination.stream);

    log.info({ n: 1 }, 'first');
    // Under 4 KB: nothing written yet (one system call per batch, not per line).
    expect(readFileSync(file, 'utf8')).toBe('');
    // The timer writes it soon without more lines arriving.
    await expect.poll(() => linesOf(file).map((line) => line['msg']), { timeout: 2000, interval: 50 }).toEqual(['first']);

    log.info({ n: 2 }, 'second');
    destination.close();
    expect(linesOf(file).map((line) => line['msg'])).toEqual(['first', 'second']);
  });
});
