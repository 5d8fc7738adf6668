import { useCallback, useMemo, useState } from 'react';
import { useSession } from '@portal/shared';
import type { DataTableColumn } from '../data-table-column';
import { chooseColumn, columnChoicesKey, isColumnShown, readColumnChoices, writeColumnChoices, type ColumnChoices } from './column-choices';
import type { ColumnChooserProps, ColumnChoice } from './column-chooser.component';

export interface ColumnChooserState<Row> {
  /** The table's columns with `hidden` set from the person's choice (hidden ones are still searched). */
  columns: DataTableColumn<Row>[];
  /** Spread into ColumnChooser. */
  chooserProps: ColumnChooserProps;
}

const idOf = <Row,>(column: DataTableColumn<Row>): string => column.id ?? column.field ?? column.headerKey;

/**
 * Which columns of a table show: each column's default (`hiddenByDefault`), changed by the person in the
 * column chooser and remembered per person (e-mail) and table in localStorage. A pinned column (the row's
 * identifying one) always shows.
 */
export function useColumnChooser<Row>(tableId: string, columns: readonly DataTableColumn<Row>[]): ColumnChooserState<Row> {
  const email = useSession().claims?.EmployeeEmail ?? null;
  const key = email ? columnChoicesKey(email, tableId) : null;
  const [state, setState] = useState<{ key: string | null; choices: ColumnChoices }>(() => ({ key, choices: readColumnChoices(key) }));
  // Another person or table: read their choices (during render, so the first paint already has them).
  const current = state.key === key ? state : { key, choices: readColumnChoices(key) };
  if (current !== state) setState(current);
  const { choices } = current;

  const change = useCallback(
    (next: ColumnChoices) => {
      writeColumnChoices(key, next);
      setState({ key, choices: next });
    },
    [key],
  );

  const resolved = useMemo(
    () => columns.map((column) => ({ ...column, hidden: !column.pinned && !isColumnShown(choices, idOf(column), column.hiddenByDefault === true) })),
    [columns, choices],
  );

  const options = useMemo<ColumnChoice[]>(
    () =>
      resolved
        .filter((column) => !column.pinned)
        .map((column) => ({ id: idOf(column), headerKey: column.headerKey, headerText: column.headerText, shown: !column.hidden })),
    [resolved],
  );

  const onChange = useCallback(
    (id: string, show: boolean) => {
      const column = columns.find((item) => idOf(item) === id);
      if (column) change(chooseColumn(choices, id, show, column.hiddenByDefault === true));
    },
    [columns, choices, change],
  );
  const onReset = useCallback(() => change({ shown: [], hidden: [] }), [change]);
  const isDefault = choices.shown.length === 0 && choices.hidden.length === 0;

  return { columns: resolved, chooserProps: { options, onChange, onReset, isDefault } };
}
