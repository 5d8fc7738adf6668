import type { SignInResponse, TokenResponse } from '@portal/shared/contract';
import type { AppContext, RequestContext } from '../../context/service-context.js';
import { ForbiddenError, InvalidInputError, NotFoundError, UnauthenticatedError } from '../../errors/domain-errors.js';
import { endPendingInvitations, findMembership, type MembershipRow } from '../../auth/membership.repository.js';
import { membershipsByName } from '../employee/employee.service.js';
import {
  findEmployeeByEmail,
  findEmployeeById,
  insertImpersonationLog,
  type EmployeeRecord,
} from './authentication.repository.js';
import { checkPassword } from '../../auth/password.js';
import type { TokenContent } from '../../auth/token.js';
import { recordAudit, type AuditRecord } from '../audit/audit.service.js';
import { refuseEnforcedPassword } from '../single-sign-on/single-sign-on-enforcement.js';
import { verifySignInSecondFactor } from '../two-factor/two-factor.service.js';

export const WRONG_CREDENTIALS = 'E-mail or password is wrong';

function tokenContent(sid: string, employee: EmployeeRecord, membership: MembershipRow, impersonator?: string): TokenContent {
  return {
    sid,
    CustomerId: String(membership.customerId),
    EmployeeEmail: employee.email,
    EmployeeName: employee.name,
    EmployeeId: String(employee.id),
    NewsFeed: employee.newsletter ? 'True' : 'False',
    CustomerXal: membership.xalId,
    Role: membership.role,
    ...(impersonator ? { Impersonator: impersonator } : {}),
  };
}

/**
 * Signs in: a new session; the token is for the employee's first customer by name. A wrong password
 * costs one key derivation whatever the e-mail's state (unknown, invited without a password, active:
 * checkPassword), and the answer is the same 401, so neither tells which e-mails have an account.
 * With two-factor, a right password is followed by the code (401 `totpRequired` until `totp` is right;
 * ADR 0057); the code is looked at only after the password, so it tells nothing about the password.
 */
export async function authenticate(ctx: AppContext, input: { email: string; password: string; totp?: string | undefined }): Promise<SignInResponse> {
  const employee = await findEmployeeByEmail(ctx.db, input.email);
  const valid = await checkPassword(input.password, employee?.passwordHash);
  if (!employee || !valid) throw new UnauthenticatedError(WRONG_CREDENTIALS);
  const [first] = await membershipsByName(ctx, { employeeId: employee.id });
  if (!first) throw new ForbiddenError('Your user is not linked to any customer');
  await refuseEnforcedPassword(ctx, employee);
  const actor = { customerId: first.customerId, employeeId: employee.id, name: employee.name };
  const { recoveryCodes } = await verifySignInSecondFactor(ctx, employee, input.totp, (trx) =>
    recordAudit(trx, { ...ctx, actor }, { action: 'two-factor.enable', subject: employee.email }),
  );
  const signedIn = await startSignedInSession(ctx, employee, first, { action: 'sign-in', subject: employee.email });
  return { ...signedIn, ...(recoveryCodes ? { recoveryCodes } : {}) };
}

/**
 * The one way a sign-in becomes a session, whichever way the person proved who they are (password, single
 * sign-on): a new server-side session, pending invitations ended and the sign-in audited in its
 * transaction, and the token for `membership`'s customer.
 */
export async function startSignedInSession(
  ctx: AppContext,
  employee: EmployeeRecord,
  membership: MembershipRow,
  audit: AuditRecord,
): Promise<SignInResponse> {
  const actor = { customerId: membership.customerId, employeeId: employee.id, name: employee.name };
  const session = await ctx.sessions.start(employee.id, async (trx) => {
    await endPendingInvitations(trx, employee.id);
    await recordAudit(trx, { ...ctx, actor }, audit);
  });
  return { token: await ctx.tokens.sign(tokenContent(session.id, employee, membership), session.expiresAt), culture: employee.culture };
}

/**
 * A fresh token for another (or the same) customer of the signed-in employee, with the current
 * newsletter flag. Keeps the Impersonator claim. 404 unless the employee is the token's and a member.
 * Same session: the new token expires with it at the latest, and dies with it on logout.
 */
export async function requestNewToken(ctx: RequestContext, input: { customerId: number; employeeId: number }): Promise<TokenResponse> {
  const { customerId, employeeId } = input;
  if (employeeId !== ctx.actor.employeeId) throw new NotFoundError();
  const employee = await findEmployeeById(ctx.db, employeeId);
  const membership = await findMembership(ctx.db, employeeId, customerId);
  if (!employee || !membership) throw new NotFoundError();
  const session = await ctx.sessions.live(ctx.actor.sessionId);
  if (!session) throw new UnauthenticatedError('The session has ended. Sign in again.');
  return { token: await ctx.tokens.sign(tokenContent(ctx.actor.sessionId, employee, membership, ctx.actor.impersonator), session.expiresAt) };
}

/** Ends the actor's session: its token and every token renewed from it are refused from now on. */
export async function logout(ctx: RequestContext): Promise<void> {
  await ctx.sessions.revoke(ctx.actor.sessionId);
}

/** Logs that the token's Impersonator acted as the employee (spec section 6). */
export async function logImpersonator(
  ctx: RequestContext,
  input: { customerId: number; employeeId: number; impersonatorName: string },
): Promise<void> {
  const { actor } = ctx;
  const { customerId, employeeId } = input;
  if (customerId !== actor.customerId || employeeId !== actor.employeeId) throw new NotFoundError();
  if (!actor.impersonator) throw new InvalidInputError('The token carries no Impersonator claim');
  const [localPart] = actor.impersonator.split('@');
  if (localPart !== input.impersonatorName) throw new InvalidInputError('The impersonator name does not match the token');
  const membership = await findMembership(ctx.db, employeeId, customerId);
  if (!membership) throw new NotFoundError();
  const impersonator = actor.impersonator;
  await ctx.db.transaction().execute(async (trx) => {
    await insertImpersonationLog(trx, { customerId, employeeId, impersonator });
    await recordAudit(trx, ctx, { action: 'impersonation', subject: actor.email, params: { details: { kind: 'impersonation', impersonator, name: actor.name } } });
  });
}
