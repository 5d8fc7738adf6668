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

export const WRONG_CREDENTIALS = 'E-mail or password is wrong';

export interface AuthenticationDeps {
  db: Kysely<Database>;
  tokens: TokenService;
}

function tokenContent(employee: EmployeeRecord, membership: MembershipRow, impersonator?: string): TokenContent {
  return {
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

/** Signs in; the token is for the employee's first customer by name. */
export async function authenticate(deps: AuthenticationDeps, email: string, password: string): Promise<string> {
  const employee = await findEmployeeByEmail(deps.db, email);
  const valid = employee ? await verifyPassword(password, employee.passwordHash) : await dummyPasswordCheck(password);
  if (!employee || !valid) throw new UnauthenticatedError(WRONG_CREDENTIALS);
  const [first] = await membershipsByName(deps, { employeeId: employee.id });
  if (!first) throw new ForbiddenError('Your user is not linked to any customer');
  return deps.tokens.sign(tokenContent(employee, first));
}

/**
 * A fresh token for another (or the same) customer of the signed-in employee, with the current
 * newsletter flag. Keeps the Impersonator claim. 404 unless the employee is the token's and a member.
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
  return deps.tokens.sign(tokenContent(employee, membership, claims.Impersonator));
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
