import { Secret, TOTP } from 'otpauth';

/**
 * The authorization matrix's table: every route the app registers must be
 * declared here, keyed `METHOD url` exactly as Fastify registers it. A route missing from this
 * table, or an entry naming no route, fails `security/authorization-matrix.test.ts`, so the next
 * domain's routes are covered as soon as they exist. HEAD routes take their GET's rule.
 */

/** The objects a path or body names; the matrix has one of each per customer. */
export type ObjectKind =
  | 'customer'
  | 'employee'
  | 'site'
  | 'room'
  | 'installation'
  | 'issue'
  | 'thermographyIssue'
  | 'file'
  | 'locationFile'
  | 'notification'
  /** An installation's id, and its code as paths carry it (the part after the slash). */
  | 'installationId'
  | 'installationPart'
  | 'task'
  | 'taskFile'
  | 'reportFile'
  /** Another user of the customer than the signed-in one (user administration). */
  | 'member'
  /** Pending quotes on the world's issue: one the right call approves, one it declines. */
  | 'quote'
  | 'declinedQuote'
  /** A QR label's token of the customer's installation (the current generation). */
  | 'labelToken'
  /** A share link of the customer (ADR 0064). */
  | 'shareLink';

/** The right session's own calls, for a rule's `prepare`. */
export interface MatrixSession {
  customerId: string;
  employeeId: string;
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<{ statusCode: number; json(): unknown }>;
}

export interface PreparedCall {
  body: unknown;
  cleanUp?: () => Promise<void>;
}

/** The current code of an authenticator key (as an authenticator app makes it), `offsetSteps` 30-second steps on. */
function totpCodeOf(secret: string, offsetSteps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

/** A pending key for the session's employee: its secret. */
async function enrolTotp(api: MatrixSession): Promise<string> {
  const enrol = await api.call('POST', '/api/authentication/totp/enrol');
  if (enrol.statusCode !== 200) throw new Error(`enrol: ${enrol.statusCode}`);
  return (enrol.json() as { secret: string }).secret;
}

/** Turns the employee's two-factor off again (the Admin reset), so later rules sign in with the password alone. */
const resetOwnTotp = (api: MatrixSession) => async () => {
  await api.call('DELETE', `/api/user/${api.customerId}/users/${api.employeeId}/two-factor`);
};

/** One customer's objects (the token's, or another customer's for the cross-customer calls). */
export type World = Record<ObjectKind, string>;

export type AccessRule =
  /** No token needed; the token variants must still never cause a 500. */
  | { access: 'public'; why: string; values?: Record<string, string> }
  /**
   * Any live session; acts only on the caller's own session (no object ids; `values` fills plain parameters).
   * `prepare` makes the state the right call needs with the right session (a pending two-factor key) and
   * gives its body and what undoes it afterwards.
   */
  | { access: 'session'; why: string; values?: Record<string, string>; prepare?: (api: MatrixSession) => Promise<PreparedCall> }
  /**
   * Needs a live session and acts on objects of the token's customer/employee: `ids` names the
   * path parameters holding object ids (each is swapped for another customer's in turn), `values`
   * fills the other parameters. `body` builds a valid body from a world; `bodyIds` says the body
   * names objects too (then it is also sent built from the other customer's world).
   */
  | {
      access: 'scoped';
      ids: Record<string, ObjectKind>;
      values?: Record<string, string>;
      query?: (world: World) => Record<string, string>;
      body?: (world: World) => unknown;
      bodyIds?: boolean;
      /** The body is a multipart upload of one small PNG. */
      upload?: boolean;
      /** Form fields sent before the upload's file (a multipart form whose fields name objects: set `bodyIds`). */
      fields?: (world: World) => Record<string, string>;
      /** Only the customer's Admins: a User of the same customer gets 403. */
      adminOnly?: boolean;
    };

const range = { from: '2000-01-01', to: '2099-12-31' };
const statusBody = (status: string) => (): unknown => ({ IssueStatus: status, Comment: 'Kontrolleret af matrixtesten' });

export const accessRules: Record<string, AccessRule> = {
  'GET /api/health': { access: 'public', why: 'load balancers' },
  'GET /api/ready': { access: 'public', why: 'load balancers and compose healthchecks; names what is down, never why' },
  'GET /api/metrics': { access: 'public', why: 'no session: its own METRICS_TOKEN (404 while unset), operations.test.ts checks it' },
  'POST /api/authentication/authenticate': { access: 'public', why: 'sign-in' },
  'POST /api/authentication/sso/start': { access: 'public', why: "the sign-in's first step: the same answer for any address of a domain (ADR 0063)" },
  'GET /api/authentication/sso/callback': { access: 'public', why: "the identity provider's return; the sealed flow cookie and the provider's ID token are the proof (ADR 0063)" },
  'GET /api/resource/dictionary': { access: 'public', why: 'the sign-in page needs its texts' },
  'GET /api/download/*': { access: 'public', why: 'the signed link is the authorization (ADR 0006)' },
  'GET /api/notification/unsubscribe/*': { access: 'public', why: 'the signed link in a digest mail is the authorization (ADR 0025)' },
  'POST /api/notification/unsubscribe/*': { access: 'public', why: 'one-click unsubscribe (RFC 8058) with the signed link (ADR 0025)' },
  'GET /api/openapi.json': { access: 'public', why: 'the API description (ADR 0026): routes and schemas, no data' },
  'GET /api/docs': { access: 'public', why: "the API reference page (Swagger UI) for the provider's developers" },
  'HEAD /api/docs/': { access: 'public', why: 'the reference page with a trailing slash' },
  'GET /api/docs/static/index.html': { access: 'public', why: 'redirects to the reference page' },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public', why: "the reference page's start script" },
  'GET /api/docs/static/*': { access: 'public', why: "Swagger UI's files" },
  'GET /api/docs/json': { access: 'public', why: 'the API description as the reference page loads it' },
  'GET /api/docs/yaml': { access: 'public', why: 'the API description as YAML' },
  'GET /remotes.json': { access: 'public', why: 'the shell composes itself before sign-in' },
  'GET /config.json': { access: 'public', why: 'runtime configuration of the shell' },
  'GET /': { access: 'public', why: "the shell's index.html" },
  'GET /index.html': { access: 'public', why: "the shell's index.html (with its style nonce)" },
  'GET /*': { access: 'public', why: "the shell's static files" },
  'GET /mfe/x/*': { access: 'public', why: "a remote's static files (the matrix's fake remote)" },
  'GET /mfe/x/index.html': { access: 'public', why: "a remote's harness page (with its style nonce)" },

  'POST /api/authentication/logout': { access: 'session', why: 'ends the caller’s own session' },
  // Two-factor (ADR 0057): the signed-in employee's own key, whichever customer the token is for.
  'GET /api/authentication/totp/status': { access: 'session', why: "the caller's own two-factor state" },
  'POST /api/authentication/totp/enrol': {
    access: 'session',
    why: "a new key for the caller's own account",
    prepare: (api) => Promise.resolve({ body: undefined, cleanUp: resetOwnTotp(api) }),
  },
  'POST /api/authentication/totp/confirm': {
    access: 'session',
    why: "confirms the caller's own pending key",
    prepare: async (api) => ({ body: { code: totpCodeOf(await enrolTotp(api)) }, cleanUp: resetOwnTotp(api) }),
  },
  'POST /api/authentication/totp/disable': {
    access: 'session',
    why: "turns the caller's own two-factor off with a current code",
    prepare: async (api) => {
      const secret = await enrolTotp(api);
      const confirm = await api.call('POST', '/api/authentication/totp/confirm', { code: totpCodeOf(secret) });
      const [recoveryCode] = (confirm.json() as { recoveryCodes: string[] }).recoveryCodes;
      return { body: { code: recoveryCode }, cleanUp: resetOwnTotp(api) };
    },
  },
  'GET /api/authentication/requestnewtoken/customer/:customerId/employee/:employeeId': {
    access: 'scoped',
    ids: { customerId: 'customer', employeeId: 'employee' },
  },
  'GET /api/authentication/logimpersonator/:customerId/:employeeId/:impersonatorName': {
    access: 'scoped',
    ids: { customerId: 'customer', employeeId: 'employee' },
    // The part before the @ of the token's Impersonator claim (the matrix's tokens are impersonated).
    values: { impersonatorName: 'matrix.agent' },
  },
  'GET /api/employee/:id/customers': { access: 'scoped', ids: { id: 'employee' } },
  'GET /api/location/:customerId/locations': { access: 'scoped', ids: { customerId: 'customer' } },
  'GET /api/location/:customerId/location/:code': { access: 'scoped', ids: { customerId: 'customer', code: 'site' } },
  'GET /api/location/:customerId/location/:code/files': { access: 'scoped', ids: { customerId: 'customer', code: 'site' } },
  'PUT /api/location/:customerId/location/:code/uploadFiles': { access: 'scoped', ids: { customerId: 'customer', code: 'site' }, upload: true },
  'DELETE /api/location/:customerId/location/:code/deletefile/:fileName': {
    access: 'scoped',
    ids: { customerId: 'customer', code: 'site', fileName: 'locationFile' },
  },
  'GET /api/chart/:customerId/location/:code/statistics': { access: 'scoped', ids: { customerId: 'customer', code: 'site' } },
  // Every location the user may see: a user limited to others gets theirs, never the world's codes.
  'GET /api/portfolio/:customerId/overview': { access: 'scoped', ids: { customerId: 'customer' } },
  'GET /api/portfolio/:customerId/trend': { access: 'scoped', ids: { customerId: 'customer' } },
  'GET /api/issue/:customerId/location/:locationCode/issues/:from/:to/:status': {
    access: 'scoped',
    ids: { customerId: 'customer', locationCode: 'site' },
    values: { ...range, status: 'DASHBOARD' },
  },
  'GET /api/issue/:customerId/location/:locationCode/ThermographyIssue/:from/:to/:status': {
    access: 'scoped',
    ids: { customerId: 'customer', locationCode: 'site' },
    values: { ...range, status: 'DASHBOARD' },
  },
  'POST /api/issue/:customerId/issues/:from/:to/:status': {
    access: 'scoped',
    ids: { customerId: 'customer' },
    values: { ...range, status: 'DASHBOARD' },
    body: (world) => [world.site],
    bodyIds: true,
  },
  'POST /api/issue/:customerId/installation/issues/:status': {
    access: 'scoped',
    ids: { customerId: 'customer' },
    values: { status: 'DASHBOARD' },
    query: (world) => ({ locationReferenceCode: world.site }),
    body: (world) => world.installation,
    bodyIds: true,
  },
  'POST /api/issue/:customerId/issue/:issueId': {
    access: 'scoped',
    ids: { customerId: 'customer', issueId: 'issue' },
    body: (world) => world.room,
    bodyIds: true,
  },
  'GET /api/issue/:customerId/:issueId/:locationCode/issueReport/pdf': {
    access: 'scoped',
    ids: { customerId: 'customer', issueId: 'issue', locationCode: 'room' },
  },
  'DELETE /api/issue/:customerId/deleteFile/:issueId/:fileName': {
    access: 'scoped',
    ids: { customerId: 'customer', issueId: 'issue', fileName: 'file' },
  },
  'PUT /api/issue/:customerId/uploadFiles/:issueId/': { access: 'scoped', ids: { customerId: 'customer', issueId: 'issue' }, upload: true },
  'PUT /api/issue/:customerId/uploadFiles/:issueId': { access: 'scoped', ids: { customerId: 'customer', issueId: 'issue' }, upload: true },
  'POST /api/issue/:customerId/report': {
    access: 'scoped',
    ids: { customerId: 'customer' },
    upload: true,
    fields: (world) => ({ installationReferenceCode: world.installation, description: 'Matrixtestens fejlmelding', urgency: 'normal' }),
    bodyIds: true,
  },
  'POST /api/issue/:customerId/customerFix/:issueId': {
    access: 'scoped',
    ids: { customerId: 'customer', issueId: 'issue' },
    upload: true,
    fields: () => ({ comment: 'Udbedret af vores egen tekniker' }),
  },
  'GET /api/issue/:customerId/report-target/:token': { access: 'scoped', ids: { customerId: 'customer', token: 'labelToken' } },
  'POST /api/issue/:customerId/updateStatus/:issueId': {
    access: 'scoped',
    ids: { customerId: 'customer', issueId: 'issue' },
    body: statusBody('NoAction'),
  },
  'POST /api/issue/:customerId/updateThermographyStatus/:issueId/:locationCode': {
    access: 'scoped',
    ids: { customerId: 'customer', issueId: 'thermographyIssue', locationCode: 'room' },
    body: statusBody('NoAction'),
  },
  'POST /api/issue/:customerId/zipfile/:locationCode/:includeFiles/:includeServiceReport/:includeIssueReport/:includeControlSchema': {
    access: 'scoped',
    ids: { customerId: 'customer', locationCode: 'site' },
    values: { includeFiles: 'true', includeServiceReport: 'false', includeIssueReport: 'true', includeControlSchema: 'false' },
    body: (world) => ({ IssueIds: [Number(world.issue)] }),
    bodyIds: true,
  },
  'GET /api/task/:customerId/location/:code/tasks/:from/:to/:status': {
    access: 'scoped',
    ids: { customerId: 'customer', code: 'site' },
    values: { ...range, status: 'all' },
  },
  'POST /api/task/:customerId/tasks/:from/:to/:status': {
    access: 'scoped',
    ids: { customerId: 'customer' },
    values: { ...range, status: 'all' },
    body: (world) => [world.site],
    bodyIds: true,
  },
  'POST /api/task/:customerId/installation/tasks/:dateFrom/:dateTo/:status': {
    access: 'scoped',
    ids: { customerId: 'customer' },
    values: { dateFrom: range.from, dateTo: range.to, status: 'all' },
    body: (world) => world.installation,
    bodyIds: true,
  },
  'GET /api/task/:customerId/location/:code/serviceplan': {
    access: 'scoped',
    ids: { customerId: 'customer', code: 'site' },
    query: () => range,
  },
  'POST /api/task/:customerId/serviceplan': {
    access: 'scoped',
    ids: { customerId: 'customer' },
    query: () => range,
    body: (world) => [world.site],
    bodyIds: true,
  },
  'GET /api/task/:customerId/task/:taskId/:installationNumber/serviceReport': {
    access: 'scoped',
    ids: { customerId: 'customer', taskId: 'task', installationNumber: 'installation' },
  },
  'GET /api/task/:customerId/task/:taskId/:installationNumber/serviceReport/pdf': {
    access: 'scoped',
    ids: { customerId: 'customer', taskId: 'task', installationNumber: 'installation' },
  },
  'POST /api/task/:customerId/controlSchema/': {
    access: 'scoped',
    ids: { customerId: 'customer' },
    body: (world) => ({ reportFile: world.reportFile, installationReferenceCode: world.installation }),
    bodyIds: true,
  },
  'POST /api/task/:customerId/controlSchema': {
    access: 'scoped',
    ids: { customerId: 'customer' },
    body: (world) => ({ reportFile: world.reportFile, installationReferenceCode: world.installation, installationType: 'ABA' }),
    bodyIds: true,
  },
  'POST /api/task/:customerId/:locationName/:installationName/:installationType/controlSchema/pdf': {
    access: 'scoped',
    ids: { customerId: 'customer' },
    values: { locationName: 'Rum', installationName: 'Anlaeg', installationType: 'ABA' },
    body: (world) => ({ reportFile: world.reportFile, installationReferenceCode: world.installation }),
    bodyIds: true,
  },
  'GET /api/task/:customerId/tasks/:taskId/getFiles': { access: 'scoped', ids: { customerId: 'customer', taskId: 'task' } },
  'DELETE /api/task/:customerId/tasks/:taskId/:fileName': { access: 'scoped', ids: { customerId: 'customer', taskId: 'task', fileName: 'taskFile' } },
  'POST /api/task/:customerId/tasks/:taskId/uploadFiles': { access: 'scoped', ids: { customerId: 'customer', taskId: 'task' }, upload: true },
  'GET /api/task/:customerId/history/:taskId': { access: 'scoped', ids: { customerId: 'customer', taskId: 'task' } },
  'POST /api/task/:customerId/updateStatus/:installation': {
    access: 'scoped',
    ids: { customerId: 'customer', installation: 'installation' },
    body: (world) => ({ taskId: Number(world.task), taskStatus: 5, comment: 'Kontrolleret af matrixtesten' }),
    bodyIds: true,
  },
  'POST /api/task/:customerId/zipfile/:locationCode/:includeFiles/:includeServiceReport/:includeIssueReport/:includeControlSchema': {
    access: 'scoped',
    ids: { customerId: 'customer', locationCode: 'site' },
    values: { includeFiles: 'true', includeServiceReport: 'true', includeIssueReport: 'false', includeControlSchema: 'false' },
    body: (world) => ({ TaskIds: [Number(world.task)] }),
    bodyIds: true,
  },
  'GET /api/notification/:customerId/GetNotification': { access: 'scoped', ids: { customerId: 'customer' } },
  'GET /api/notification/:customerId/GetNotification/:locationReferenceCode': {
    access: 'scoped',
    ids: { customerId: 'customer', locationReferenceCode: 'site' },
  },
  'POST /api/notification/:customerId/AddNotification': {
    access: 'scoped',
    ids: { customerId: 'customer' },
    body: (world) => ({ id: 0, customerId: Number(world.customer), name: 'Matrix', email: 'matrix.notification@example.com', type: 'CompletedTasksDaily', locationReferenceCode: world.site, culture: 'da-DK' }),
    bodyIds: true,
  },
  'DELETE /api/notification/:customerId/removeNotification/:id': { access: 'scoped', ids: { customerId: 'customer', id: 'notification' } },
  'GET /api/NewsFeed/application/:feedId': { access: 'session', why: "the provider's news, the same for every customer", values: { feedId: '3' } },
  'PUT /api/newsfeed/employee/:employeeId/add/:newsletterId': { access: 'scoped', ids: { employeeId: 'employee' }, values: { newsletterId: '5' } },
  'PUT /api/newsfeed/employee/:employeeId/remove/:newsletterId': { access: 'scoped', ids: { employeeId: 'employee' }, values: { newsletterId: '5' } },
  'GET /api/installation/:customerId/location/:locationCode/installations': { access: 'scoped', ids: { customerId: 'customer', locationCode: 'site' } },
  'GET /api/installation/:customerId/location/:locationCode/installations/query': {
    access: 'scoped',
    ids: { customerId: 'customer', locationCode: 'site' },
    query: () => ({ skip: '0', take: '10', sortCol: 'name', sortDir: 'asc' }),
  },
  'PUT /api/installation/:customerId/:id/location/:locationCode/:installationCode/uploadFiles': {
    access: 'scoped',
    ids: { customerId: 'customer', id: 'installationId', locationCode: 'site', installationCode: 'installationPart' },
    upload: true,
  },
  'DELETE /api/installation/:customerId/deleteFile/:installationId/:fileName/:locationRef/:installationCode': {
    access: 'scoped',
    ids: { customerId: 'customer', installationId: 'installationId', fileName: 'file', locationRef: 'site', installationCode: 'installationPart' },
  },

  // Profile, user administration, one-time links, audit trail. Beyond the rules below, the matrix acts as
  // this customer's Admin on a person who is also another customer's member and checks that nothing the
  // other customer sees changes ("user administration across customers" in authorization-matrix.test.ts).
  'POST /api/user/password/forgot': { access: 'public', why: 'forgotten password: mails a one-time link (sign-in rate limits)' },
  'POST /api/user/password/link': { access: 'public', why: 'the one-time link is the authorization' },
  'POST /api/user/password/set': { access: 'public', why: 'the one-time link is the authorization' },
  'GET /api/user/:customerId/profile': { access: 'scoped', ids: { customerId: 'customer' } },
  'PUT /api/user/:customerId/profile': {
    access: 'scoped',
    ids: { customerId: 'customer' },
    body: () => ({ name: 'Demo Bruger', culture: 'da-DK', newsletter: false }),
  },
  'POST /api/user/:customerId/profile/password': {
    access: 'scoped',
    ids: { customerId: 'customer' },
    // The right call changes the demo password: keep this rule after every rule whose test signs in with it.
    body: () => ({ currentPassword: 'demo1234', newPassword: 'Matrix-Password-2026' }),
  },
  'GET /api/quote/:customerId/quotes': { access: 'scoped', ids: { customerId: 'customer' } },
  'GET /api/quote/:customerId/rights': { access: 'scoped', ids: { customerId: 'customer' } },
  'GET /api/quote/:customerId/:quoteId': { access: 'scoped', ids: { customerId: 'customer', quoteId: 'quote' } },
  'GET /api/quote/:customerId/:quoteId/pdf': { access: 'scoped', ids: { customerId: 'customer', quoteId: 'quote' } },
  'POST /api/quote/:customerId/:quoteId/approve': {
    access: 'scoped',
    ids: { customerId: 'customer', quoteId: 'quote' },
    body: () => ({ name: 'Matrix Godkender', poNumber: 'PO-1' }),
  },
  'POST /api/quote/:customerId/:quoteId/decline': {
    access: 'scoped',
    ids: { customerId: 'customer', quoteId: 'declinedQuote' },
    body: () => ({ name: 'Matrix Afviser', reason: 'For dyrt i forhold til budgettet' }),
  },
  'GET /api/user/:customerId/users': { access: 'scoped', ids: { customerId: 'customer' }, adminOnly: true },
  // Two-factor's Admin calls (ADR 0057); the reset before the member's removal below.
  'GET /api/user/:customerId/two-factor': { access: 'scoped', ids: { customerId: 'customer' }, adminOnly: true },
  'PUT /api/user/:customerId/two-factor': { access: 'scoped', ids: { customerId: 'customer' }, adminOnly: true, body: () => ({ required: false }) },
  'DELETE /api/user/:customerId/users/:employeeId/two-factor': { access: 'scoped', ids: { customerId: 'customer', employeeId: 'member' }, adminOnly: true },
  'GET /api/user/:customerId/single-sign-on': { access: 'scoped', ids: { customerId: 'customer' }, adminOnly: true },
  'POST /api/user/:customerId/users': {
    access: 'scoped',
    ids: { customerId: 'customer' },
    adminOnly: true,
    body: (world) => ({ name: 'Matrix Inviteret', email: `matrix.invite.${world.customer}@example.com`, role: 'User', locationCodes: [world.site] }),
    bodyIds: true,
  },
  'PUT /api/user/:customerId/users/:employeeId': {
    access: 'scoped',
    ids: { customerId: 'customer', employeeId: 'member' },
    adminOnly: true,
    body: (world) => ({ name: 'Matrix Medlem', role: 'User', active: true, locationCodes: [world.site] }),
    bodyIds: true,
  },
  'DELETE /api/user/:customerId/users/:employeeId': { access: 'scoped', ids: { customerId: 'customer', employeeId: 'member' }, adminOnly: true },
  'GET /api/audit/:customerId/entries': { access: 'scoped', ids: { customerId: 'customer' }, adminOnly: true, query: (world) => ({ location: world.site }) },
  'GET /api/audit/:customerId/entries.csv': { access: 'scoped', ids: { customerId: 'customer' }, adminOnly: true },
  // The lists' exports (ADR 0053): scoped as the list calls they read; the signed link is the download's authorization.
  'GET /api/export/:customerId/:file': {
    access: 'scoped',
    ids: { customerId: 'customer' },
    values: { file: 'faults.csv' },
    query: (world) => ({ location: world.site, ...range, status: 'active' }),
  },
  'GET /api/export/:customerId/:file/link': {
    access: 'scoped',
    ids: { customerId: 'customer' },
    values: { file: 'inspections.xlsx' },
    query: (world) => ({ location: world.site, ...range, status: 'all' }),
  },
  'GET /api/export/download/*': { access: 'public', why: 'the signed export link is the authorization; it checks the session and membership again (ADR 0053)' },
  'GET /api/installation/:customerId/location/:locationCode/qr-labels.pdf': { access: 'scoped', ids: { customerId: 'customer', locationCode: 'site' } },
  'GET /api/public/report/:token': {
    access: 'public',
    why: 'a QR label on a unit opens it; the same answer for every token that cannot take a report',
    values: { token: '1-1-AAAAAAAAAAAAAAAAAAAAAA' },
  },
  'POST /api/public/report/:token': {
    access: 'public',
    why: 'a guest reports a fault by a QR label, when the customer allows it; rate-limited',
    values: { token: '1-1-AAAAAAAAAAAAAAAAAAAAAA' },
  },
  'GET /api/portfolio/:customerId/location/:code/statement.pdf': { access: 'scoped', ids: { customerId: 'customer', code: 'site' } },
  // The employee's own calendar address: the customer's id in the path, the employee from the token. POST before
  // DELETE: the right DELETE ends the address the right POST made.
  'GET /api/calendar/:customerId/feed': { access: 'scoped', ids: { customerId: 'customer' } },
  'POST /api/calendar/:customerId/feed': { access: 'scoped', ids: { customerId: 'customer' } },
  'DELETE /api/calendar/:customerId/feed': { access: 'scoped', ids: { customerId: 'customer' } },
  'GET /api/calendar/:file': {
    access: 'public',
    why: "a calendar app polls the employee's secret address; the same 404 for every address that opens no feed; rate-limited",
    values: { file: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics' },
  },
  // Share links (ADR 0064): the Admins' calls, and the recipient's, whose token is the authorization.
  'POST /api/share/:customerId/links': {
    access: 'scoped',
    ids: { customerId: 'customer' },
    body: (world) => ({ locations: [world.site], from: '2024-01-01', to: '2024-12-31', expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString() }),
    bodyIds: true,
    adminOnly: true,
  },
  'GET /api/share/:customerId/links': { access: 'scoped', ids: { customerId: 'customer' }, adminOnly: true },
  'GET /api/share/:customerId/links/:id/accesses': { access: 'scoped', ids: { customerId: 'customer', id: 'shareLink' }, adminOnly: true },
  'DELETE /api/share/:customerId/links/:id': { access: 'scoped', ids: { customerId: 'customer', id: 'shareLink' }, adminOnly: true },
  ...Object.fromEntries(
    ['GET /api/public/share/:token', 'POST /api/public/share/:token/pin', 'GET /api/public/share/:token/tasks', 'GET /api/public/share/:token/faults'].map((route) => [
      route,
      { access: 'public', why: "a share link's recipient; the same 404 for every token that opens no link; rate-limited", values: { token: 'A'.repeat(43) } },
    ]),
  ),
  'GET /api/public/share/:token/locations/:code/statement.pdf': {
    access: 'public',
    why: "a share link's recipient downloads a location's statement; only the link's locations",
    values: { token: 'A'.repeat(43), code: 'MSITE' },
  },
  'GET /api/public/share/:token/tasks/:taskId/:report': {
    access: 'public',
    why: "a share link's recipient downloads an inspection's report; only the link's locations",
    values: { token: 'A'.repeat(43), taskId: '1', report: 'service-report' },
  },
  'GET /api/public/share/:token/faults/:issueId/report.pdf': {
    access: 'public',
    why: "a share link's recipient downloads a fault's report; only the link's locations",
    values: { token: 'A'.repeat(43), issueId: '1' },
  },
  'GET /api/public/share/:token/files/:fileId': {
    access: 'public',
    why: "a share link's recipient downloads a file; only the link's locations",
    values: { token: 'A'.repeat(43), fileId: '1' },
  },
  'GET /api/administration/:customerId/settings': { access: 'scoped', ids: { customerId: 'customer' } },
  'PUT /api/administration/:customerId/settings': { access: 'scoped', ids: { customerId: 'customer' }, body: () => ({ guestReports: false }), adminOnly: true },
  // Last: its right call ends every label of the customer, the world's labelToken too.
  'POST /api/administration/:customerId/qr-labels/rotate': { access: 'scoped', ids: { customerId: 'customer' }, adminOnly: true },
};

/** The rule of a registered route (HEAD follows GET), or undefined when it is not declared. */
export function ruleOf(method: string, url: string): AccessRule | undefined {
  return accessRules[`${method} ${url}`] ?? (method === 'HEAD' ? accessRules[`GET ${url}`] : undefined);
}
