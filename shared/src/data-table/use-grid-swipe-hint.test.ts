import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgGridEvent } from 'ag-grid-community';
import { pointerDevice } from '../testing/pointer-device';
import { useGridSwipeHint } from './use-grid-swipe-hint';

/** A grid whose displayed columns are these widths (all the hook reads of ag-grid's API). */
function gridEvent(widths: number[]): AgGridEvent<unknown> {
  const api = { isDestroyed: () => false, getAllDisplayedColumns: () => widths.map((width) => ({ getActualWidth: () => width })) };
  return { api } as unknown as AgGridEvent<unknown>;
}

function box(clientWidth: number): { current: HTMLElement } {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { value: clientWidth });
  return { current: element };
}

describe('useGridSwipeHint', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the hint on a touch device once the grid's columns are wider than its box, and not when they fit", () => {
    pointerDevice('touch');
    const { result } = renderHook(() => useGridSwipeHint<unknown>(box(400)));
    act(() => result.current.overflowEvents.onFirstDataRendered(gridEvent([200, 150])));
    expect(result.current.visible).toBe(false);
    act(() => result.current.overflowEvents.onColumnResized(gridEvent([200, 250])));
    expect(result.current.visible).toBe(true);
    act(() => result.current.overflowEvents.onGridSizeChanged(gridEvent([100])));
    expect(result.current.visible).toBe(false);
  });

  it('says nothing of a box not laid out yet (no width)', () => {
    pointerDevice('touch');
    const { result } = renderHook(() => useGridSwipeHint<unknown>(box(0)));
    act(() => result.current.overflowEvents.onDisplayedColumnsChanged(gridEvent([900])));
    expect(result.current.visible).toBe(false);
  });
});
