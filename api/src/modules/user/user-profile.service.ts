import type { AuditChange, Profile, ProfileCulture, ProfileUpdate } from '@portal/shared/contract';
import { passwordMessageKeys } from '@portal/shared/rules';
import type { RequestContext } from '../../context/service-context.js';
import { InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import { findMembership } from '../../auth/membership.repository.js';
import { checkPassword, hashPassword } from '../../auth/password.js';
import { revokeEmployeeSessions } from '../../auth/session.repository.js';
import { assertAcceptablePassword } from '../../auth/password-policy.js';
import { recordAudit } from '../audit/audit.service.js';
import { findEmployee, updateEmployee } from './user.repository.js';

/** The profile page: every signed-in user's own name, language, newsletter, terms and password. */
export async function readProfile(ctx: RequestContext): Promise<Profile> {
  const [employee, membership] = await Promise.all([
    findEmployee(ctx.db, ctx.actor.employeeId),
    findMembership(ctx.db, ctx.actor.employeeId, ctx.actor.customerId),
  ]);
  if (!employee || !membership) throw new NotFoundError();
  const accepted = employee.terms_accepted_at;
  return {
    employeeId: employee.id,
    name: employee.name,
    email: employee.email,
    role: membership.role,
    culture: (employee.culture as ProfileCulture | null) ?? null,
    newsletter: Boolean(employee.newsletter),
    termsAcceptedAt: accepted === null ? null : new Date(accepted).toISOString(),
  };
}

export async function updateProfile(ctx: RequestContext, input: ProfileUpdate): Promise<Profile> {
  const name = input.name.trim();
  if (name === '' || name.length > 100) throw new InvalidInputError('The name must be 1 to 100 characters');
  const before = await readProfile(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    await updateEmployee(trx, ctx.actor.employeeId, {
      name,
      culture: input.culture,
      newsletter: input.newsletter,
      ...(input.acceptTerms === true && before.termsAcceptedAt === null ? { terms_accepted_at: ctx.now().toISOString() } : {}),
    });
    const changed: AuditChange[] = [
      ...(name !== before.name ? [{ field: 'name', from: before.name, to: name } as const] : []),
      ...(input.culture !== before.culture ? [{ field: 'language', value: input.culture } as const] : []),
      ...(input.newsletter !== before.newsletter ? [{ field: 'newsletter', value: input.newsletter } as const] : []),
      ...(input.acceptTerms === true && before.termsAcceptedAt === null ? [{ field: 'terms' } as const] : []),
    ];
    if (changed.length > 0) await recordAudit(trx, ctx, { action: 'profile.update', subject: before.email, params: { details: { kind: 'changes', changes: changed } } });
  });
  return readProfile(ctx);
}

/**
 * Changes the own password: the current one is required (checked like a sign-in, and rate-limited
 * like one by the route); the new one follows the password rules. Every other session of the person
 * ends, as after a reset: whoever knew the old password is signed out; this session goes on.
 */
export async function changePassword(ctx: RequestContext, input: { currentPassword: string; newPassword: string }): Promise<void> {
  const employee = await findEmployee(ctx.db, ctx.actor.employeeId);
  if (!employee) throw new NotFoundError();
  if (!(await checkPassword(input.currentPassword, employee.password_hash))) {
    throw new InvalidInputError('The current password is wrong').withKey(passwordMessageKeys.wrongCurrent);
  }
  assertAcceptablePassword(input.newPassword, { email: employee.email, name: employee.name, providerName: ctx.config.providerName });
  const hash = await hashPassword(input.newPassword);
  const now = ctx.now().getTime();
  const revoked = await ctx.db.transaction().execute(async (trx) => {
    await updateEmployee(trx, employee.id, { password_hash: hash });
    const ended = await revokeEmployeeSessions(trx, employee.id, now, ctx.actor.sessionId);
    await recordAudit(trx, ctx, { action: 'password.change', subject: employee.email, ...(ended.length > 0 ? { params: { details: { kind: 'sessionsEnded', count: ended.length } } } : {}) });
    return ended;
  });
  await ctx.sessions.revokedByWrite(revoked);
}
