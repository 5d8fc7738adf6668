/** Spec section 9: a row is 50 px plus 30 px per file. */
export const baseRowHeight = 50;
export const rowHeightPerFile = 30;
/** Spec section 9: a row with a checklist is 27 px per item plus 17 px. */
export const rowHeightPerChecklistItem = 27;
export const checklistRowPadding = 17;

export interface RowHeightInput {
  fileCount?: number;
  checklistItems?: number;
}

/** The height in px of a row with the given files or checklist items (spec section 9). */
export function rowHeightFor({ fileCount = 0, checklistItems = 0 }: RowHeightInput): number {
  // A checklist row is sized by its items; its files (if any) are not listed in the row.
  if (checklistItems > 0) {
    return rowHeightPerChecklistItem * checklistItems + checklistRowPadding;
  }
  return baseRowHeight + rowHeightPerFile * Math.max(0, fileCount);
}
