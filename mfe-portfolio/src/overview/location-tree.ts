import { comparePortfolioLocations, matchesPortfolioSearch, type PortfolioLocation, type PortfolioTableSortKey } from '@portal/shared';

/** The table's sortable columns; `name` is the tree's own order. */
export type SortKey = PortfolioTableSortKey;
export interface Sort {
  key: SortKey;
  descending: boolean;
}

export interface TableRow {
  location: PortfolioLocation;
  /** Indentation: the depth in the tree, 0 while searching (a flat list of matches). */
  level: number;
  hasChildren: boolean;
  expanded: boolean;
}

const compare = (a: PortfolioLocation, b: PortfolioLocation, sort: Sort): number => comparePortfolioLocations(a, b, sort);

/**
 * The rows the table shows. Without a search: the tree, siblings sorted, children under their expanded parents.
 * With a search: every location whose name or code contains it, sorted, flat (its place in the tree is its parent
 * column).
 */
export function tableRows(locations: readonly PortfolioLocation[], sort: Sort, expanded: ReadonlySet<string>, search: string): TableRow[] {
  const children = new Map<string | null, PortfolioLocation[]>();
  for (const location of locations) {
    const list = children.get(location.parentCode) ?? [];
    list.push(location);
    children.set(location.parentCode, list);
  }
  if (search.trim() !== '') {
    return locations
      .filter((location) => matchesPortfolioSearch(location, search))
      .sort((a, b) => compare(a, b, sort))
      .map((location) => ({ location, level: 0, hasChildren: children.has(location.code), expanded: false }));
  }
  const rows: TableRow[] = [];
  const visit = (parent: string | null, level: number) => {
    const siblings = [...(children.get(parent) ?? [])].sort((a, b) => compare(a, b, sort));
    for (const location of siblings) {
      const hasChildren = children.has(location.code);
      const open = hasChildren && expanded.has(location.code);
      rows.push({ location, level, hasChildren, expanded: open });
      if (open) visit(location.code, level + 1);
    }
  };
  visit(null, 0);
  return rows;
}
