import type { PortfolioLocation, PortfolioOverview, PortfolioTrend } from '@portal/shared/contract';
import {
  addDays,
  complianceWindow,
  dueSoonDays,
  issueSeverities,
  dayOf,
  type ComplianceWindowMonths,
  type IssueSeverity,
} from '@portal/shared/rules';
import type { RequestContext } from '../../context/service-context.js';
import { actorLocationScope } from '../location/location-scope.js';
import { addFigures, emptyFigures, toFigures, toTotals, worseOf, type OwnFigures } from './portfolio-rollup.js';
import {
  findLocations,
  findAwaitingVerification,
  findOpenFaults,
  sumIssueMonthsByMonth,
  sumOpenTaskDays,
  sumTaskMonths,
  sumTaskMonthsByMonth,
  type PortfolioLocationRow,
} from './portfolio.repository.js';

/**
 * Where every location the user may see stands (ADR 0051): the compliance rule of portfolio.rules.js over the
 * aggregates of migration 0017, each location with its sub-locations. A user limited to chosen locations sees
 * those and what lies inside them, as roots.
 */

export interface PortfolioInput {
  months: ComplianceWindowMonths;
}

const asNumber = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

/** The locations the actor sees, parents before children (by code), with their visible depth and parent. */
async function visibleTree(ctx: RequestContext) {
  const [rows, scope] = await Promise.all([findLocations(ctx.db, ctx.actor.customerId), actorLocationScope(ctx)]);
  const children = new Map<number | null, PortfolioLocationRow[]>();
  for (const row of rows) {
    const list = children.get(row.parent_id) ?? [];
    list.push(row);
    children.set(row.parent_id, list);
  }
  const roots = scope ? rows.filter((row) => scope.rootIds.includes(row.id)) : (children.get(null) ?? []);
  const ordered: { row: PortfolioLocationRow; depth: number; parentCode: string | null }[] = [];
  const visit = (row: PortfolioLocationRow, depth: number, parentCode: string | null) => {
    ordered.push({ row, depth, parentCode });
    for (const child of children.get(row.id) ?? []) visit(child, depth + 1, row.code);
  };
  for (const root of roots) visit(root, 0, null);
  return { ordered, children, scope };
}

export async function portfolioOverview(ctx: RequestContext, input: PortfolioInput): Promise<PortfolioOverview> {
  const now = ctx.now();
  const today = dayOf(now);
  const window = complianceWindow(input.months, today);
  const monthRange = { from: window.from.slice(0, 7), to: today.slice(0, 7) };
  const customerId = ctx.actor.customerId;
  const [{ ordered, children }, taskMonths, taskDays, faults, awaiting] = await Promise.all([
    visibleTree(ctx),
    sumTaskMonths(ctx.db, customerId, monthRange),
    sumOpenTaskDays(ctx.db, customerId, { monthStart: `${monthRange.to}-01`, today, lastDueSoon: addDays(today, dueSoonDays) }),
    findOpenFaults(ctx.db, customerId),
    findAwaitingVerification(ctx.db, customerId),
  ]);

  const own = new Map<number, OwnFigures>();
  const figuresOf = (locationId: number) => {
    let figures = own.get(locationId);
    if (!figures) own.set(locationId, (figures = emptyFigures()));
    return figures;
  };
  for (const row of taskMonths) {
    const figures = figuresOf(row.location_id);
    figures.onTime += asNumber(row.on_time);
    figures.late += asNumber(row.late);
    figures.overdue += asNumber(row.open_before);
  }
  for (const row of taskDays) {
    const figures = figuresOf(row.location_id);
    figures.overdue += asNumber(row.overdue);
    figures.dueSoon += asNumber(row.due_soon);
  }
  for (const row of faults) {
    const figures = figuresOf(row.location_id);
    const severity = (issueSeverities as readonly string[]).includes(row.severity) ? (row.severity as IssueSeverity) : null;
    figures.openIssuesBySeverity[severity ?? 'none'] += asNumber(row.open_issues);
    const created = row.oldest_created;
    if (figures.oldestOpen === null || created < figures.oldestOpen) figures.oldestOpen = created;
    figures.worst = worseOf(figures.worst, { id: row.oldest_issue_id, number: row.oldest_issue_number, severity, created });
  }

  for (const row of awaiting) figuresOf(row.location_id).awaitingVerification += asNumber(row.count);

  // Children after parents in `ordered`: walking it backwards adds each location into its parent.
  const total = new Map<number, OwnFigures>();
  for (const { row } of [...ordered].reverse()) {
    const figures = emptyFigures();
    addFigures(figures, own.get(row.id) ?? emptyFigures());
    for (const child of children.get(row.id) ?? []) {
      const sub = total.get(child.id);
      if (sub) addFigures(figures, sub);
    }
    total.set(row.id, figures);
  }
  const totals = emptyFigures();
  for (const { row, depth } of ordered) if (depth === 0) addFigures(totals, total.get(row.id) ?? emptyFigures());

  const at = now.getTime();
  const locations: PortfolioLocation[] = ordered.map(({ row, depth, parentCode }) => ({
    code: row.code,
    name: row.name,
    parentCode,
    depth,
    latitude: row.latitude,
    longitude: row.longitude,
    ...toFigures(total.get(row.id) ?? emptyFigures(), at),
  }));
  return { window: { from: window.from, to: window.to }, totals: toTotals(totals, at), locations };
}

export async function portfolioTrend(ctx: RequestContext, input: PortfolioInput): Promise<PortfolioTrend> {
  const today = dayOf(ctx.now());
  const window = complianceWindow(input.months, today);
  const range = { from: window.from.slice(0, 7), to: window.to.slice(0, 7) };
  const scope = await actorLocationScope(ctx);
  const [tasks, issues] = await Promise.all([
    sumTaskMonthsByMonth(ctx.db, ctx.actor.customerId, range, scope),
    sumIssueMonthsByMonth(ctx.db, ctx.actor.customerId, range, scope),
  ]);
  const taskOf = new Map(tasks.map((row) => [row.month, row]));
  const issueOf = new Map(issues.map((row) => [row.month, row]));
  return {
    window: { from: window.from, to: window.to },
    months: window.months.map((month) => {
      const task = taskOf.get(month);
      const issue = issueOf.get(month);
      return {
        month,
        due: asNumber(task?.on_time) + asNumber(task?.late) + asNumber(task?.open),
        onTime: asNumber(task?.on_time),
        late: asNumber(task?.late),
        issuesFound: asNumber(issue?.issues_found),
        issuesClosed: asNumber(issue?.issues_closed),
      };
    }),
  };
}
