/**
 * Where the e2e run's servers listen (loopback only). Each port can be moved by the environment so
 * that two checkouts on one machine can run their suites at the same time.
 */
export const portalPort = Number(process.env.E2E_PORT ?? 8181);
export const portalUrl = `http://localhost:${portalPort}`;

const smtpPort = Number(process.env.E2E_MAIL_SMTP_PORT ?? 2525);
const httpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 8182);

/** The mail sink: a real SMTP server whose inbox the tests read over HTTP (support/mail-sink.mjs). */
export const mailSink = { smtpPort, httpPort, httpUrl: `http://127.0.0.1:${httpPort}` } as const;

/**
 * The provider tool's example page (examples/embed.html) on an origin of its own (support/example-host.mjs).
 * Next to the portal's port by default, so a checkout that moves E2E_PORT moves this one too.
 */
export const examplePort = Number(process.env.E2E_EXAMPLE_PORT ?? portalPort + 2);
export const exampleUrl = `http://localhost:${examplePort}`;

/**
 * The database-outage spec's own API process (on PostgreSQL it stops and starts), next to the example
 * page's port by default.
 */
export const outagePort = Number(process.env.E2E_OUTAGE_PORT ?? portalPort + 3);
export const outageUrl = `http://localhost:${outagePort}`;

/**
 * The portal's token signing key in the e2e run (never used anywhere else). A spec signs a token with claims the
 * sign-in does not give (an Impersonator, as the provider's impersonation tool adds) with it.
 */
export const jwtSecret = 'e2e-only-secret-not-used-anywhere-else';

/**
 * The screenshot spec's own API process (a fresh demo database of its own, so what other specs change never
 * shows in a screenshot), next to the outage spec's port by default.
 */
export const visualPort = Number(process.env.E2E_VISUAL_PORT ?? outagePort + 1);
export const visualUrl = `http://localhost:${visualPort}`;

/**
 * The loopback OpenID provider the single sign-on spec signs in at (api/src/test/oidc-provider.mjs), next to the
 * screenshot spec's port by default, with the portal's client registered (redirect URI on the portal's origin).
 */
export const oidcPort = Number(process.env.E2E_OIDC_PORT ?? visualPort + 2);
export const oidcProvider = {
  issuer: `http://127.0.0.1:${oidcPort}`,
  clientId: 'portal-e2e',
  clientSecret: 'e2e-only-client-secret',
  redirectUri: `${portalUrl}/api/authentication/sso/callback`,
} as const;

/** SSO_SECRET_KEY of the e2e run (never used anywhere else): the portal and the spec's import use it. */
export const ssoSecretKey = 'e2e-only-sso-secret-key-not-used-anywhere-else';
