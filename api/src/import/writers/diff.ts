/** Comparing the file's values with the stored rows: only what differs is written. */
export type Row = Record<string, unknown>;

const timestampColumns = new Set([
  'due_date',
  'start_date',
  'planned_date',
  'completed_date',
  'created',
  'updated',
  'date',
  'stop_date',
  'release_date',
  'decided_at',
]);

export function iso(value: string): string {
  return new Date(value).toISOString();
}

export function isoOrNull(value: string | null | undefined): string | null {
  return value === null || value === undefined ? null : iso(value);
}

function sameValue(column: string, want: unknown, have: unknown): boolean {
  if (typeof want === 'boolean') return want === (have === true || have === 1);
  if (want === null || have === null || have === undefined) return want === (have ?? null);
  if (timestampColumns.has(column) && typeof want === 'string') {
    const instant = have instanceof Date ? have.getTime() : Date.parse(String(have));
    // Text written by someone else in another shape is rewritten in the import's ISO form.
    return instant === Date.parse(want) && (have instanceof Date || have === want);
  }
  return want === have;
}

/** The columns of `want` that differ from the stored row, or undefined when none do. */
export function changesOf(want: Row, have: object): Row | undefined {
  const stored = have as Row;
  const changes: Row = {};
  let any = false;
  for (const [column, value] of Object.entries(want)) {
    if (!sameValue(column, value, stored[column])) {
      changes[column] = value;
      any = true;
    }
  }
  return any ? changes : undefined;
}

export interface ListDiff<W, H> {
  /** Stored rows paired with the file's entry at the same index. */
  pairs: { have: H; want: W; index: number; changes: Row | undefined }[];
  inserts: { want: W; index: number }[];
  deletes: H[];
}

/**
 * Pairs stored rows (ordered by position or id) with the file's entries by index. Positioned rows
 * whose positions are not exactly 0..n-1 (written by something else) are replaced as a whole, so
 * the position updates can never collide with the unique (parent, position) constraints.
 */
export function diffList<W extends Row, H extends { id: number }>(have: readonly H[], want: readonly W[]): ListDiff<W, H> {
  const positioned = have.some((row) => 'position' in row);
  if (positioned && have.some((row, index) => (row as unknown as { position: number }).position !== index)) {
    return { pairs: [], inserts: want.map((entry, index) => ({ want: entry, index })), deletes: [...have] };
  }
  const diff: ListDiff<W, H> = { pairs: [], inserts: [], deletes: [] };
  for (let index = 0; index < Math.max(have.length, want.length); index += 1) {
    const stored = have[index];
    const entry = want[index];
    if (stored !== undefined && entry !== undefined) {
      diff.pairs.push({ have: stored, want: entry, index, changes: changesOf(entry, stored) });
    } else if (entry !== undefined) diff.inserts.push({ want: entry, index });
    else if (stored !== undefined) diff.deletes.push(stored);
  }
  return diff;
}
