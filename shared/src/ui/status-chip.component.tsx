import type { ReactNode } from 'react';
import styles from './status-chip.module.css';

/** What a chip's colour says: bad, needs attention, done, on its way, nothing to say. */
export type ChipTone = 'danger' | 'warning' | 'success' | 'info' | 'neutral';

/**
 * The class names of a chip of that tone (also for the grid's plain-DOM status cells). A chip in a column of
 * fixed width `wraps`: a long label ("Vom Anbieter verschoben") takes a second line rather than being cut off.
 */
export function chipClassName(tone: ChipTone, wraps = false): string {
  return `${styles.chip ?? ''} ${styles[tone] ?? ''}${wraps ? ` ${styles.wraps ?? ''}` : ''}`;
}

export interface StatusChipProps {
  tone: ChipTone;
  children: ReactNode;
  title?: string | undefined;
  /** A long label takes a second line where the chip has no room beside it (a card on a narrow phone). */
  wraps?: boolean;
}

/** A status, severity or overdue mark as a coloured chip with its text (lists, dashboard tables, overlays). */
export function StatusChip({ tone, children, title, wraps = false }: StatusChipProps) {
  return (
    <span className={chipClassName(tone, wraps)} title={title}>
      {children}
    </span>
  );
}
