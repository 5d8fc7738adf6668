import type { ImportCustomer } from '../import-format.js';
import { sealClientSecret, unsealClientSecret } from '../../modules/single-sign-on/single-sign-on.service.js';
import {
  deleteSingleSignOn,
  findSingleSignOn,
  saveSingleSignOn,
  singleSignOnDomains,
  domainsOfOtherCustomers,
} from '../../modules/single-sign-on/single-sign-on.repository.js';
import type { WriterContext } from './writer-context.js';

const sameDomains = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && [...a].sort().every((domain, i) => domain === [...b].sort()[i]);

/**
 * A customer's `singleSignOn`: left out keeps the stored provider (a file of tasks must not switch a
 * customer's sign-in off), null removes it, an object replaces it. Unchanged (the secret compared after
 * unsealing) writes nothing, so the same file twice changes nothing.
 */
export async function writeSingleSignOn(ctx: WriterContext, customer: ImportCustomer, index: number): Promise<void> {
  if (customer.singleSignOn === undefined) return;
  ctx.cursor.path = `/customers/${index}/singleSignOn`;
  const customerId = ctx.customerIds.get(customer.xalId);
  if (customerId === undefined) throw new Error(`customer ${customer.xalId} was not stored`);
  const stored = await findSingleSignOn(ctx.db, customerId);
  const wanted = customer.singleSignOn;
  if (wanted === null) {
    if (!stored) return;
    await deleteSingleSignOn(ctx.db, customerId);
    ctx.tally.deleted.customer_single_sign_on += 1;
    return;
  }
  if (!ctx.ssoSecretKey) throw new Error('single sign-on needs SSO_SECRET_KEY to store the client secret');
  const taken = await domainsOfOtherCustomers(ctx.db, customerId, wanted.domains);
  if (taken.length > 0) throw new Error(`the domain ${taken.join(', ')} already signs in at another customer's provider`);
  const enforced = wanted.enforced ?? false;
  const justInTime = wanted.justInTimeUsers ?? false;
  if (
    stored &&
    stored.issuer === wanted.issuer &&
    stored.clientId === wanted.clientId &&
    stored.enforced === enforced &&
    stored.justInTime === justInTime &&
    unsealClientSecret(ctx.ssoSecretKey, stored.sealedClientSecret) === wanted.clientSecret &&
    sameDomains(await singleSignOnDomains(ctx.db, customerId), wanted.domains)
  ) {
    return;
  }
  await saveSingleSignOn(ctx.db, {
    customerId,
    issuer: wanted.issuer,
    clientId: wanted.clientId,
    sealedClientSecret: sealClientSecret(ctx.ssoSecretKey, wanted.clientSecret),
    enforced,
    justInTime,
    domains: wanted.domains,
  });
  if (stored) ctx.tally.updated.customer_single_sign_on += 1;
  else ctx.tally.inserted.customer_single_sign_on += 1;
}
