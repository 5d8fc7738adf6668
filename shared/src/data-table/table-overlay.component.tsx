import type { CustomOverlayProps } from 'ag-grid-react';

export interface TableOverlayTexts {
  loading: string;
  empty: string;
}

/**
 * The grid's loading and empty overlays. Replaces ag-grid's own, which announce their text to screen
 * readers as soon as they are created, even when rows arrive in the same tick and the overlay never
 * shows (a search link then made readers say "no data" over two visible rows). The table announces
 * the empty state itself, from the rows actually displayed, so the empty text drawn here is hidden from
 * assistive technology: a screen reader reading the page meets it once, in the table's status.
 */
export function TableOverlay({ overlayType, texts }: CustomOverlayProps & { texts: TableOverlayTexts }) {
  if (overlayType === 'loading') return <span>{texts.loading}</span>;
  return <span aria-hidden="true">{texts.empty}</span>;
}
