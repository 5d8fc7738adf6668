import { singleSignOnMessageKeys } from '@portal/shared/rules';
import type { AppContext } from '../../context/service-context.js';
import { ForbiddenError } from '../../errors/domain-errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { enforcingCustomerOf } from './single-sign-on.repository.js';

export const ENFORCED_MESSAGE =
  "Your organisation requires sign-in through its own single sign-on, so the password cannot be used. Sign in with your organisation's e-mail address.";

/**
 * Enforced single sign-on: a right password of an active member of a customer that enforces it is refused
 * (403 with its key), and the refusal goes in that customer's audit trail. Asked only after the password
 * was right, so the answer tells nothing about an address to someone without the password.
 */
export async function refuseEnforcedPassword(ctx: AppContext, employee: { id: number; name: string; email: string }): Promise<void> {
  const enforcing = await enforcingCustomerOf(ctx.db, employee.id);
  if (!enforcing) return;
  const actor = { customerId: enforcing.customerId, employeeId: employee.id, name: employee.name };
  await recordAudit(ctx.db, { ...ctx, actor }, { action: 'sign-in.refused', subject: employee.email, details: 'password: single sign-on is enforced' });
  throw new ForbiddenError(ENFORCED_MESSAGE).withKey(singleSignOnMessageKeys.enforced);
}
