import { isPhoneLayout } from '@portal/shared';
import type * as GridTables from './grid-tables';

type GridModule = typeof GridTables;

let loading: Promise<GridModule> | null = null;

/**
 * The ag-grid tables (grid-tables.ts), in chunks of their own: a phone shows cards and never fetches them.
 * One request however often it is asked for.
 */
export function loadGrid(): Promise<GridModule> {
  loading ??= import('./grid-tables');
  return loading;
}

/**
 * From the phone layout's width up the grid is asked for as soon as the table entry runs, not when a table first
 * renders, so a list page reached by navigating fetches it while the page's own chunks load (a deep link's page
 * has it preloaded already: the page server's wide-screen preloads).
 */
export function preloadGridUnlessCards(): void {
  if (typeof window !== 'undefined' && !isPhoneLayout()) {
    void loadGrid().catch(() => {
      // The table's own lazy load asks again and shows the failure; a failed early request says nothing more.
      loading = null;
    });
  }
}
