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

  it('writes a batch at once when 4 KB are waiting, whole lines in order', () => {
    dir = mkdtempSync(join(tmpdir(), 'portal-log-'));
    const file = join(dir, 'out.log');
    // A timer that never fires within the test: only the batch size can write.
    const destination = bufferedStdout(file, 60_000);
    const log = pino({ base: undefined }, destination.stream);
    const padding = 'x'.repeat(1000);

    for (let n = 1; n <= 3; n += 1) log.info({ n, padding }, 'line');
    expect(readFileSync(file, 'utf8')).toBe('');
    log.info({ n: 4, padding }, 'line');
    // The fourth line brought the batch past 4 KB: written synchronously, no line split.
    expect(linesOf(file).map((line) => line['n'])).toEqual([1, 2, 3, 4]);

    log.info({ n: 5 }, 'tail');
    destination.close();
    expect(linesOf(file).map((line) => line['n'])).toEqual([1, 2, 3, 4, 5]);
  });
});
