import type { AuditChange, CustomerUser, Role, UserInvite, UserUpdate } from '@portal/shared/contract';
import type { RequestContext } from '../../context/service-context.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { resolveLocationScope } from '../location/location-scope.js';
import { requireAdmin } from './user-access.js';
import { INVITATION_JOB, type InvitationJob } from './user-password.service.js';
import {
  countMemberships,
  countOtherActiveAdmins,
  deleteEmployee,
  deleteMembership,
  findAllowedCodes,
  findCustomerUser,
  findCustomerUsers,
  findEmployeeIdByEmail,
  insertEmployee,
  insertMembership,
  lockCustomerMembers,
  replaceAllowedLocations,
  updateMembership,
  type CustomerUserRow,
} from './user.repository.js';

/**
 * User administration for the customer's Admins. Every function starts with
 * `requireAdmin` (403 for anyone else, whatever the UI shows). The rules: an Admin cannot change,
 * deactivate or delete themself (another Admin does), and the customer keeps at least one active
 * Admin. An Admin sees every location: only Users are limited to chosen locations.
 *
 * Tenant isolation (ADR 0044): a person (e-mail, name, password) may belong to several customers. An
 * Admin manages this customer's membership and its view of the person (the name shown here, role,
 * locations, active), never the person: a rename sets the membership's display name, and adding an
 * e-mail that already has an account answers exactly as for a new one (the Admin's name for them,
 * "invited"), so nothing of the person's name or state in other customers shows.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function userOf(row: CustomerUserRow, codes: ReadonlyMap<number, string[]>): CustomerUser {
  return {
    employeeId: row.employee_id,
    name: row.name,
    email: row.email,
    role: row.role,
    active: Boolean(row.active),
    invited: row.invited_at !== null,
    locationCodes: row.restricted ? (codes.get(row.employee_id) ?? []) : null,
    mayApproveQuotes: row.role === 'Admin' || Boolean(row.may_approve_quotes),
  };
}

export async function listUsers(ctx: RequestContext): Promise<CustomerUser[]> {
  await requireAdmin(ctx);
  const { customerId } = ctx.actor;
  const [rows, codes] = await Promise.all([findCustomerUsers(ctx.db, customerId), findAllowedCodes(ctx.db, customerId)]);
  return rows.map((row) => userOf(row, codes));
}

async function userById(ctx: RequestContext, employeeId: number): Promise<CustomerUser> {
  const row = await findCustomerUser(ctx.db, ctx.actor.customerId, employeeId);
  if (!row) throw new NotFoundError('The user does not exist');
  return userOf(row, await findAllowedCodes(ctx.db, ctx.actor.customerId));
}

/** The allowed roots of a limited user: null (all locations), or the codes' ids (404 unknown, 400 empty, 400 for an Admin). */
async function allowedLocationsOf(ctx: RequestContext, role: Role, codes: readonly string[] | null | undefined): Promise<number[] | null> {
  if (codes === null || codes === undefined) return null;
  if (role === 'Admin') throw new InvalidInputError('An Admin sees every location: limit only users with the role User');
  if (codes.length === 0) throw new InvalidInputError('Choose at least one location, or all locations');
  return [...(await resolveLocationScope(ctx.db, ctx.actor.customerId, codes)).rootIds];
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > 100) throw new InvalidInputError('The name must be 1 to 100 characters');
  return trimmed;
}

/**
 * Invites a user: a new person is created with the Admin's name for them; a person who exists (in
 * another customer) gets a membership showing the Admin's name. Either way the answer is the same
 * (invited, the name given) and the mail goes through the job queue (a link to set a password, or
 * word that access was given). 409 when already a member of this customer.
 */
export async function inviteUser(ctx: RequestContext, input: UserInvite): Promise<CustomerUser> {
  await requireAdmin(ctx);
  const { customerId } = ctx.actor;
  const name = cleanName(input.name);
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) throw new InvalidInputError(`'${input.email}' is not a valid e-mail address`);
  const allowed = await allowedLocationsOf(ctx, input.role, input.locationCodes);
  let employeeId: number | undefined;
  const job: InvitationJob = { email, customerId, inviter: ctx.actor.name };
  await ctx.jobs.enqueue(INVITATION_JOB, job, {
    owner: `customer:${customerId}`,
    alsoIn: async (trx) => {
      const existing = await findEmployeeIdByEmail(trx, email);
      if (existing !== undefined && (await findCustomerUser(trx, customerId, existing))) {
        throw new ConflictError(`${email} is already a user of the customer`);
      }
      employeeId = existing ?? (await insertEmployee(trx, { name, email }));
      await insertMembership(trx, {
        employeeId,
        customerId,
        role: input.role,
        restricted: allowed !== null,
        // A new person's own name is the one given; an existing person keeps theirs, this customer shows the given one.
        displayName: existing === undefined ? null : name,
        invitedAt: ctx.now().toISOString(),
      });
      await replaceAllowedLocations(trx, { employeeId, customerId }, allowed ?? []);
      await recordAudit(trx, ctx, {
        action: 'user.invite',
        subject: email,
        params: { details: { kind: 'access', role: input.role, locations: allowed ? [...(input.locationCodes ?? [])] : null } },
      });
    },
  });
  if (employeeId === undefined) throw new Error('The invitation stored no membership');
  return userById(ctx, employeeId);
}

/** The customer must keep an active Admin; an Admin cannot change their own role or access. */
async function assertAdminsRemain(ctx: RequestContext, target: CustomerUserRow, next: { role: Role; active: boolean } | 'deleted'): Promise<void> {
  const stillAdmin = next !== 'deleted' && next.role === 'Admin' && next.active;
  const wasAdmin = target.role === 'Admin' && Boolean(target.active);
  if (wasAdmin && !stillAdmin && (await countOtherActiveAdmins(ctx.db, ctx.actor.customerId, target.employee_id)) === 0) {
    throw new ConflictError('The customer must keep at least one active Admin');
  }
}

export async function updateUser(ctx: RequestContext, input: UserUpdate & { employeeId: number }): Promise<CustomerUser> {
  await requireAdmin(ctx);
  const { customerId } = ctx.actor;
  const name = cleanName(input.name);
  const allowed = await allowedLocationsOf(ctx, input.role, input.locationCodes);
  await ctx.db.transaction().execute(async (trx) => {
    await lockCustomerMembers(trx, customerId);
    const target = await findCustomerUser(trx, customerId, input.employeeId);
    if (!target) throw new NotFoundError('The user does not exist');
    if (target.employee_id === ctx.actor.employeeId && (input.role !== target.role || !input.active || allowed !== null)) {
      throw new ConflictError('You cannot change your own role, access or locations; ask another Admin');
    }
    await assertAdminsRemain({ ...ctx, db: trx }, target, { role: input.role, active: input.active });
    // The name this customer shows: the membership's, never the person's own (ADR 0044).
    await updateMembership(
      trx,
      { employeeId: target.employee_id, customerId },
      {
        role: input.role,
        active: input.active,
        restricted: allowed !== null,
        ...(name !== target.name ? { displayName: name } : {}),
        ...(input.mayApproveQuotes !== undefined ? { mayApproveQuotes: input.mayApproveQuotes } : {}),
      },
    );
    await replaceAllowedLocations(trx, { employeeId: target.employee_id, customerId }, allowed ?? []);
    const changed: AuditChange[] = [
      ...(name !== target.name ? [{ field: 'name', from: target.name, to: name } as const] : []),
      ...(input.role !== target.role ? [{ field: 'role', from: target.role, to: input.role } as const] : []),
      ...(input.active !== Boolean(target.active) ? [{ field: 'active', value: input.active } as const] : []),
      ...(input.mayApproveQuotes !== undefined && input.mayApproveQuotes !== Boolean(target.may_approve_quotes)
        ? [{ field: 'mayApproveQuotes', value: input.mayApproveQuotes } as const]
        : []),
      { field: 'locations', codes: allowed === null ? null : [...(input.locationCodes ?? [])] },
    ];
    await recordAudit(trx, ctx, { action: 'user.update', subject: target.email, params: { details: { kind: 'changes', changes: changed } } });
  });
  return userById(ctx, input.employeeId);
}

/** Removes the user from the customer; an employee left without any customer is deleted. */
export async function deleteUser(ctx: RequestContext, input: { employeeId: number }): Promise<void> {
  await requireAdmin(ctx);
  const { customerId } = ctx.actor;
  await ctx.db.transaction().execute(async (trx) => {
    await lockCustomerMembers(trx, customerId);
    const target = await findCustomerUser(trx, customerId, input.employeeId);
    if (!target) throw new NotFoundError('The user does not exist');
    if (target.employee_id === ctx.actor.employeeId) throw new ConflictError('You cannot delete yourself; ask another Admin');
    await assertAdminsRemain({ ...ctx, db: trx }, target, 'deleted');
    await deleteMembership(trx, { employeeId: target.employee_id, customerId });
    if ((await countMemberships(trx, target.employee_id)) === 0) await deleteEmployee(trx, target.employee_id);
    await recordAudit(trx, ctx, { action: 'user.delete', subject: target.email, params: { details: { kind: 'removedPerson', name: target.name } } });
  });
}
