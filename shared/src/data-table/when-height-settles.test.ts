import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenHeightSettles } from './when-height-settles';

/** A ResizeObserver whose callbacks the test fires, and an element whose height the test sets. */
let observers: (() => void)[] = [];
let height = 0;
const element = { getBoundingClientRect: () => ({ height }) } as unknown as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  observers = [];
  height = 100;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const grow = (to: number) => {
  height = to;
  for (const callback of observers) callback();
};

describe('whenHeightSettles', () => {
  it('waits until the height has not changed for quietMs', () => {
    const done = vi.fn();
    whenHeightSettles(element, done, { quietMs: 100, maxMs: 5_000 });
    vi.advanceTimersByTime(60);
    grow(300);
    vi.advanceTimersByTime(60);
    grow(500);
    vi.advanceTimersByTime(99);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('ignores a callback without a change of height, and gives up waiting after maxMs', () => {
    const done = vi.fn();
    whenHeightSettles(element, done, { quietMs: 100, maxMs: 250 });
    for (let step = 0; step < 4; step += 1) {
      vi.advanceTimersByTime(60);
      grow(height + 10);
    }
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(done).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('calls nothing once cancelled', () => {
    const done = vi.fn();
    const cancel = whenHeightSettles(element, done);
    cancel();
    vi.advanceTimersByTime(5_000);
    expect(done).not.toHaveBeenCalled();
  });
});
