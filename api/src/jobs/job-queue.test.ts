import { describe, expect, it, vi } from 'vitest';
import { createJobQueue } from './job-queue.js';

describe('job queue', () => {
  it('runs jobs one at a time in order, logs failures and drains', async () => {
    const log = { error: vi.fn() };
    const queue = createJobQueue(log);
    const events: string[] = [];
    let active = 0;
    const job = (name: string, fail = false) => async () => {
      active += 1;
      expect(active).toBe(1);
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`end ${name}`);
      active -= 1;
      if (fail) throw new Error('boom');
    };
    queue.enqueue('a', job('a'));
    queue.enqueue('b', job('b', true));
    queue.enqueue('c', job('c'));
    expect(queue.pending).toBe(3);
    await queue.drain();
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[1]).toContain("'b'");
    expect(queue.pending).toBe(0);
    await queue.drain();
  });
});
