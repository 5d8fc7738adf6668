import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SelectOption } from '@portal/shared';
import type { ChoiceFilter, TableHeaderProps } from '../table-header.component';

/** A select in a list's filter area that keeps the rows of one value (a fault's severity, its status). */
export interface ChoiceFilterDefinition<Row> {
  /** Its query parameter, so a reload or a shared link keeps the choice (`?severity=A`). */
  id: string;
  label: string;
  /** The entry that keeps every row. */
  allLabel: string;
  options: readonly SelectOption[];
  valueOf: (row: Row) => string | null;
}

export interface ChoiceFilters<Row> {
  /** The rows every chosen value keeps (undefined while loading). */
  rows: Row[] | undefined;
  /** Spread into TableHeader. */
  headerProps: Pick<TableHeaderProps, 'choiceFilters'>;
}

/**
 * Selects that narrow a list to one value each, chosen in the address (`?severity=A&status=Error`): a link
 * to "the critical faults" opens them. `definitions` must keep its identity between renders (useMemo).
 */
export function useChoiceFilters<Row>(allRows: Row[] | undefined, definitions: readonly ChoiceFilterDefinition<Row>[]): ChoiceFilters<Row> {
  const [params, setParams] = useSearchParams();
  const chosen = definitions.map((definition) => params.get(definition.id) ?? '');
  const chosenKey = chosen.join('\u0000');
  const choose = useCallback(
    (id: string, value: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === '') next.delete(id);
          else next.set(id, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const rows = useMemo(() => {
    const values = chosenKey.split('\u0000');
    if (values.every((value) => value === '')) return allRows;
    return allRows?.filter((row) => definitions.every((definition, index) => values[index] === '' || (definition.valueOf(row) ?? '') === values[index]));
  }, [allRows, definitions, chosenKey]);
  const choiceFilters = definitions.map(
    (definition, index): ChoiceFilter => ({
      id: definition.id,
      label: definition.label,
      options: [{ value: '', label: definition.allLabel }, ...definition.options],
      value: chosen[index] ?? '',
      onChange: (value) => choose(definition.id, value),
    }),
  );
  return { rows, headerProps: { choiceFilters } };
}
