export declare const complianceWindowMonths: readonly [3, 6, 12, 24];
export type ComplianceWindowMonths = (typeof complianceWindowMonths)[number];
export declare const defaultComplianceWindowMonths: 12;
export declare const dueSoonDays: 30;
export declare const complianceBadges: readonly ['Compliant', 'AtRisk', 'NonCompliant'];
export type ComplianceBadge = (typeof complianceBadges)[number];
export declare const complianceBadgeThresholds: Readonly<{ Compliant: number; AtRisk: number }>;
export declare function isComplianceWindowMonths(months: unknown): months is ComplianceWindowMonths;
export declare function addDays(day: string, days: number): string;
export declare function addMonths(month: string, months: number): string;
export declare function complianceWindow(months: number, today: string): { from: string; to: string; months: string[] };
export type TaskComplianceState = 'onTime' | 'late' | 'overdue' | 'dueSoon';
export declare function taskComplianceState(
  task: { status: string; dueDate: string; completedDate?: string | null },
  today: string,
): TaskComplianceState | null;
export declare function compliancePercent(counts: { onTime: number; late: number; overdue: number }): number | null;
export declare function complianceBadge(percent: number | null): ComplianceBadge | null;
export declare const portfolioTableSortKeys: readonly ['name', 'compliance', 'overdue', 'openIssues'];
export type PortfolioTableSortKey = (typeof portfolioTableSortKeys)[number];
export declare function comparePortfolioLocations(
  a: { name: string; compliancePercent: number | null; overdue: number; openIssues: number },
  b: { name: string; compliancePercent: number | null; overdue: number; openIssues: number },
  sort: { key: PortfolioTableSortKey; descending: boolean },
): number;
export declare function matchesPortfolioSearch(location: { name: string; code: string }, search: string): boolean;
export declare const complianceStatementMaxDays: 1827;
