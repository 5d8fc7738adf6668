import { useMemo, type RefObject } from 'react';
import type { AgGridEvent, GridApi } from 'ag-grid-community';
import { useSwipeHint } from '@portal/shared';

/** The grid events after which its columns may have become wider or narrower than its box. */
export interface GridOverflowEvents<Row> {
  onFirstDataRendered: (event: AgGridEvent<Row>) => void;
  onGridSizeChanged: (event: AgGridEvent<Row>) => void;
  onDisplayedColumnsChanged: (event: AgGridEvent<Row>) => void;
  onColumnResized: (event: AgGridEvent<Row>) => void;
}

/**
 * The swipe hint of a grid (useSwipeHint): the grid overflows when its displayed columns are wider than
 * `container`, measured again after each of `overflowEvents` (spread them into the grid).
 */
export function useGridSwipeHint<Row>(container: RefObject<HTMLElement | null>): {
  visible: boolean;
  onHorizontalScroll: (left: number) => void;
  overflowEvents: GridOverflowEvents<Row>;
} {
  const { visible, setOverflowing, onHorizontalScroll } = useSwipeHint();
  const overflowEvents = useMemo<GridOverflowEvents<Row>>(() => {
    const measure = ({ api }: { api: GridApi<Row> }) => {
      const box = container.current;
      if (!box || api.isDestroyed()) return;
      const columnsWidth = api.getAllDisplayedColumns().reduce((sum, column) => sum + column.getActualWidth(), 0);
      setOverflowing(box.clientWidth > 0 && columnsWidth > box.clientWidth);
    };
    return { onFirstDataRendered: measure, onGridSizeChanged: measure, onDisplayedColumnsChanged: measure, onColumnResized: measure };
  }, [container, setOverflowing]);
  return { visible, onHorizontalScroll, overflowEvents };
}
