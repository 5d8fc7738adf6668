import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PasswordLinkInfo } from '@portal/shared/contract';
import { inviteLinkHours, resetLinkHours } from '@portal/shared/rules';
import type { AppContext } from '../../context/service-context.js';
import type { Database, EmployeeTokenPurpose } from '../../db/schema.js';
import { ExpiredError } from '../../errors/domain-errors.js';
import { hashPassword } from '../../auth/password.js';
import { assertAcceptablePassword } from '../../auth/password-policy.js';
import { recordAudit } from '../audit/audit.service.js';
import { linkMailTexts } from './user-mail-texts.js';
import {
  activeCustomerIds,
  findEmployee,
  findEmployeeIdByEmail,
  findLiveToken,
  insertEmployeeToken,
  revokeEmployeeSessions,
  updateEmployee,
  useEmployeeTokens,
} from './user.repository.js';

/**
 * One-time links (issue 16): an invitation and a password reset are the same kind of link to the
 * shell's set-password screen. The token is 32 random bytes; only its SHA-256 is stored, so a read of
 * the database gives no usable link. It works once (every unused link of the employee dies with it)
 * and expires (72 hours for an invitation, 1 hour for a reset). It travels in the URL's fragment
 * (`#token=`), which browsers never send to a server, so no request log sees it.
 */
const HOUR_MS = 60 * 60 * 1000;

const tokenHashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Stores a new link (in the caller's transaction) and returns its URL. */
export async function createPasswordLink(
  db: Kysely<Database>,
  ctx: AppContext,
  input: { employeeId: number; customerId: number | null; purpose: EmployeeTokenPurpose },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const hours = input.purpose === 'invite' ? inviteLinkHours : resetLinkHours;
  await insertEmployeeToken(db, {
    tokenHash: tokenHashOf(token),
    employeeId: input.employeeId,
    customerId: input.customerId,
    purpose: input.purpose,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + hours * HOUR_MS).toISOString(),
  });
  return `${ctx.config.publicUrl.replace(/\/$/, '')}/set-password#token=${token}`;
}

/**
 * Forgotten password: a reset link to the e-mail when it belongs to an active member; the same
 * 204 either way (the answer must not tell which e-mails exist). The sign-in rate limits apply (route).
 */
export async function requestPasswordReset(ctx: AppContext, input: { email: string }): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const employeeId = await findEmployeeIdByEmail(ctx.db, email);
  if (employeeId === undefined) return;
  const customers = await activeCustomerIds(ctx.db, employeeId);
  const employee = await findEmployee(ctx.db, employeeId);
  if (customers.length === 0 || !employee) return;
  const link = await ctx.db.transaction().execute(async (trx) => {
    const url = await createPasswordLink(trx, ctx, { employeeId, customerId: null, purpose: 'reset' });
    for (const customerId of customers) {
      await recordAudit(trx, { ...ctx, actor: { customerId, employeeId, name: employee.name } }, { action: 'password.reset-requested', subject: employee.email });
    }
    return url;
  });
  const texts = linkMailTexts(employee.culture);
  await ctx.mailer.send({ to: employee.email, subject: texts.resetSubject(ctx.config.providerName), text: texts.reset(employee.name, link, resetLinkHours) });
}

const LINK_GONE = 'The link has expired or has been used. Ask for a new one.';

/** What a link is for (the set-password screen); 410 when it is unknown, used or expired. */
export async function passwordLinkInfo(ctx: AppContext, input: { token: string }): Promise<PasswordLinkInfo> {
  const found = await findLiveToken(ctx.db, tokenHashOf(input.token), ctx.now().toISOString());
  if (!found) throw new ExpiredError(LINK_GONE);
  return { email: found.email, purpose: found.purpose };
}

/**
 * Sets the password through a link: checks the password rules, stores its hash, uses up the
 * employee's links and ends their sessions (whoever knew the old password is signed out), with an
 * audit entry for the inviting customer (or, for a reset, each of the employee's customers).
 */
export async function setPasswordWithLink(ctx: AppContext, input: { token: string; password: string }): Promise<void> {
  const now = ctx.now().toISOString();
  const found = await findLiveToken(ctx.db, tokenHashOf(input.token), now);
  if (!found) throw new ExpiredError(LINK_GONE);
  assertAcceptablePassword(input.password, found.email);
  const hash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (trx) => {
    // Read again inside the transaction: two uses of one link race to here, only one finds it live.
    const live = await findLiveToken(trx, tokenHashOf(input.token), now);
    if (!live) throw new ExpiredError(LINK_GONE);
    await updateEmployee(trx, live.employee_id, { password_hash: hash });
    await useEmployeeTokens(trx, live.employee_id, now);
    await revokeEmployeeSessions(trx, live.employee_id, now);
    const customers = live.customer_id !== null ? [live.customer_id] : await activeCustomerIds(trx, live.employee_id);
    for (const customerId of customers) {
      await recordAudit(trx, { ...ctx, actor: { customerId, employeeId: live.employee_id, name: live.name } }, {
        action: 'password.set',
        subject: live.email,
        details: live.purpose === 'invite' ? 'invitation' : 'reset',
      });
    }
  });
  ctx.sessions.forgetCached();
}

/** The invitation mail for a new user (link) or an existing one given access (no link: they have a password). */
export async function sendInvitationMail(
  ctx: AppContext,
  input: { to: string; name: string; inviter: string; customer: string; link: string | null; culture: string | null },
): Promise<void> {
  const texts = linkMailTexts(input.culture);
  const provider = ctx.config.providerName;
  if (input.link === null) {
    await ctx.mailer.send({ to: input.to, subject: texts.addedSubject(provider), text: texts.added(input.name, input.inviter, input.customer, ctx.config.publicUrl) });
    return;
  }
  await ctx.mailer.send({ to: input.to, subject: texts.inviteSubject(provider), text: texts.invite(input.name, input.inviter, input.customer, input.link, inviteLinkHours) });
}
