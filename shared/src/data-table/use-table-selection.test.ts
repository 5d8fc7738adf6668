import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTableSelection } from './use-table-selection';

describe('useTableSelection', () => {
  it('selects and deselects the rows of the current search only', () => {
    const { result } = renderHook(() => useTableSelection());
    act(() => result.current.setSelectedIds(['a']));
    act(() => result.current.setFilteredIds(['b', 'c']));
    expect(result.current.allFilteredSelected).toBe(false);
    act(() => result.current.setAllFilteredSelected(true));
    expect(result.current.selectedIds).toEqual(['a', 'b', 'c']);
    expect(result.current.allFilteredSelected).toBe(true);
    act(() => result.current.setAllFilteredSelected(false));
    expect(result.current.selectedIds).toEqual(['a']);
    act(() => result.current.clear());
    expect(result.current.selectedIds).toEqual([]);
  });
});
