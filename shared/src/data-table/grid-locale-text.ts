import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { GetLocaleTextParams } from 'ag-grid-community';
import { useT } from '@portal/shared';

/**
 * ag-grid's own texts that users see or hear (the pager, the selection checkboxes' names and states), from
 * the dictionary. The callback reads the current texts each time, so a grid built once follows a new one.
 */
export function useGridLocaleText<Row>(): (params: GetLocaleTextParams<Row>) => string {
  const t = useT();
  const texts = useMemo<Record<string, string>>(
    () => ({
      page: t('table.pagination.page'),
      of: t('table.pagination.of'),
      to: t('table.pagination.to'),
      firstPage: t('table.pagination.firstPage'),
      previousPage: t('table.pagination.previousPage'),
      nextPage: t('table.pagination.nextPage'),
      lastPage: t('table.pagination.lastPage'),
      ariaRowToggleSelection: t('table.selectRow'),
      ariaRowSelect: t('table.selectRow'),
      ariaRowDeselect: t('table.deselectRow'),
      ariaHeaderSelection: t('table.selectAllRows'),
      ariaRowSelectAll: t('table.selectAllRows'),
      ariaChecked: t('table.checked'),
      ariaUnchecked: t('table.unchecked'),
      ariaIndeterminate: t('table.indeterminate'),
    }),
    [t],
  );
  const current = useRef(texts);
  useEffect(() => {
    current.current = texts;
  }, [texts]);
  return useCallback(({ key, defaultValue }: GetLocaleTextParams<Row>) => current.current[key] ?? defaultValue, []);
}
