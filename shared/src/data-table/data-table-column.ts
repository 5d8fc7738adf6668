import type { ReactNode } from 'react';
import type { ChipTone } from '../ui/status-chip.component';

/** One link of a report-links cell: shown only when the row has that report. */
export interface ReportLink<Row> {
  /** Dictionary key of the button text, e.g. 'issues.table.issueReport'. */
  labelKey: string;
  isAvailable: (row: Row) => boolean;
  onClick: (row: Row) => void;
}

/** How a column's cells render: the generic cell types of spec section 2; domain cells come from the remote ('custom'). */
export type DataTableCell<Row> =
  | { type: 'text' }
  /** The value as a button-styled link, e.g. to open an overlay. */
  | { type: 'link'; onClick: (row: Row) => void }
  /** The value as a date (with `withTime`, date and time) in the user's language's short format and the customers' zone (formatDate). */
  | { type: 'date'; withTime?: boolean }
  /**
   * The translated text of `${keyPrefix}.${value}`, e.g. keyPrefix 'tasks.status'; with `tone` as a coloured chip
   * with that text (statuses, severities).
   */
  | { type: 'status'; keyPrefix: string; tone?: (value: string) => ChipTone }
  /** A paperclip with the number of files (the value: a count or a list). */
  | { type: 'files' }
  /** A question-mark icon whose tooltip (and accessible name) is the given text. */
  | { type: 'question-mark'; text: (row: Row) => string | undefined }
  /**
   * A cell the remote renders itself (a domain cell: a thermography report link, report buttons, an
   * overdue mark, ...). `text` is what the quick search and the tooltip see (default: none).
   */
  | { type: 'custom'; render: (row: Row) => ReactNode; text?: (row: Row) => string };

export type DataTableCellType = DataTableCell<unknown>['type'];

/**
 * Where a column shows on a phone's card (below 640 px: usePhoneLayout): 'title' the record's name or number
 * (a link column's opens the record), 'chip' a status or severity chip in the card's top line, 'meta' a
 * labelled value (unit, location, dates, report links), 'note' a long text shortened to a few lines, whole on a
 * tap. A column without a role is not on the card (still searched and sortable).
 */
export type DataTableCardRole = 'title' | 'chip' | 'meta' | 'note';

/** Our small column definition; mapped to an ag-grid ColDef by `toColDef`. */
export interface DataTableColumn<Row> {
  /** Column id; defaults to `field`. Needed when only `value` is given. */
  id?: string;
  field?: Extract<keyof Row, string>;
  /** Computes the value when it is not a plain field. */
  value?: (row: Row) => unknown;
  /** Dictionary key of the header text. */
  headerKey: string;
  /** A header that is not a dictionary text (a provider's custom field name): shown as given, over `headerKey`. */
  headerText?: string | undefined;
  /** Defaults to text. */
  cell?: DataTableCell<Row>;
  width?: number;
  minWidth?: number;
  flex?: number;
  /** A header longer than the column is wide wraps onto a second line instead of being cut. */
  wrapHeader?: boolean;
  /** The row's identifying column: pinned to the left, so it stays in view while a wide table scrolls. */
  pinned?: boolean;
  /** Defaults to true (spec section 2: sortable columns). */
  sortable?: boolean;
  /** The sort order of two values, when it is not the values' own (a severity: A first, none last). */
  comparator?: (a: unknown, b: unknown) => number;
  /** Not shown (the column chooser decides); its text is still found by the quick search. */
  hidden?: boolean;
  /** Hidden until the person shows it in the column chooser (a field a person rarely needs). */
  hiddenByDefault?: boolean;
  /** Its place on a phone's card (DataTableCardRole); none: not on the card. */
  card?: DataTableCardRole;
  /** true: the cell's text as tooltip; a function: that text. Shown after 500 ms. */
  tooltip?: boolean | ((row: Row) => string | undefined);
}
