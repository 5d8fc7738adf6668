import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSwipeHint } from './use-swipe-hint';
import { touchPointerQuery } from './use-touch-pointer';
import { pointerDevice } from '../testing/pointer-device';

describe('useSwipeHint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('on a touch device: shows while the table overflows and hides after more than 10 px of horizontal scroll', () => {
    pointerDevice('touch');
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

  it('never shows with a mouse, however wide the table', () => {
    const query = pointerDevice('mouse');
    const { result } = renderHook(() => useSwipeHint());
    act(() => result.current.setOverflowing(true));
    expect(result.current.visible).toBe(false);
    expect(query).toHaveBeenCalledWith(touchPointerQuery);
  });

  it('follows a change of the main pointer (a tablet’s keyboard and touchpad attached)', () => {
    const device = pointerDevice('touch');
    const { result } = renderHook(() => useSwipeHint());
    act(() => result.current.setOverflowing(true));
    expect(result.current.visible).toBe(true);
    act(() => device.switchTo('mouse'));
    expect(result.current.visible).toBe(false);
  });
});
