/** Spec section 9: a cell's tooltip shows after this long. */
export const tooltipDelayMs = 500;
/** Spec section 9: 10 rows a page (the server-paged table: 10 a block). */
export const defaultPageSize = 10;
