import { useTouchPointer } from '../swipe-hint/use-touch-pointer';
import { tooltipDelayMs } from './table-limits';

/**
 * When a grid cell's tooltip shows: with a mouse after tooltipDelayMs of hovering; on a touch screen (a tablet
 * wide enough for the grid), which cannot hover, when the cell is tapped (a tap focuses the cell).
 */
export function useGridTooltip(): { trigger: 'hover' | 'focus'; showDelay: number } {
  const touch = useTouchPointer();
  return touch ? { trigger: 'focus', showDelay: 0 } : { trigger: 'hover', showDelay: tooltipDelayMs };
}
