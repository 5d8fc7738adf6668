import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PasswordLinkInfo } from '@portal/shared/contract';
import { inviteLinkHours, resetLinkHours } from '@portal/shared/rules';
import type { AppContext } from '../../context/service-context.js';
import type { Database, EmployeeTokenPurpose } from '../../db/schema.js';
import { ExpiredError } from '../../errors/domain-errors.js';
import { endPendingInvitations, findMembership } from '../../auth/membership.repository.js';
import { hashPassword, isPasswordHash } from '../../auth/password.js';
import { revokeEmployeeSessions } from '../../auth/session.repository.js';
import type { RunningJob } from '../../jobs/job-queue.js';
import { assertAcceptablePassword } from '../../auth/password-policy.js';
import { recordAudit } from '../audit/audit.service.js';
import { linkMailTexts } from './user-mail-texts.js';
import {
  activeCustomerIds,
  findEmployee,
  findEmployeeIdByEmail,
  findLiveToken,
  insertEmployeeToken,
  updateEmployee,
  useEmployeeTokens,
} from './user.repository.js';
import { tokenHashOf } from '../../auth/token-hash.js';

/**
 * One-time links: an invitation and a password reset are the same kind of link to the
 * shell's set-password screen. The token is 32 random bytes; only its SHA-256 is stored, so a read of
 * the database gives no usable link. It works once (every unused link of the employee dies with it)
 * and expires (72 hours for an invitation, 1 hour for a reset). It travels in the URL's fragment
 * (`#token=`), which browsers never send to a server, so no request log sees it.
 */
const HOUR_MS = 60 * 60 * 1000;


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

/** The job that looks up a "forgot password" e-mail and mails the link (ADR 0044). */
export const PASSWORD_RESET_JOB = 'password-reset-mail';
export interface PasswordResetJob {
  email: string;
}

/** The steps a retry of the mail jobs must not repeat. */
const AUDITED = 'audited';
const MAILED = 'mailed';

/**
 * Forgotten password: the request only queues a job with the e-mail, the same work whatever the
 * e-mail's state (unknown, invited, active), so neither the answer (204) nor its time tells which
 * e-mails have an account. The job mails the link. The sign-in rate limits apply (route).
 */
export async function requestPasswordReset(ctx: AppContext, input: { email: string }): Promise<void> {
  const email = input.email.trim().toLowerCase();
  await ctx.jobs.enqueue(PASSWORD_RESET_JOB, { email } satisfies PasswordResetJob, { owner: 'password-reset' });
}

/**
 * The reset job: a reset link to the e-mail when it belongs to an active member, with an audit entry
 * for each of the member's customers; nothing otherwise. A retry after a failed mail makes a new link
 * (only the hash of the first is stored) and writes no second audit entry.
 */
export async function runPasswordResetJob(ctx: AppContext, payload: PasswordResetJob, job: RunningJob): Promise<void> {
  if (job.previousStep === MAILED) return;
  const employeeId = await findEmployeeIdByEmail(ctx.db, payload.email);
  if (employeeId === undefined) return;
  const [customers, employee] = await Promise.all([activeCustomerIds(ctx.db, employeeId), findEmployee(ctx.db, employeeId)]);
  if (customers.length === 0 || !employee) return;
  const link = await ctx.db.transaction().execute(async (trx) => {
    const url = await createPasswordLink(trx, ctx, { employeeId, customerId: null, purpose: 'reset' });
    if (job.previousStep !== AUDITED) {
      for (const customerId of customers) {
        await recordAudit(trx, { ...ctx, actor: { customerId, employeeId, name: employee.name } }, { action: 'password.reset-requested', subject: employee.email });
      }
    }
    return url;
  });
  await job.step(AUDITED);
  const texts = linkMailTexts(employee.culture);
  await ctx.mailer.send({ to: employee.email, subject: texts.resetSubject(ctx.config.providerName), text: texts.reset(employee.name, link, resetLinkHours) });
  await job.step(MAILED);
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
 * employee's links, ends their sessions (whoever knew the old password is signed out) and their
 * pending invitations, with an audit entry for the inviting customer (or, for a reset, each of the
 * employee's customers).
 */
export async function setPasswordWithLink(ctx: AppContext, input: { token: string; password: string }): Promise<void> {
  const now = ctx.now();
  const found = await findLiveToken(ctx.db, tokenHashOf(input.token), now.toISOString());
  if (!found) throw new ExpiredError(LINK_GONE);
  assertAcceptablePassword(input.password, { email: found.email, name: found.name, providerName: ctx.config.providerName });
  const hash = await hashPassword(input.password);
  const revoked = await ctx.db.transaction().execute(async (trx) => {
    // Read again inside the transaction: two uses of one link race to here, only one finds it live.
    const live = await findLiveToken(trx, tokenHashOf(input.token), now.toISOString());
    if (!live) throw new ExpiredError(LINK_GONE);
    await updateEmployee(trx, live.employee_id, { password_hash: hash });
    await useEmployeeTokens(trx, live.employee_id, now.toISOString());
    await endPendingInvitations(trx, live.employee_id);
    const ended = await revokeEmployeeSessions(trx, live.employee_id, now.getTime());
    const customers = live.customer_id !== null ? [live.customer_id] : await activeCustomerIds(trx, live.employee_id);
    for (const customerId of customers) {
      await recordAudit(trx, { ...ctx, actor: { customerId, employeeId: live.employee_id, name: live.name } }, {
        action: 'password.set',
        subject: live.email,
        params: { details: { kind: 'passwordSet', purpose: live.purpose === 'invite' ? 'invitation' : 'reset' } },
      });
    }
    return ended;
  });
  await ctx.sessions.revokedByWrite(revoked);
}

/** The job that mails an invitation (ADR 0044): queued with the membership, in its transaction. */
export const INVITATION_JOB = 'invitation-mail';
export interface InvitationJob {
  /** Lower-cased, as stored. */
  email: string;
  customerId: number;
  /** The inviting Admin's name, as the mail names them. */
  inviter: string;
}

/**
 * The invitation job: a person without a password gets a one-time link to set one (never a password
 * by mail); a person who has one is told they were given access. Nothing when the membership is gone
 * or deactivated by the time the job runs.
 */
export async function runInvitationJob(ctx: AppContext, payload: InvitationJob, job: RunningJob): Promise<void> {
  if (job.previousStep === MAILED) return;
  const employeeId = await findEmployeeIdByEmail(ctx.db, payload.email);
  if (employeeId === undefined) return;
  const [employee, membership] = await Promise.all([findEmployee(ctx.db, employeeId), findMembership(ctx.db, employeeId, payload.customerId)]);
  if (!employee || !membership) return;
  const link = isPasswordHash(employee.password_hash)
    ? null
    : await createPasswordLink(ctx.db, ctx, { employeeId: employee.id, customerId: payload.customerId, purpose: 'invite' });
  const texts = linkMailTexts(employee.culture);
  const provider = ctx.config.providerName;
  await ctx.mailer.send(
    link === null
      ? { to: employee.email, subject: texts.addedSubject(provider), text: texts.added(employee.name, payload.inviter, membership.customerName, ctx.config.publicUrl) }
      : { to: employee.email, subject: texts.inviteSubject(provider), text: texts.invite(employee.name, payload.inviter, membership.customerName, link, inviteLinkHours) },
  );
  await job.step(MAILED);
}
