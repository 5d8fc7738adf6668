import * as oidc from 'openid-client';

/**
 * The OpenID Connect relying party (openid-client): discovery of a customer's provider, the authorization
 * URL of an Authorization Code flow with PKCE, `state` and `nonce`, and the checked code exchange. The
 * library checks the return (state, the `iss` parameter, the ID token's signature, issuer, audience, expiry
 * and nonce); this file only keeps the discovered configurations for a while.
 */

export interface ProviderClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The verified e-mail claims of a completed sign-in. */
export interface SignedInIdentity {
  email: string | undefined;
  emailVerified: boolean | undefined;
  name: string | undefined;
}

/** A discovered configuration is used this long; a provider's rotated keys are fetched by the library itself. */
const DISCOVERY_TTL_MS = 10 * 60 * 1000;
const REQUEST_TIMEOUT_SECONDS = 10;
const cache = new Map<string, { config: oidc.Configuration; until: number }>();

/** Plain http only for a provider on this machine (tests, a developer's own provider); elsewhere https. */
function isLoopback(url: URL): boolean {
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
}

async function configurationOf(client: ProviderClient): Promise<oidc.Configuration> {
  const key = JSON.stringify([client.issuer, client.clientId, client.clientSecret]);
  const cached = cache.get(key);
  if (cached && cached.until > Date.now()) return cached.config;
  const issuer = new URL(client.issuer);
  const config = await oidc.discovery(issuer, client.clientId, client.clientSecret, undefined, {
    timeout: REQUEST_TIMEOUT_SECONDS,
    ...(issuer.protocol === 'http:' && isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
  });
  cache.set(key, { config, until: Date.now() + DISCOVERY_TTL_MS });
  return config;
}

/** A new flow's secrets: state, nonce and the PKCE verifier (kept by the browser's sealed cookie). */
export function newFlowChecks(): FlowChecks {
  return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
}

/** Where the browser goes to sign in at the provider. */
export async function authorizationUrl(client: ProviderClient, input: { redirectUri: string; loginHint: string; checks: FlowChecks }): Promise<string> {
  const config = await configurationOf(client);
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: input.redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(input.checks.codeVerifier),
    code_challenge_method: 'S256',
    state: input.checks.state,
    nonce: input.checks.nonce,
    login_hint: input.loginHint,
  });
  return url.href;
}

/**
 * Exchanges the code of the provider's return (`callbackUrl`: the redirect URI with the query the browser
 * brought) and checks it all; throws on any mismatch. The redirect URI sent is the callback URL without its query.
 */
export async function completeSignIn(client: ProviderClient, callbackUrl: URL, checks: FlowChecks): Promise<SignedInIdentity> {
  const config = await configurationOf(client);
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('The provider answered no ID token');
  // Providers that keep the e-mail out of the ID token answer it at the UserInfo endpoint (checked against the token's subject).
  const source = typeof claims.email === 'string' ? claims : await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
  return {
    email: typeof source.email === 'string' ? source.email : undefined,
    emailVerified: typeof source.email_verified === 'boolean' ? source.email_verified : undefined,
    name: typeof source.name === 'string' ? source.name : typeof claims.name === 'string' ? claims.name : undefined,
  };
}
