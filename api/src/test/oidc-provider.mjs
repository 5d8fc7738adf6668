// A real OpenID Connect provider on loopback (the `oidc-provider` package) for the single sign-on tests: the
// API tests start it as a child process, the e2e run as a web server. Its development login form takes any
// login and password; the login is the account, its e-mail address, verified unless it starts with
// "unverified.". Consent is granted at once (the customer's own provider would not ask either).
//
// OIDC_PORT: the port (0: any free one); OIDC_CLIENTS: JSON [{ client_id, client_secret, redirect_uris }].
// Prints `issuer <url>` once it listens.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT ?? '0');
const clients = JSON.parse(process.env.OIDC_CLIENTS ?? '[]').map((client) => ({
  grant_types: ['authorization_code'],
  response_types: ['code'],
  token_endpoint_auth_method: 'client_secret_post',
  ...client,
}));

const server = createServer();
await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
const address = server.address();
const issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;

const provider = new Provider(issuer, {
  clients,
  cookies: { keys: ['single-sign-on-test-provider'] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  pkce: { required: () => true },
  features: { devInteractions: { enabled: true } },
  findAccount: (_ctx, id) => ({
    accountId: id,
    claims: () => ({
      sub: id,
      email: id,
      email_verified: !id.startsWith('unverified.'),
      name: id.split('@')[0],
    }),
  }),
  async loadExistingGrant(ctx) {
    const { Grant } = ctx.oidc.provider;
    const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    if (grantId) {
      const grant = await Grant.find(grantId);
      if (grant) return grant;
    }
    const grant = new Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope('openid email profile');
    await grant.save();
    return grant;
  },
});
// The development login form's defaults are fine on loopback; the warnings about them are not news here.
provider.on('server_error', (_ctx, error) => console.error(error));
server.on('request', provider.callback());
console.log(`issuer ${issuer}`);

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
