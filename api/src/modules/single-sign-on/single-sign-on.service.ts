import type { SignInResponse, SingleSignOnSettings, SingleSignOnStartResponse } from '@portal/shared/contract';
import { singleSignOnErrorParameter, singleSignOnFlowMinutes, singleSignOnMessageKeys } from '@portal/shared/rules';
import type { AppContext, RequestContext } from '../../context/service-context.js';
import { UnavailableError } from '../../errors/domain-errors.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import { findMembership } from '../../auth/membership.repository.js';
import { findEmployeeByEmail, findEmployeeById, type EmployeeRecord } from '../authentication/authentication.repository.js';
import { startSignedInSession } from '../authentication/authentication.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { requireAdmin } from '../user/user-access.js';
import { insertEmployee } from '../user/user.repository.js';
import { authorizationUrl, completeSignIn, newFlowChecks, type FlowChecks, type ProviderClient } from './single-sign-on-client.js';
import { CLIENT_SECRET_PURPOSE, FLOW_COOKIE_PURPOSE, seal, unseal } from '../../auth/sealed-secret.js';
import {
  findSingleSignOn,
  findSingleSignOnByDomain,
  hasAnyMembership,
  insertJustInTimeMembership,
  singleSignOnDomains,
  type SingleSignOnRow,
} from './single-sign-on.repository.js';

/**
 * Single sign-on with the customer's OpenID Connect provider (ADR 0063). The e-mail's domain picks the
 * customer; the flow's state, nonce and PKCE verifier travel in a cookie sealed with SSO_SECRET_KEY; the
 * provider's return is checked by openid-client; the address it vouches for must be of one of the customer's
 * domains and an active member's, or (just-in-time creation on) becomes a restricted User without locations.
 * The session is the password sign-in's (`startSignedInSession`).
 */

export const CALLBACK_PATH = '/api/authentication/sso/callback';
const FLOW_MS = singleSignOnFlowMinutes * 60 * 1000;

/** What the sealed flow cookie holds. */
interface Flow extends FlowChecks {
  customerId: number;
  expiresAt: number;
}

/** Why a return was refused: the message key for the page, and a note for the audit trail and the log. */
class Refusal extends Error {
  constructor(
    readonly key: string,
    note: string,
    readonly email?: string,
  ) {
    super(note);
  }
}

const domainOf = (email: string): string => email.slice(email.lastIndexOf('@') + 1);
const redirectUriOf = (ctx: AppContext): string => `${ctx.config.publicUrl.replace(/\/+$/, '')}${CALLBACK_PATH}`;

function providerClientOf(ctx: AppContext, row: SingleSignOnRow): ProviderClient {
  const clientSecret = unseal(ctx.config.ssoSecretKey, CLIENT_SECRET_PURPOSE, row.sealedClientSecret);
  if (clientSecret === undefined) {
    // Another SSO_SECRET_KEY than the import's: the operator's to fix, the user can only use the password meanwhile.
    throw new UnavailableError('Single sign-on is not available right now: the stored client secret cannot be read. Contact your provider.');
  }
  return { issuer: row.issuer, clientId: row.clientId, clientSecret };
}


/**
 * The first step of the sign-in: where the e-mail signs in. A domain of a customer with single sign-on
 * answers the provider's URL and the sealed flow for the cookie; any other address the password step.
 */
export async function startSingleSignOn(ctx: AppContext, input: { email: string }): Promise<{ answer: SingleSignOnStartResponse; flowCookie?: string }> {
  const email = input.email.trim().toLowerCase();
  const row = await findSingleSignOnByDomain(ctx.db, domainOf(email));
  if (!row) return { answer: { password: true } };
  const checks = newFlowChecks();
  let redirectUrl: string;
  try {
    redirectUrl = await authorizationUrl(providerClientOf(ctx, row), { redirectUri: redirectUriOf(ctx), loginHint: email, checks });
  } catch (error) {
    if (error instanceof UnavailableError) throw error;
    ctx.log.warn({ customerId: row.customerId, issuer: row.issuer, err: error }, 'single sign-on: the provider could not be reached');
    throw new UnavailableError('Your organisation\'s sign-in cannot be reached right now. Try again in a moment.');
  }
  const flow: Flow = { ...checks, customerId: row.customerId, expiresAt: ctx.now().getTime() + FLOW_MS };
  return { answer: { redirectUrl }, flowCookie: seal(ctx.config.ssoSecretKey, FLOW_COOKIE_PURPOSE, JSON.stringify(flow)) };
}

function flowOf(ctx: AppContext, cookie: string | undefined): Flow {
  const text = cookie ? unseal(ctx.config.ssoSecretKey, FLOW_COOKIE_PURPOSE, cookie) : undefined;
  if (text === undefined) throw new Refusal(singleSignOnMessageKeys.failed, 'no sign-in was started in this browser (flow cookie missing or altered)');
  const flow = JSON.parse(text) as Flow;
  if (flow.expiresAt < ctx.now().getTime()) throw new Refusal(singleSignOnMessageKeys.failed, 'the sign-in took too long');
  return flow;
}

/** The employee the provider vouched for, an active member of the customer; created or added with just-in-time creation. */
async function memberFor(
  ctx: AppContext,
  row: SingleSignOnRow,
  identity: { email: string; name: string | undefined },
): Promise<EmployeeRecord> {
  const existing = await findEmployeeByEmail(ctx.db, identity.email);
  if (existing && (await findMembership(ctx.db, existing.id, row.customerId))) return existing;
  // A deactivated membership stays deactivated: only an Admin brings a person back.
  const deactivated = existing !== undefined && (await hasAnyMembership(ctx.db, existing.id, row.customerId));
  if (!row.justInTime || deactivated) throw new Refusal(singleSignOnMessageKeys.unknownUser, 'no active user of the customer has the address', identity.email);
  let employeeId: number;
  try {
    employeeId = await ctx.db.transaction().execute(async (trx) => {
      const id = existing?.id ?? (await insertEmployee(trx, { name: identity.name?.trim() || identity.email.split('@')[0] || identity.email, email: identity.email }));
      await insertJustInTimeMembership(trx, id, row.customerId);
      await recordAudit(trx, { ...ctx, actor: { customerId: row.customerId, employeeId: id, name: identity.name ?? identity.email } }, {
        action: 'user.just-in-time',
        subject: identity.email,
      });
      return id;
    });
  } catch (error) {
    // Two first sign-ins of the address at once: the other made the person; this one signs in as them.
    if (!isUniqueViolation(error)) throw error;
    const made = await findEmployeeByEmail(ctx.db, identity.email);
    if (made && (await findMembership(ctx.db, made.id, row.customerId))) return made;
    throw error;
  }
  const created = await findEmployeeById(ctx.db, employeeId);
  if (!created) throw new Error('The just-in-time user was not stored');
  return created;
}

/**
 * openid-client's error with its code and its causes' messages, which say what did not match (state, iss, nonce);
 * their detail objects stay out, as they carry the flow's expected values.
 */
function whyFailed(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    parts.push(typeof code === 'string' ? `${current.message} (${code})` : current.message);
    current = current.cause;
  }
  return parts.length > 0 ? parts.join(': ') : String(error);
}

async function signInFrom(ctx: AppContext, flow: Flow, row: SingleSignOnRow, callbackUrl: URL): Promise<SignInResponse> {
  let identity;
  try {
    identity = await completeSignIn(providerClientOf(ctx, row), callbackUrl, flow);
  } catch (error) {
    if (error instanceof UnavailableError) throw new Refusal(singleSignOnMessageKeys.failed, error.message);
    throw new Refusal(singleSignOnMessageKeys.failed, `the provider's return did not check out: ${whyFailed(error)}`);
  }
  const email = identity.email?.trim().toLowerCase();
  if (!email || !email.includes('@')) throw new Refusal(singleSignOnMessageKeys.unverifiedEmail, 'the provider sent no e-mail address');
  if (identity.emailVerified === false) throw new Refusal(singleSignOnMessageKeys.unverifiedEmail, 'the provider has not verified the address', email);
  // The customer's provider speaks for the customer's domains only, never for another customer's addresses.
  const domains = await singleSignOnDomains(ctx.db, row.customerId);
  if (!domains.includes(domainOf(email))) throw new Refusal(singleSignOnMessageKeys.unverifiedEmail, "the address is not of the customer's domains", email);
  const employee = await memberFor(ctx, row, { email, name: identity.name });
  const membership = await findMembership(ctx.db, employee.id, row.customerId);
  if (!membership) throw new Refusal(singleSignOnMessageKeys.unknownUser, 'no active user of the customer has the address', email);
  return startSignedInSession(ctx, employee, membership, { action: 'sign-in.sso', subject: employee.email, details: row.issuer });
}

/**
 * The provider's return (`query`: the callback's query string as the browser sent it). Answers where the
 * browser goes: the portal with the new session's token and the profile's language when it has one
 * (`/login?accessToken=&culture=`, which the shell takes and removes from the address bar), or
 * `/login?ssoError=<key>` with the reason's message key. Refusals of a
 * known customer's flow go in its audit trail.
 */
export async function finishSingleSignOn(ctx: AppContext, input: { query: string; flowCookie: string | undefined }): Promise<string> {
  let flow: Flow | undefined;
  try {
    flow = flowOf(ctx, input.flowCookie);
    const row = await findSingleSignOn(ctx.db, flow.customerId);
    if (!row) throw new Refusal(singleSignOnMessageKeys.failed, 'the customer no longer has single sign-on');
    const { token, culture } = await signInFrom(ctx, flow, row, new URL(`${redirectUriOf(ctx)}?${input.query}`));
    // The profile's language goes along, as a password sign-in's answer carries it (the shell switches to it).
    const target = new URLSearchParams({ accessToken: token });
    if (culture) target.set('culture', culture);
    return `/login?${target.toString()}`;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    ctx.log.info({ customerId: flow?.customerId, reason: error.message }, 'single sign-on refused');
    if (flow) {
      const actor = { customerId: flow.customerId, employeeId: null, name: 'Single sign-on' };
      await recordAudit(ctx.db, { ...ctx, actor }, {
        action: 'sign-in.sso-refused',
        subject: error.email ?? 'single sign-on',
        details: error.message.slice(0, 500),
      });
    }
    return `/login?${singleSignOnErrorParameter}=${encodeURIComponent(error.key)}`;
  }
}

/** The customer's identity provider for its Admins, read-only and without the client secret. */
export async function readSingleSignOnSettings(ctx: RequestContext): Promise<SingleSignOnSettings> {
  await requireAdmin(ctx);
  const row = await findSingleSignOn(ctx.db, ctx.actor.customerId);
  if (!row) return { configured: false, issuer: null, clientId: null, domains: [], enforced: false, justInTime: false };
  return {
    configured: true,
    issuer: row.issuer,
    clientId: row.clientId,
    domains: await singleSignOnDomains(ctx.db, row.customerId),
    enforced: row.enforced,
    justInTime: row.justInTime,
  };
}
