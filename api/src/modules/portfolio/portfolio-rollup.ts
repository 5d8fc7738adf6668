import type { PortfolioFigures, PortfolioTotals } from '@portal/shared/contract';
import { complianceBadge, compliancePercent, issueSeverities, type IssueSeverity } from '@portal/shared/rules';

/**
 * A location's figures with its sub-locations: its own aggregates plus its descendants', added up over the
 * location tree the user sees (the spec's location statistics do the same).
 */

export type SeverityKey = IssueSeverity | 'none';

/** The worst open fault of a set: highest severity, then oldest (then lowest id, so the answer is stable). */
export interface WorstCandidate {
  id: number;
  number: string;
  severity: IssueSeverity | null;
  created: number;
}

export interface OwnFigures {
  onTime: number;
  late: number;
  overdue: number;
  dueSoon: number;
  openIssuesBySeverity: Record<SeverityKey, number>;
  /** Oldest open fault's created time (ms), or null. */
  oldestOpen: number | null;
  worst: WorstCandidate | null;
  /** Completed with the customer's own fix, not yet confirmed by the provider. */
  awaitingVerification: number;
}

export function emptyFigures(): OwnFigures {
  return { onTime: 0, late: 0, overdue: 0, dueSoon: 0, openIssuesBySeverity: { A: 0, B: 0, C: 0, none: 0 }, oldestOpen: null, worst: null, awaitingVerification: 0 };
}

const rank = (severity: IssueSeverity | null) => (severity === null ? issueSeverities.length : issueSeverities.indexOf(severity));

export function worseOf(a: WorstCandidate | null, b: WorstCandidate | null): WorstCandidate | null {
  if (a === null) return b;
  if (b === null) return a;
  if (rank(a.severity) !== rank(b.severity)) return rank(a.severity) < rank(b.severity) ? a : b;
  if (a.created !== b.created) return a.created < b.created ? a : b;
  return a.id <= b.id ? a : b;
}

/** Adds `from` into `into`. */
export function addFigures(into: OwnFigures, from: OwnFigures): void {
  into.onTime += from.onTime;
  into.late += from.late;
  into.overdue += from.overdue;
  into.dueSoon += from.dueSoon;
  for (const key of Object.keys(into.openIssuesBySeverity) as SeverityKey[]) into.openIssuesBySeverity[key] += from.openIssuesBySeverity[key];
  if (from.oldestOpen !== null && (into.oldestOpen === null || from.oldestOpen < into.oldestOpen)) into.oldestOpen = from.oldestOpen;
  into.worst = worseOf(into.worst, from.worst);
  into.awaitingVerification += from.awaitingVerification;
}

const DAY_MS = 86_400_000;

/** The contract's figures of a summed set. */
export function toFigures(figures: OwnFigures, now: number): PortfolioFigures {
  const percent = compliancePercent(figures);
  const openIssues = Object.values(figures.openIssuesBySeverity).reduce((sum, count) => sum + count, 0);
  const worst = figures.worst;
  return {
    compliancePercent: percent,
    badge: complianceBadge(percent),
    onTime: figures.onTime,
    late: figures.late,
    overdue: figures.overdue,
    dueSoon: figures.dueSoon,
    openIssues,
    oldestOpenIssueDays: figures.oldestOpen === null ? null : Math.max(0, Math.floor((now - figures.oldestOpen) / DAY_MS)),
    worstIssue: worst === null ? null : { id: worst.id, number: worst.number, severity: worst.severity },
    awaitingVerification: figures.awaitingVerification,
  };
}

/** The contract's totals: the figures and the open faults by severity. */
export function toTotals(figures: OwnFigures, now: number): PortfolioTotals {
  return { ...toFigures(figures, now), openIssuesBySeverity: { ...figures.openIssuesBySeverity } };
}
