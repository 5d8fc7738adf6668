import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSwipeHint } from './use-swipe-hint';

describe('useSwipeHint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows while the table overflows and hides after more than 10 px of horizontal scroll', () => {
    const { result } = renderHook(() => useSwipeHint());
    expect(result.current.visible).toBe(false);
    act(() => result.current.setOverflowing(true));
    expect(result.current.visible).toBe(true);

    act(() => result.current.onHorizontalScroll(10));
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.visible).toBe(true);

    act(() => result.current.onHorizontalScroll(11));
    act(() => vi.advanceTimersByTime(99));
    expect(result.current.visible).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.visible).toBe(false);

    // Scrolling back does not bring it back: the user has found out.
    act(() => result.current.onHorizontalScroll(0));
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.visible).toBe(false);
  });
});
