import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeToken } from '../testing/make-token';
import { getSession, resetTimeInterval, setTimeInterval, signOut, storeToken } from './session-store';
import { intervalProblem, presetInterval } from './time-interval';
import { useTimeInterval } from './use-time-interval';

afterEach(() => signOut());

describe('time-interval presets (spec section 9)', () => {
  it('default 1900-01-01 to one month ahead; completed last year to today; urgent 1900-01-01 to today; planned today to one year ahead', () => {
    expect(presetInterval('default', '2025-06-15')).toEqual({ from: '1900-01-01', to: '2025-07-15' });
    expect(presetInterval('completed', '2025-06-15')).toEqual({ from: '2024-06-15', to: '2025-06-15' });
    expect(presetInterval('urgent', '2025-06-15')).toEqual({ from: '1900-01-01', to: '2025-06-15' });
    expect(presetInterval('planned', '2025-06-15')).toEqual({ from: '2025-06-15', to: '2026-06-15' });
  });

  it('refuses an interval without two real days or with from after to', () => {
    expect(intervalProblem({ from: '2025-01-01', to: '2025-01-01' })).toBeNull();
    expect(intervalProblem({ from: '', to: '2025-01-01' })).toBe('missing');
    expect(intervalProblem({ from: '2025-02-30', to: '2025-03-01' })).toBe('missing');
    expect(intervalProblem({ from: '2025-02-02', to: '2025-02-01' })).toBe('order');
  });
});

describe('the time interval in the user state', () => {
  it('follows the preset until chosen, keeps a choice per list across locations and customers, and forgets it on sign-out', () => {
    storeToken(makeToken({ CustomerId: '1' }));
    const { result } = renderHook(() => useTimeInterval('issues-completed', 'completed'));
    expect(result.current.isPreset).toBe(true);
    expect(result.current.range).toEqual(result.current.presetRange);

    act(() => result.current.set({ from: '2020-01-01', to: '2020-12-31' }));
    expect(result.current.range).toEqual({ from: '2020-01-01', to: '2020-12-31' });
    expect(result.current.isPreset).toBe(false);
    // Another list keeps its own.
    expect(renderHook(() => useTimeInterval('tasks-planned', 'planned')).result.current.isPreset).toBe(true);

    act(() => void storeToken(makeToken({ CustomerId: '2' })));
    expect(getSession().timeIntervals['issues-completed']).toEqual({ from: '2020-01-01', to: '2020-12-31' });

    act(() => result.current.reset());
    expect(result.current.isPreset).toBe(true);

    act(() => setTimeInterval('issues-completed', { from: '2021-01-01', to: '2021-02-01' }));
    expect(result.current.range.from).toBe('2021-01-01');
    act(() => signOut());
    expect(result.current.isPreset).toBe(true);
  });

  it('setting the preset’s own interval is no choice: the list keeps following the preset', () => {
    storeToken(makeToken({ CustomerId: '1' }));
    const { result } = renderHook(() => useTimeInterval('tasks-urgent', 'urgent'));
    act(() => result.current.set({ ...result.current.presetRange }));
    expect(result.current.isPreset).toBe(true);
    expect(getSession().timeIntervals).toEqual({});
    act(() => resetTimeInterval('tasks-urgent'));
    expect(getSession().timeIntervals).toEqual({});
  });
});
