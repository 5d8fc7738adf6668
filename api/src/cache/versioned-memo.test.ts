import { describe, expect, it } from 'vitest';
import { createDataChanges } from '../plugins/data-changes.js';
import { createVersionedMemo } from './versioned-memo.js';

describe('versioned memo', () => {
  const setUp = (maxEntries = 10) => {
    let clock = 1_000;
    const changes = createDataChanges();
    const memo = createVersionedMemo<number>(changes, { ttlMs: 100, maxEntries, now: () => clock });
    let reads = 0;
    const read = (value: number) => async () => {
      reads += 1;
      return value;
    };
    return { memo, changes, read, reads: () => reads, advance: (ms: number) => (clock += ms) };
  };

  it('reads once, then answers from memory until the lifetime ends', async () => {
    const { memo, read, reads, advance } = setUp();
    expect(memo.peek(1, 'a')).toBeUndefined();
    expect(await memo.get(1, 'a', read(5))).toBe(5);
    expect(await memo.get(1, 'a', read(6))).toBe(5);
    expect(memo.peek(1, 'a')).toBe(5);
    expect(reads()).toBe(1);
    advance(100);
    expect(memo.peek(1, 'a')).toBeUndefined();
    expect(await memo.get(1, 'a', read(6))).toBe(6);
    expect(reads()).toBe(2);
  });

  it("reads again after a write of the customer, and only that customer's", async () => {
    const { memo, changes, read } = setUp();
    await memo.get(1, 'a', read(1));
    await memo.get(2, 'a', read(2));
    changes.changed(1);
    expect(memo.peek(1, 'a')).toBeUndefined();
    expect(memo.peek(2, 'a')).toBe(2);
    expect(await memo.get(1, 'a', read(3))).toBe(3);
  });

  it('shares one read between concurrent misses of a key', async () => {
    const { memo, read, reads } = setUp();
    const [first, second] = await Promise.all([memo.get(1, 'a', read(7)), memo.get(1, 'a', read(8))]);
    expect([first, second]).toEqual([7, 7]);
    expect(reads()).toBe(1);
  });

  it('keeps nothing of a failed read', async () => {
    const { memo, read } = setUp();
    await expect(memo.get(1, 'a', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(memo.peek(1, 'a')).toBeUndefined();
    expect(await memo.get(1, 'a', read(4))).toBe(4);
  });

  it('drops the oldest entries beyond its bound', async () => {
    const { memo, read } = setUp(2);
    await memo.get(1, 'a', read(1));
    await memo.get(1, 'b', read(2));
    await memo.get(1, 'c', read(3));
    expect(memo.peek(1, 'a')).toBeUndefined();
    expect(memo.peek(1, 'b')).toBe(2);
    expect(memo.peek(1, 'c')).toBe(3);
  });

  it('a value read across a write is answered but not kept for the new version', async () => {
    const { memo, changes } = setUp();
    let finish: (value: number) => void = () => undefined;
    const pending = memo.get(1, 'a', () => new Promise<number>((resolve) => (finish = resolve)));
    changes.changed(1);
    finish(9);
    expect(await pending).toBe(9);
    expect(memo.peek(1, 'a')).toBeUndefined();
  });
});
