import {
  apiRequest,
  getSession,
  requestNewToken,
  setActiveLocation,
  setCulture,
  setRuntimeConfig,
  storeToken,
  subscribeSession,
} from '@portal/shared';
import type { Culture, LocationNode } from '@portal/shared/contract';

/** Renew this long before the token's `exp` (the API's tokens live far longer). */
const RENEW_BEFORE_MS = 60_000;

export interface EmbedSessionOptions {
  token: string;
  customerId?: string;
  locationCode?: string;
  culture?: Culture;
  apiBaseUrl: string;
  getToken?: () => string | Promise<string>;
}

let getTokenHook: EmbedSessionOptions['getToken'];
let renewTimer: number | undefined;
let watching = false;

/** Stores a token; an undecodable or expired one is refused with a message the host developer can act on. */
export function setToken(token: string): void {
  if (!storeToken(token)) {
    throw new Error('PortalEmbed: the token cannot be decoded or has expired');
  }
  scheduleRenewal();
}

/** A fresh token: from the host's getToken() when it gave one, else the API's requestnewtoken. */
async function renew(): Promise<void> {
  const { claims } = getSession();
  if (getTokenHook) {
    setToken(await getTokenHook());
  } else if (claims) {
    setToken((await requestNewToken(claims.CustomerId, claims.EmployeeId)).token);
  }
}

function scheduleRenewal(): void {
  window.clearTimeout(renewTimer);
  const { claims } = getSession();
  if (!claims) return;
  const delay = Math.max(0, claims.exp * 1000 - Date.now() - RENEW_BEFORE_MS);
  // setTimeout overflows beyond ~24.8 days; such a token is renewed by a later mount or setToken.
  if (delay > 2 ** 31 - 1) return;
  renewTimer = window.setTimeout(() => {
    renew().catch((error: unknown) => console.error('PortalEmbed: the token could not be renewed', error));
  }, delay);
}

/** The session the page's mounts share: the options it was started with, and the start itself. */
let started: { key: string; done: Promise<void> } | undefined;

/**
 * Sets up the session every mount on the page shares (one session, one overlay host per page). A mount
 * with the options the session was started with takes it as it is; otherwise the start waits for the one
 * before. Re-applying the same options would announce a location change (or a customer change, after the
 * exchange for `customerId`) that a list mounted meanwhile takes as a new location and empties itself for.
 */
export function startEmbedSession(options: EmbedSessionOptions): Promise<void> {
  const key = JSON.stringify([options.token, options.customerId ?? null, options.locationCode ?? null, options.culture ?? null, options.apiBaseUrl]);
  if (started?.key === key) {
    getTokenHook = options.getToken ?? getTokenHook;
    return started.done;
  }
  const done = (started?.done ?? Promise.resolve()).catch(() => undefined).then(() => applySession(options));
  const current = { key, done };
  started = current;
  // A start that failed (expired token, customer refused) is not the page's session: the next mount tries again.
  done.catch(() => {
    if (started === current) started = undefined;
  });
  return done;
}

/**
 * API base URL, culture, token (for `customerId` when it differs from the token's customer), active
 * location (the given one, else the remembered or first one).
 */
async function applySession(options: EmbedSessionOptions): Promise<void> {
  getTokenHook = options.getToken;
  setRuntimeConfig({ apiBaseUrl: options.apiBaseUrl.replace(/\/+$/, ''), environment: 'production', providerName: '', publicSiteUrl: '' });
  if (options.culture) setCulture(options.culture);
  setToken(options.token);
  const claims = getSession().claims;
  if (options.customerId && claims && claims.CustomerId !== options.customerId) {
    // The API refuses a customer the employee may not see (404), which fails the mount.
    setToken((await requestNewToken(options.customerId, claims.EmployeeId)).token);
  }
  if (options.locationCode) {
    setActiveLocation(options.locationCode);
  } else if (!getSession().locationCode) {
    const customerId = getSession().customerId ?? '';
    const locations = await apiRequest<LocationNode[]>(`/location/${encodeURIComponent(customerId)}/locations`);
    if (locations[0]) setActiveLocation(locations[0].code);
  }
  if (!watching && getTokenHook) {
    watching = true;
    // The API refused the token (401 ends the session): ask the host for a new one once.
    subscribeSession(() => {
      if (getSession().token === null && getTokenHook) {
        renew().catch((error: unknown) => console.error('PortalEmbed: getToken() failed', error));
      }
    });
  }
}
