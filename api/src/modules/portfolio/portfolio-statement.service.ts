import type { Readable } from 'node:stream';
import { addDays, complianceStatementMaxDays, complianceWindow, dayOf, defaultComplianceWindowMonths, taskComplianceState } from '@portal/shared/rules';
import type { AppContext, RequestContext } from '../../context/service-context.js';
import { InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import { complianceStatementPdf, type StatementFigures } from './portfolio-statement-pdf.js';
import { reportOptions } from '../../reports/report-options.js';
import type { ReportLanguage } from '../../reports/report-texts.js';
import { actorLocationScope, scopeOf, type LocationScope } from '../location/location-scope.js';
import { countOpenFaults, statementIssues, statementOverdueTasks, statementReports, statementTasks, type Range } from './portfolio-statement.repository.js';

export interface StatementInput {
  code: string;
  /** 'YYYY-MM-DD', both included; by default the last 12 months (the overview's default window) to today. */
  from?: string | undefined;
  to?: string | undefined;
  language: ReportLanguage;
}

const startOf = (day: string) => `${day}T00:00:00.000Z`;
const isoOf = (value: Date | string) => (typeof value === 'string' ? value : value.toISOString());
const daysBetween = (from: string, to: string) => Math.round((Date.parse(startOf(to)) - Date.parse(startOf(from))) / 86_400_000);

/**
 * The period of a statement: checked days, by default the last 12 months (the overview's default window) to today.
 * A share link's period is checked by it too, so every link's statement can be written.
 */
export function statementPeriod(input: Pick<StatementInput, 'from' | 'to'>, today: string): { from: string; to: string } {
  const to = input.to ?? today;
  const from = input.from ?? complianceWindow(defaultComplianceWindowMonths, today).from;
  for (const day of [from, to]) {
    if (Number.isNaN(Date.parse(startOf(day))) || dayOf(startOf(day)) !== day) throw new InvalidInputError(`'${day}' is not a day of the calendar`);
  }
  if (from > to) throw new InvalidInputError('The period must start on or before its end');
  if (daysBetween(from, to) > complianceStatementMaxDays) throw new InvalidInputError(`The period can be at most ${complianceStatementMaxDays} days`);
  return { from, to };
}

/** The instants of a period's days: its first day's start, included, to the start of the day after its last. */
export function statementRange(period: { from: string; to: string }): Range {
  return { from: startOf(period.from), to: startOf(addDays(period.to, 1)) };
}

/**
 * The compliance statement of a location with its sub-locations (ADR 0062): the figures by the compliance rule
 * over the tasks due in the period (counted in a first pass), then every list, written page by page as the
 * rows are read. The location is checked (404, and a limited user's scope) before the first byte.
 */
export async function complianceStatement(ctx: RequestContext, input: StatementInput): Promise<{ fileName: string; pdf: Readable }> {
  const period = statementPeriod(input, dayOf(ctx.now()));
  const scope = await actorLocationScope(ctx, [input.code]);
  return writeStatement(ctx, { customerId: ctx.actor.customerId, scope, code: input.code, ...period, language: input.language });
}

/** The statement of a location a share link covers (ADR 0064): the caller has checked the link and its location. */
export async function sharedComplianceStatement(
  ctx: AppContext,
  input: { customerId: number; locationId: number; code: string; from: string; to: string; language: ReportLanguage },
): Promise<{ fileName: string; pdf: Readable }> {
  const period = statementPeriod(input, dayOf(ctx.now()));
  return writeStatement(ctx, { customerId: input.customerId, scope: scopeOf(input.customerId, input.locationId), code: input.code, ...period, language: input.language });
}

async function writeStatement(
  ctx: AppContext,
  input: { customerId: number; scope: LocationScope; code: string; from: string; to: string; language: ReportLanguage },
): Promise<{ fileName: string; pdf: Readable }> {
  const { scope, from, to } = input;
  const today = dayOf(ctx.now());
  const [location, customer] = await Promise.all([
    ctx.db.selectFrom('locations').select(['code', 'name', 'street_name', 'zip_code', 'city']).where('customer_id', '=', input.customerId).where('code', '=', input.code).executeTakeFirst(),
    ctx.db.selectFrom('customers').select('name').where('id', '=', input.customerId).executeTakeFirstOrThrow(),
  ]);
  if (!location) throw new NotFoundError('The location does not exist');
  const range = statementRange({ from, to });

  const figures: StatementFigures = { onTime: 0, late: 0, overdue: 0, dueSoon: 0, openFaults: 0 };
  for await (const task of statementTasks(ctx.db, scope, range)) {
    const state = taskComplianceState({ status: task.status, dueDate: isoOf(task.due_date), completedDate: task.completed_date === null ? null : isoOf(task.completed_date) }, today);
    if (state) figures[state] += 1;
  }
  figures.openFaults = await countOpenFaults(ctx.db, scope);

  const address = [location.street_name, [location.zip_code, location.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const pdf = complianceStatementPdf(
    {
      customerName: customer.name,
      location: { code: location.code, name: location.name, address },
      from,
      to,
      generatedAt: ctx.now(),
      figures,
      tasks: () => statementTasks(ctx.db, scope, range),
      reports: () => statementReports(ctx.db, scope, range),
      openFaults: () => statementIssues(ctx.db, scope, { kind: 'any', open: true, range }),
      closedFaults: () => statementIssues(ctx.db, scope, { kind: 'standard', open: false, range }),
      thermography: () => statementIssues(ctx.db, scope, { kind: 'thermography', open: false, range }),
      overdueTasks: () => statementOverdueTasks(ctx.db, scope, startOf(today)),
    },
    reportOptions(ctx.config, input.language),
  );
  return { fileName: `${location.code}-${from}-${to}.pdf`, pdf };
}
