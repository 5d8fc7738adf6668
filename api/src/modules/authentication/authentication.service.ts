import type { Kysely } from 'kysely';
import type { TokenClaims } from '@portal/shared/contract';
import type { Database } from '../../db/schema.js';
import { ForbiddenError, InvalidInputError, NotFoundError, UnauthenticatedError } from '../../errors/domain-errors.js';
import { findMembership, type MembershipRow } from '../../auth/membership.repository.js';
import { membershipsByName } from '../employee/employee.service.js';
import {
  findEmployeeByEmail,
  findEmployeeById,
  insertImpersonationLog,
  type EmployeeRecord,
} from './authentication.repository.js';
import { dummyPasswordCheck, verifyPassword } from '../../auth/password.js';
import type { TokenContent, TokenService } from '../../auth/token.js';
import type { Sessions } from '../../auth/sessions.js';

export const WRONG_CREDENTIALS = 'E-mail or password is wrong';

export interface AuthenticationDeps {
  db: Kysely<Database>;
  tokens: TokenService;
  sessions: Sessions;
}

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

/** Signs in: a new session; the token is for the employee's first customer by name. */
export async function authenticate(deps: AuthenticationDeps, email: string, password: string): Promise<string> {
  const employee = await findEmployeeByEmail(deps.db, email);
  const valid = employee ? await verifyPassword(password, employee.passwordHash) : await dummyPasswordCheck(password);
  if (!employee || !valid) throw new UnauthenticatedError(WRONG_CREDENTIALS);
  const [first] = await membershipsByName(deps.db, employee.id);
  if (!first) throw new ForbiddenError('Your user is not linked to any customer');
  const session = await deps.sessions.start(employee.id);
  return deps.tokens.sign(tokenContent(session.id, employee, first), session.expiresAt);
}

/**
 * A fresh token for another (or the same) customer of the signed-in employee, with the current
 * newsletter flag. Keeps the Impersonator claim. 404 unless the employee is the token's and a member.
 * Same session: the new token expires with it at the latest, and dies with it on logout.
 */
export async function requestNewToken(
  deps: AuthenticationDeps,
  claims: TokenClaims,
  customerId: number,
  employeeId: number,
): Promise<string> {
  if (String(employeeId) !== claims.EmployeeId) throw new NotFoundError();
  const employee = await findEmployeeById(deps.db, employeeId);
  const membership = await findMembership(deps.db, employeeId, customerId);
  if (!employee || !membership) throw new NotFoundError();
  const session = await deps.sessions.live(claims.sid);
  if (!session) throw new UnauthenticatedError('The session has ended. Sign in again.');
  return deps.tokens.sign(tokenContent(claims.sid, employee, membership, claims.Impersonator), session.expiresAt);
}

/** Ends the token's session: it and every token renewed from it are refused from now on. */
export async function logout(deps: AuthenticationDeps, claims: TokenClaims): Promise<void> {
  await deps.sessions.revoke(claims.sid);
}

/** Logs that the token's Impersonator acted as the employee (spec section 6). */
export async function logImpersonator(
  deps: AuthenticationDeps,
  claims: TokenClaims,
  customerId: number,
  employeeId: number,
  impersonatorName: string,
): Promise<void> {
  if (String(customerId) !== claims.CustomerId || String(employeeId) !== claims.EmployeeId) throw new NotFoundError();
  if (!claims.Impersonator) throw new InvalidInputError('The token carries no Impersonator claim');
  const [localPart] = claims.Impersonator.split('@');
  if (localPart !== impersonatorName) throw new InvalidInputError('The impersonator name does not match the token');
  const membership = await findMembership(deps.db, employeeId, customerId);
  if (!membership) throw new NotFoundError();
  await insertImpersonationLog(deps.db, { customerId, employeeId, impersonator: claims.Impersonator });
}
