import type {
  Installation,
  InstallationFile,
  InstallationQueryResult,
  InstallationSortColumn,
  InstallationSortDirection,
  InstallationStatusColour,
} from '@portal/shared/contract';
import { installationCodePart, overdueBefore } from '@portal/shared/rules';
import type { RequestContext } from '../../context/service-context.js';
import { DETAILS_LINK_SECONDS } from '../../auth/download-token.js';
import { scopeOf } from '../location/location-scope.js';
import { requireLocation, type LocationInput } from '../location/location.service.js';
import {
  countInstallations,
  findInstallationPage,
  findInstallationStatuses,
  findInstallationTypes,
  type InstallationFileRow,
  type InstallationRow,
} from './installation.repository.js';
import { filterKey, type InstallationSummaries } from './installation-summaries.js';

/**
 * The installation calls of spec section 7. A location means it and everything inside it; all reads
 * are the actor's customer's (the location is looked up for that customer: another's is a 404).
 */

/**
 * Status colour of the actor's customer's installations (spec section 2), now: red with open
 * issues on the unit, yellow with overdue inspections, otherwise green. Ids of another customer
 * are left out.
 */
export async function installationStatuses(ctx: RequestContext, input: { installationIds: readonly number[] }): Promise<Map<number, InstallationStatusColour>> {
  return findInstallationStatuses(ctx.db, ctx.actor.customerId, input.installationIds, overdueBefore(ctx.now()));
}

export async function installationFileOf(ctx: RequestContext, file: InstallationFileRow): Promise<InstallationFile> {
  return {
    url: await ctx.links.url({ key: file.storage_key, fileName: file.display_name, contentType: file.content_type }, DETAILS_LINK_SECONDS),
    displayName: file.display_name,
    fileName: file.display_name,
    shortDescription: file.short_description,
  };
}

/** The rows with their files (read with the page) as signed links. */
async function withFiles(ctx: RequestContext, rows: readonly InstallationRow[]): Promise<Installation[]> {
  return Promise.all(rows.map(async ({ files, ...row }) => ({ ...row, files: await Promise.all(files.map((file) => installationFileOf(ctx, file))) })));
}

/** All installations of a location and everything inside it, by name. */
export async function listInstallations(ctx: RequestContext, input: LocationInput): Promise<Installation[]> {
  const location = await requireLocation(ctx, input);
  const scope = scopeOf(ctx.actor.customerId, location.id);
  const rows = await findInstallationPage(ctx.db, { scope }, { column: 'name', direction: 'asc' }, { skip: 0 }, overdueBefore(ctx.now()));
  return withFiles(ctx, rows);
}

export interface InstallationQuery extends LocationInput {
  skip: number;
  take: number;
  sortCol: InstallationSortColumn;
  sortDir: InstallationSortDirection;
  nameSearch?: string | undefined;
  typeFilter?: string | undefined;
}

/**
 * One page of a location's installations (the grid's infinite row model): the search matches name or
 * reference code, case-insensitively; an empty type filter is none. Also the number of all matching
 * and the location's types (the filter's options), from `summaries` when given and current.
 */
export async function queryInstallations(ctx: RequestContext, input: InstallationQuery, summaries?: InstallationSummaries): Promise<InstallationQueryResult> {
  const location = await requireLocation(ctx, input);
  const scope = scopeOf(ctx.actor.customerId, location.id);
  const search = input.nameSearch?.trim().toLowerCase();
  const type = input.typeFilter?.trim();
  const filter = { scope, ...(search ? { search } : {}), ...(type ? { type } : {}) };
  const { customerId } = ctx.actor;
  const key = filterKey(location.id, filter);
  const count = () => countInstallations(ctx.db, filter);
  const readTypes = () => findInstallationTypes(ctx.db, scope);
  const [rows, total, types] = await Promise.all([
    findInstallationPage(
      ctx.db,
      filter,
      { column: input.sortCol, direction: input.sortDir },
      { skip: input.skip, take: input.take, total: summaries?.totals.peek(customerId, key) },
      overdueBefore(ctx.now()),
    ),
    summaries ? summaries.totals.get(customerId, key, count) : count(),
    summaries ? summaries.types.get(customerId, String(location.id), readTypes) : readTypes(),
  ]);
  return { installations: await withFiles(ctx, rows), total, types };
}

/** Whether a path's installation code names the installation (its second part when it has a slash). */
export function matchesCodePart(code: string, pathCode: string): boolean {
  return installationCodePart(code) === pathCode || code === pathCode;
}
