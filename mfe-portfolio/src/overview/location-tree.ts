import type { PortfolioLocation } from '@portal/shared';

/** The table's sortable columns; `name` is the tree's own order. */
export type SortKey = 'name' | 'compliance' | 'overdue' | 'openIssues';
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

/** Compliance without a score sorts after every score, whichever the direction. */
function compare(a: PortfolioLocation, b: PortfolioLocation, sort: Sort): number {
  const direction = sort.descending ? -1 : 1;
  if (sort.key === 'name') return direction * a.name.localeCompare(b.name, 'da');
  if (sort.key === 'compliance') {
    if (a.compliancePercent === null || b.compliancePercent === null) {
      return (a.compliancePercent === null ? 1 : 0) - (b.compliancePercent === null ? 1 : 0);
    }
    return direction * (a.compliancePercent - b.compliancePercent) || a.name.localeCompare(b.name, 'da');
  }
  const key = sort.key;
  return direction * (a[key] - b[key]) || a.name.localeCompare(b.name, 'da');
}

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
  const term = search.trim().toLocaleLowerCase('da');
  if (term !== '') {
    return locations
      .filter((location) => location.name.toLocaleLowerCase('da').includes(term) || location.code.toLocaleLowerCase('da').includes(term))
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
