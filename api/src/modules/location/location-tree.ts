import type { LocationRow } from '../../db/schema.js';

/** Children by parent id; rows whose parent is unknown count as roots (key null). */
export function childrenByParent(rows: readonly LocationRow[]): Map<number | null, LocationRow[]> {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<number | null, LocationRow[]>();
  for (const row of rows) {
    const parent = row.parent_id !== null && ids.has(row.parent_id) ? row.parent_id : null;
    const siblings = children.get(parent);
    if (siblings) {
      siblings.push(row);
    } else {
      children.set(parent, [row]);
    }
  }
  return children;
}

/** Ids of a location and all its descendants (breadth first). */
export function subtreeIds(children: Map<number | null, LocationRow[]>, rootId: number): number[] {
  const result = [rootId];
  for (let index = 0; index < result.length; index += 1) {
    for (const child of children.get(result[index] ?? -1) ?? []) {
      result.push(child.id);
    }
  }
  return result;
}

/**
 * Ids flagged on themselves or on any descendant: a site shows the badge of a room deep inside
 * it, so a collapsed accordion still tells where to look.
 */
export function rollUpFlags(children: Map<number | null, LocationRow[]>, flagged: ReadonlySet<number>): Set<number> {
  const result = new Set<number>();
  const visit = (row: LocationRow): boolean => {
    let flag = flagged.has(row.id);
    for (const child of children.get(row.id) ?? []) {
      flag = visit(child) || flag;
    }
    if (flag) {
      result.add(row.id);
    }
    return flag;
  };
  (children.get(null) ?? []).forEach(visit);
  return result;
}
