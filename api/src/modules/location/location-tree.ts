import type { LocationRow } from '../../db/schema.js';

export type TreeRow = Pick<LocationRow, 'id' | 'code' | 'name' | 'parent_id'>;

/** Children by parent id; rows whose parent is unknown count as roots (key null). */
export function childrenByParent<T extends TreeRow>(rows: readonly T[]): Map<number | null, T[]> {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<number | null, T[]>();
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
