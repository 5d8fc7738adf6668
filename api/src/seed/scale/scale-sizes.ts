/**
 * The declared row counts of the scale generator, one row per size. The generator writes exactly
 * these numbers for its one customer and checks at start that its distribution rules (scale-data.ts)
 * produce them, so this table is what performance notes can quote.
 *
 * Rules the derived counts follow:
 * - tasks are spread evenly over the installations, issues likewise (two per installation);
 * - every task that is not Planned has one history entry (Planned = 150 of every 1,000 tasks);
 * - odd-numbered issues have two transactions (reported, then the current status), the others one;
 * - issues of electrical-panel installations (2 of every 20) are thermography issues with five
 *   custom fields each (Tavlenr, Tavletype, Fejlklasse, Fejltype, FejlId).
 */
export interface ScaleCounts {
  locations: number;
  installations: number;
  tasks: number;
  taskHistory: number;
  issues: number;
  issueTransactions: number;
  thermographyFields: number;
}

export const scaleSizeNames = ['small', 'medium', 'large'] as const;
export type ScaleSizeName = (typeof scaleSizeNames)[number];

export const scaleSizes: Readonly<Record<ScaleSizeName, Readonly<ScaleCounts>>> = {
  small: {
    locations: 20,
    installations: 200,
    tasks: 2_000,
    taskHistory: 1_700,
    issues: 400,
    issueTransactions: 600,
    thermographyFields: 200,
  },
  medium: {
    locations: 200,
    installations: 10_000,
    tasks: 100_000,
    taskHistory: 85_000,
    issues: 20_000,
    issueTransactions: 30_000,
    thermographyFields: 10_000,
  },
  large: {
    locations: 2_000,
    installations: 100_000,
    tasks: 1_000_000,
    taskHistory: 850_000,
    issues: 200_000,
    issueTransactions: 300_000,
    thermographyFields: 100_000,
  },
};

export function isScaleSizeName(value: string): value is ScaleSizeName {
  return (scaleSizeNames as readonly string[]).includes(value);
}

/** The counts as printable lines, e.g. `tasks               1,000,000`. */
export function formatCounts(counts: Readonly<ScaleCounts>): string[] {
  return Object.entries(counts).map(([name, value]) => `  ${name.padEnd(20)}${(value as number).toLocaleString('en-US').padStart(12)}`);
}
