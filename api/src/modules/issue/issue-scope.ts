import type { RequestContext } from '../../context/service-context.js';
import { InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import { findIssue, findIssueAtLocation, type IssueBaseRow } from './issue.repository.js';
import { requireAllowedLocation } from '../location/location-scope.js';

/**
 * Scoping helpers: everything is the token customer's (the guard checked the path's customer), a
 * location means the location and its descendants (location/location-scope.ts), and anything of
 * another customer is a 404.
 */

/** The actor's customer's issue; 404 when unknown, another customer's, or (with a location) outside it. */
export async function requireIssue(ctx: RequestContext, input: { issueId: number; locationCode?: string | undefined }): Promise<IssueBaseRow> {
  const { customerId } = ctx.actor;
  const { issueId, locationCode } = input;
  if (locationCode === undefined) {
    const issue = await findIssue(ctx.db, customerId, issueId);
    if (!issue) throw new NotFoundError('The issue does not exist');
    await requireAllowedLocation(ctx, issue.location_id);
    return issue;
  }
  // The issue and whether it lies in the location, in one statement (an unknown code is "not in it").
  const found = await findIssueAtLocation(ctx.db, customerId, issueId, locationCode);
  if (!found) throw new NotFoundError('The issue does not exist');
  const { in_scope: inScope, ...issue } = found;
  if (inScope === null) throw new NotFoundError('The issue does not exist at this location');
  await requireAllowedLocation(ctx, issue.location_id);
  return issue;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function parseDay(value: string): Date {
  const date = new Date(`${value}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new InvalidInputError(`Invalid date '${value}' (expected YYYY-MM-DD)`);
  }
  return date;
}

/** Inclusive day range (UTC) on `created`: [from 00:00, day after `to` 00:00). */
export function dayRange(from: string, to: string): { from: string; toExclusive: string } {
  const start = parseDay(from);
  const end = parseDay(to);
  if (end < start) throw new InvalidInputError('The end date must not be before the start date');
  return { from: start.toISOString(), toExclusive: new Date(end.getTime() + DAY_MS).toISOString() };
}
