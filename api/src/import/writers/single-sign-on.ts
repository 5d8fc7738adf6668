import type { Kysely } from 'kysely';
import { CLIENT_SECRET_PURPOSE, seal, unseal } from '../../auth/sealed-secret.js';
import type { Database } from '../../db/schema.js';
import type { ImportCustomer, ImportSingleSignOn } from '../import-format.js';
import type { WriterContext } from './writer-context.js';

interface StoredSingleSignOn {
  issuer: string;
  clientId: string;
  sealedClientSecret: string;
  enforced: boolean;
  justInTime: boolean;
  domains: string[];
}

async function storedOf(db: Kysely<Database>, customerId: number): Promise<StoredSingleSignOn | undefined> {
  const row = await db
    .selectFrom('customer_single_sign_on')
    .select(['issuer', 'client_id', 'client_secret', 'enforced', 'just_in_time'])
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!row) return undefined;
  const domains = await db.selectFrom('customer_single_sign_on_domains').select('domain').where('customer_id', '=', customerId).execute();
  return {
    issuer: row.issuer,
    clientId: row.client_id,
    sealedClientSecret: row.client_secret,
    enforced: Boolean(row.enforced),
    justInTime: Boolean(row.just_in_time),
    domains: domains.map((entry) => entry.domain),
  };
}

/** Which of `domains` already sign in at another customer's provider. */
async function domainsOfOthers(db: Kysely<Database>, customerId: number, domains: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('customer_single_sign_on_domains')
    .select('domain')
    .where('domain', 'in', [...domains])
    .where('customer_id', '<>', customerId)
    .execute();
  return rows.map((row) => row.domain);
}

function unchanged(stored: StoredSingleSignOn, wanted: ImportSingleSignOn, ssoSecretKey: string): boolean {
  const sorted = (list: readonly string[]) => [...list].sort().join('\n');
  return (
    stored.issuer === wanted.issuer &&
    stored.clientId === wanted.clientId &&
    stored.enforced === (wanted.enforced ?? false) &&
    stored.justInTime === (wanted.justInTimeUsers ?? false) &&
    sorted(stored.domains) === sorted(wanted.domains) &&
    unseal(ssoSecretKey, CLIENT_SECRET_PURPOSE, stored.sealedClientSecret) === wanted.clientSecret
  );
}

async function save(db: Kysely<Database>, customerId: number, wanted: ImportSingleSignOn, ssoSecretKey: string): Promise<void> {
  const values = {
    issuer: wanted.issuer,
    client_id: wanted.clientId,
    client_secret: seal(ssoSecretKey, CLIENT_SECRET_PURPOSE, wanted.clientSecret),
    enforced: wanted.enforced ?? false,
    just_in_time: wanted.justInTimeUsers ?? false,
  };
  await db
    .insertInto('customer_single_sign_on')
    .values({ customer_id: customerId, ...values })
    .onConflict((conflict) => conflict.column('customer_id').doUpdateSet(values))
    .execute();
  await db.deleteFrom('customer_single_sign_on_domains').where('customer_id', '=', customerId).execute();
  await db
    .insertInto('customer_single_sign_on_domains')
    .values(wanted.domains.map((domain) => ({ domain, customer_id: customerId })))
    .execute();
}

async function remove(db: Kysely<Database>, customerId: number): Promise<void> {
  await db.deleteFrom('customer_single_sign_on_domains').where('customer_id', '=', customerId).execute();
  await db.deleteFrom('customer_single_sign_on').where('customer_id', '=', customerId).execute();
}

/**
 * A customer's `singleSignOn` (ADR 0063): left out keeps the stored provider (a file of tasks must not switch a
 * customer's sign-in off), null removes it, an object replaces it, its client secret sealed with SSO_SECRET_KEY.
 * Unchanged (the secret compared after unsealing) writes nothing, so the same file twice changes nothing.
 */
export async function writeSingleSignOn(ctx: WriterContext, customer: ImportCustomer, index: number): Promise<void> {
  if (customer.singleSignOn === undefined) return;
  ctx.cursor.path = `/customers/${index}/singleSignOn`;
  const customerId = ctx.customerIds.get(customer.xalId);
  if (customerId === undefined) throw new Error(`customer ${customer.xalId} was not stored`);
  const stored = await storedOf(ctx.db, customerId);
  const wanted = customer.singleSignOn;
  if (wanted === null) {
    if (!stored) return;
    await remove(ctx.db, customerId);
    ctx.tally.deleted.customer_single_sign_on += 1;
    return;
  }
  if (!ctx.ssoSecretKey) throw new Error('single sign-on needs SSO_SECRET_KEY to store the client secret');
  const taken = await domainsOfOthers(ctx.db, customerId, wanted.domains);
  if (taken.length > 0) throw new Error(`the domain ${taken.join(', ')} already signs in at another customer's provider`);
  if (stored && unchanged(stored, wanted, ctx.ssoSecretKey)) return;
  await save(ctx.db, customerId, wanted, ctx.ssoSecretKey);
  if (stored) ctx.tally.updated.customer_single_sign_on += 1;
  else ctx.tally.inserted.customer_single_sign_on += 1;
}
