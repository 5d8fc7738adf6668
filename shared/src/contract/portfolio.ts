/**
 * The portfolio domain of the API contract: where every location the user may see stands, under /api/portfolio.
 * The figures follow the compliance rule in portfolio.rules.js; a location's figures include its sub-locations.
 */
import type { IssueSeverity } from './issues.rules.js';
import type { ComplianceBadge } from './portfolio.rules.js';

export type { ComplianceBadge };

/** The chosen window: its first and last day ('YYYY-MM-DD'). */
export interface PortfolioWindow {
  from: string;
  to: string;
}

/** The figures of a location (with its sub-locations) or of the whole portfolio. */
export interface PortfolioFigures {
  compliancePercent: number | null;
  badge: ComplianceBadge | null;
  onTime: number;
  late: number;
  overdue: number;
  dueSoon: number;
  openIssues: number;
  /** Whole days since the oldest open fault was created; null without open faults. */
  oldestOpenIssueDays: number | null;
  /** The worst open fault: highest severity, then oldest. */
  worstIssue: PortfolioWorstIssue | null;
  /** Faults the customer completed with its own fix that the provider has not confirmed yet (counted apart from the open ones). */
  awaitingVerification: number;
}

/** What the overview shows of the worst open fault: its number and severity (null when neither class nor type says). */
export interface PortfolioWorstIssue {
  id: number;
  number: string;
  severity: IssueSeverity | null;
}

/** The figures of the whole portfolio: a location's, and the open faults by severity for the tile. */
export interface PortfolioTotals extends PortfolioFigures {
  /** Open faults by severity (A, B, C; `none` when neither the class nor the type says). */
  openIssuesBySeverity: Record<IssueSeverity | 'none', number>;
}

export interface PortfolioLocation extends PortfolioFigures {
  code: string;
  name: string;
  parentCode: string | null;
  /** 0 for a top-level location the user sees. */
  depth: number;
  latitude: number | null;
  longitude: number | null;
}

/** GET /api/portfolio/{customerId}/overview?months= */
export interface PortfolioOverview {
  window: PortfolioWindow;
  totals: PortfolioTotals;
  locations: PortfolioLocation[];
}

/** One month of GET /api/portfolio/{customerId}/trend?months= ('YYYY-MM'). */
export interface PortfolioTrendMonth {
  month: string;
  /** Inspections falling due in the month, and of those the ones completed on time and late. */
  due: number;
  onTime: number;
  late: number;
  /** Faults created in the month, and faults completed in it. */
  issuesFound: number;
  issuesClosed: number;
}

export interface PortfolioTrend {
  window: PortfolioWindow;
  months: PortfolioTrendMonth[];
}
