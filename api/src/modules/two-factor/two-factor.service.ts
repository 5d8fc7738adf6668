import type { Kysely } from 'kysely';
import type { TotpConfirmResponse, TotpEnrolment, TwoFactorRequirement, TwoFactorStatus } from '@portal/shared/contract';
import { totpFailureWindowMinutes, totpMaxFailedCodes, twoFactorMessageKeys } from '@portal/shared/rules';
import type { AppContext, RequestContext } from '../../context/service-context.js';
import type { Database } from '../../db/schema.js';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, TooManyError, UnauthenticatedError } from '../../errors/domain-errors.js';
import { findMembership } from '../../auth/membership.repository.js';
import { recordAudit } from '../audit/audit.service.js';
import { requireAdmin } from '../user/user-access.js';
import {
  advanceTotpStep,
  clearFailedCodes,
  confirmTotp,
  countFailedCode,
  countUnusedRecoveryCodes,
  customerRequiresTwoFactor,
  deleteTwoFactor,
  employeeEmailOf,
  enrolledMemberIds,
  failedCodeCount,
  findTotp,
  isTwoFactorRequiredFor,
  replaceRecoveryCodes,
  savePendingTotp,
  setCustomerRequiresTwoFactor,
  useRecoveryCode,
  type TotpRow,
} from './two-factor.repository.js';
import { isTotpCode, matchingStep, newRecoveryCodes, newTotpSecret, otpauthUrlOf, qrCodeOf, recoveryCodeHash } from './two-factor-totp.js';

/**
 * Two-factor sign-in with TOTP (ADR 0057). An employee (the account, across customers) has at most one
 * authenticator key; it counts once confirmed with a code. Codes and keys are never logged: they travel
 * only in request and response bodies, which the request log leaves out.
 */

const failureKey = (employeeId: number): string => `totp-failures|${employeeId}`;
const FAILURE_WINDOW_MS = totpFailureWindowMinutes * 60 * 1000;

const wrongCodeMessage = 'The code is wrong or has expired. Enter the current code from your authenticator app, or a recovery code.';

/** 429 once the employee has entered too many wrong codes in the window, whichever session or address asks. */
async function assertUnderFailureLimit(ctx: AppContext, employeeId: number): Promise<void> {
  if ((await failedCodeCount(ctx.db, failureKey(employeeId), ctx.now().getTime())) >= totpMaxFailedCodes) {
    throw new TooManyError(`Too many wrong codes. Try again in ${totpFailureWindowMinutes} minutes.`).withKey(twoFactorMessageKeys.tooManyCodes);
  }
}

async function countFailure(ctx: AppContext, employeeId: number): Promise<void> {
  await countFailedCode(ctx.db, failureKey(employeeId), ctx.now().getTime(), FAILURE_WINDOW_MS);
}

const normalised = (code: string): string => code.replace(/\s/g, '');

/**
 * Checks a code of a confirmed key: an authenticator code (each step accepted once) or an unused recovery
 * code (used up by this). Counts a wrong one, clears the count on a right one.
 */
async function acceptCode(ctx: AppContext, employeeId: number, row: TotpRow, code: string): Promise<boolean> {
  await assertUnderFailureLimit(ctx, employeeId);
  const given = normalised(code);
  let accepted: boolean;
  if (isTotpCode(given)) {
    const step = matchingStep(row.secret, given, ctx.now());
    accepted = step !== null && (await advanceTotpStep(ctx.db, employeeId, step));
  } else {
    accepted = await useRecoveryCode(ctx.db, employeeId, recoveryCodeHash(given), ctx.now());
  }
  if (accepted) await clearFailedCodes(ctx.db, failureKey(employeeId));
  else await countFailure(ctx, employeeId);
  return accepted;
}

/** A new pending key for the employee (an earlier pending one is replaced). */
async function startEnrolment(ctx: AppContext, employee: { id: number; email: string }): Promise<TotpEnrolment> {
  const secret = newTotpSecret();
  await savePendingTotp(ctx.db, employee.id, secret, ctx.now());
  const otpauthUrl = otpauthUrlOf(secret, employee.email);
  return { secret, otpauthUrl, qrCode: await qrCodeOf(otpauthUrl) };
}

/** Confirms the pending key with its first code: the recovery codes, once. `alsoIn` runs in the same transaction. */
async function confirmPending(
  ctx: AppContext,
  employeeId: number,
  row: TotpRow,
  code: string,
  wrongCode: () => Error,
  alsoIn?: (trx: Kysely<Database>) => Promise<void>,
): Promise<string[]> {
  await assertUnderFailureLimit(ctx, employeeId);
  const given = normalised(code);
  const step = isTotpCode(given) ? matchingStep(row.secret, given, ctx.now()) : null;
  if (step === null) {
    await countFailure(ctx, employeeId);
    throw wrongCode();
  }
  const recoveryCodes = newRecoveryCodes();
  await ctx.db.transaction().execute(async (trx) => {
    await confirmTotp(trx, employeeId, step, ctx.now());
    await replaceRecoveryCodes(trx, employeeId, recoveryCodes.map(recoveryCodeHash));
    await alsoIn?.(trx);
  });
  await clearFailedCodes(ctx.db, failureKey(employeeId));
  return recoveryCodes;
}

/**
 * The sign-in's second step, after a right password. Without two-factor (and not required): nothing. With a
 * confirmed key: 401 `totpRequired` until `totp` is a right code. Required by one of the employee's
 * customers and not enrolled: 401 `totpRequired` with a new key to enrol (`enrolment`), then the code
 * confirms it and the sign-in answers the recovery codes (ADR 0057).
 */
export async function verifySignInSecondFactor(
  ctx: AppContext,
  employee: { id: number; email: string },
  totp: string | undefined,
  /** Runs in the transaction that confirms an enrolment made at sign-in (its audit entry). */
  onEnrolled?: (trx: Kysely<Database>) => Promise<void>,
): Promise<{ recoveryCodes?: string[] }> {
  const row = await findTotp(ctx.db, employee.id);
  const wrong = () => new UnauthenticatedError(wrongCodeMessage).withKey(twoFactorMessageKeys.wrongCode).withFields({ totpRequired: true });
  if (row?.confirmed) {
    if (totp === undefined) {
      throw new UnauthenticatedError('Enter the code from your authenticator app.').withKey(twoFactorMessageKeys.required).withFields({ totpRequired: true });
    }
    if (!(await acceptCode(ctx, employee.id, row, totp))) throw wrong();
    return {};
  }
  if (!(await isTwoFactorRequiredFor(ctx.db, employee.id))) return {};
  if (totp === undefined || !row) {
    const enrolment = await startEnrolment(ctx, employee);
    throw new UnauthenticatedError('Your organisation requires two-factor sign-in. Add the key to your authenticator app and enter its code.')
      .withKey(twoFactorMessageKeys.enrolmentRequired)
      .withFields({ totpRequired: true, enrolment });
  }
  return { recoveryCodes: await confirmPending(ctx, employee.id, row, totp, wrong, onEnrolled) };
}

export async function twoFactorStatus(ctx: RequestContext): Promise<TwoFactorStatus> {
  const { employeeId } = ctx.actor;
  const row = await findTotp(ctx.db, employeeId);
  const enabled = row?.confirmed === true;
  return {
    enabled,
    required: await isTwoFactorRequiredFor(ctx.db, employeeId),
    recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(ctx.db, employeeId) : 0,
  };
}

/** A new key for the signed-in employee (409 while one is confirmed: turn it off first). */
export async function enrolTotp(ctx: RequestContext): Promise<TotpEnrolment> {
  const row = await findTotp(ctx.db, ctx.actor.employeeId);
  if (row?.confirmed) {
    throw new ConflictError('Two-factor sign-in is already on. Turn it off first to use a new key.').withKey(twoFactorMessageKeys.alreadyEnrolled);
  }
  return startEnrolment(ctx, { id: ctx.actor.employeeId, email: ctx.actor.email });
}

/** Confirms the pending key with a code; answers the ten recovery codes, which the server keeps only hashed. */
export async function confirmTotpEnrolment(ctx: RequestContext, input: { code: string }): Promise<TotpConfirmResponse> {
  const { employeeId } = ctx.actor;
  const row = await findTotp(ctx.db, employeeId);
  if (row?.confirmed) {
    throw new ConflictError('Two-factor sign-in is already on.').withKey(twoFactorMessageKeys.alreadyEnrolled);
  }
  if (!row) throw new ConflictError('Start the set-up first: no key is waiting for a code.').withKey(twoFactorMessageKeys.noPendingEnrolment);
  const recoveryCodes = await confirmPending(
    ctx,
    employeeId,
    row,
    input.code,
    () => new InvalidInputError(wrongCodeMessage).withKey(twoFactorMessageKeys.wrongCode),
    (trx) => recordAudit(trx, ctx, { action: 'two-factor.enable', subject: ctx.actor.email }),
  );
  return { recoveryCodes };
}

/** Turns two-factor off with a current code (or a recovery code); 403 while a customer of the employee requires it. */
export async function disableTotp(ctx: RequestContext, input: { code: string }): Promise<void> {
  const { employeeId } = ctx.actor;
  const row = await findTotp(ctx.db, employeeId);
  if (!row?.confirmed) throw new ConflictError('Two-factor sign-in is not on.').withKey(twoFactorMessageKeys.notEnrolled);
  if (await isTwoFactorRequiredFor(ctx.db, employeeId)) {
    throw new ForbiddenError('Your organisation requires two-factor sign-in: it cannot be turned off.').withKey(twoFactorMessageKeys.requiredByCustomer);
  }
  if (!(await acceptCode(ctx, employeeId, row, input.code))) {
    throw new InvalidInputError(wrongCodeMessage).withKey(twoFactorMessageKeys.wrongCode);
  }
  await ctx.db.transaction().execute(async (trx) => {
    await deleteTwoFactor(trx, employeeId);
    await recordAudit(trx, ctx, { action: 'two-factor.disable', subject: ctx.actor.email });
  });
}

/** Admins: whether the customer requires two-factor, and which members have it. */
export async function readTwoFactorRequirement(ctx: RequestContext): Promise<TwoFactorRequirement> {
  await requireAdmin(ctx);
  const { customerId } = ctx.actor;
  return { required: await customerRequiresTwoFactor(ctx.db, customerId), enrolledEmployeeIds: await enrolledMemberIds(ctx.db, customerId) };
}

/** Admins: require (or stop requiring) two-factor of every password user of the customer; audited. */
export async function setTwoFactorRequirement(ctx: RequestContext, input: { required: boolean }): Promise<TwoFactorRequirement> {
  await requireAdmin(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    await setCustomerRequiresTwoFactor(trx, ctx.actor.customerId, input.required);
    await recordAudit(trx, ctx, { action: 'two-factor.requirement', subject: input.required ? 'required' : 'optional' });
  });
  return readTwoFactorRequirement(ctx);
}

/**
 * Admins: removes a member's key and recovery codes (a lost phone); audited when there was one to remove
 * (a DELETE: the same answer again). The member enrols again (at the next sign-in when the customer
 * requires it). 404 for someone who is not a member.
 */
export async function resetTwoFactor(ctx: RequestContext, input: { employeeId: number }): Promise<void> {
  await requireAdmin(ctx);
  const membership = await findMembership(ctx.db, input.employeeId, ctx.actor.customerId);
  if (!membership) throw new NotFoundError();
  const email = await employeeEmailOf(ctx.db, input.employeeId);
  if (email === undefined) throw new NotFoundError();
  await ctx.db.transaction().execute(async (trx) => {
    if (await deleteTwoFactor(trx, input.employeeId)) await recordAudit(trx, ctx, { action: 'two-factor.reset', subject: email });
  });
}
