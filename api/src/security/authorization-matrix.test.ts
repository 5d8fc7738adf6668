import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../auth/password.js';
import { signLabelToken } from '../auth/label-token.js';
import { createTokenService } from '../auth/token.js';
import { createIssueTestData } from '../modules/issue/issue.test-data.js';
import { accessRules, ruleOf, type AccessRule, type World } from '../test/access-rules.js';
import { fixtures } from '../test/fixtures.js';
import { bearer, decodeClaims, describeEachDatabase, signIn } from '../test/test-app.js';

/**
 * The authorization matrix, generated from the route table. Every route the
 * app registers (heard through Fastify's onRoute) must have a rule in test/access-rules.ts; each
 * non-public route is called with no token, a malformed one, one signed with another key, an
 * `alg: none` one, an expired one and a revoked one (all 401), with another customer's token and
 * with another customer's object ids, in the path or the body (404, never a 2xx with data), and once rightly (2xx: the calls
 * reach the handler, so the refusals are not an accident of a bad sample). Any 500 fails; every
 * refused call must leave the row counts of every table as they were.
 */

// A portal root with a shell and one remote, so the static routes are registered too.
const portalRoot = mkdtempSync(join(tmpdir(), 'portal-matrix-'));
mkdirSync(join(portalRoot, 'shell', 'dist'), { recursive: true });
writeFileSync(join(portalRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
mkdirSync(join(portalRoot, 'mfe-x', 'dist'), { recursive: true });
writeFileSync(join(portalRoot, 'mfe-x', 'remote.meta.json'), JSON.stringify({ name: 'mfe_x', routes: [], sidebar: [], overlays: [], widgets: [] }));
writeFileSync(join(portalRoot, 'mfe-x', 'dist', 'remoteEntry.js'), 'var mfe_x;');
writeFileSync(join(portalRoot, 'mfe-x', 'dist', 'index.html'), '<!doctype html><title>harness</title>');
afterAll(() => rmSync(portalRoot, { recursive: true, force: true }));

/** `METHOD url` of every registered route (both databases' apps register the same ones). */
const registered = new Set<string>();

const BOUNDARY = '----matrix-boundary';
const upload = (fields: Record<string, string> = {}): { headers: Record<string, string>; payload: Buffer } => ({
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  payload: Buffer.concat([
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="Matrix.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG.sync.write(new PNG({ width: 2, height: 2 })),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]),
});

/** A 2xx whose body says anything (an empty list or no body tells nothing). */
function carriesData(response: LightMyRequestResponse): boolean {
  if (response.statusCode < 200 || response.statusCode >= 300) return false;
  const body = response.body.trim();
  return !['', '[]', '{}', 'null'].includes(body);
}

const base64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

type Swap = { kind: 'none' } | { kind: 'param'; name: string } | { kind: 'body' };

describeEachDatabase(
  'authorization matrix from the route table',
  (context) => {
    let own: World;
    let other: World;
    /** The own customer's token (impersonated, so logimpersonator has a right call too). */
    let token: string;
    let otherToken: string;
    /**
     * A User of the own customer limited to a location outside the world's site: every
     * route naming the world's locations or their objects is a 404 for it, the Admin-only routes a
     * 403, and no answer carries the world's location codes.
     */
    let restrictedToken: string;
    /** name -> token of a kind that must be refused with 401 on every non-public route. */
    let badTokens: Record<string, string | undefined>;

    beforeAll(async () => {
      const { app, db } = context();
      const data = await createIssueTestData(app, db, app.files);
      const { exp, iat: _iat, ...content } = data.claims;
      token = await app.tokens.sign({ ...content, Impersonator: 'matrix.agent@provider.dk' }, exp * 1000);

      // Another customer the signed-in employee is no member of, with an employee of its own.
      const make = fixtures(db);
      const otherCustomer = await make.customer('Matrix Fremmed A/S');
      const employee = await db
        .insertInto('employees')
        .values({ name: 'Fremmed Bruger', email: `matrix-${otherCustomer}@example.com`, password_hash: await hashPassword('matrix-pass'), newsletter: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('memberships').values({ employee_id: employee.id, customer_id: otherCustomer, role: 'User' }).execute();
      const site = await make.location(otherCustomer, { code: `MSITE-${otherCustomer}` });
      const room = await make.location(otherCustomer, { code: `MROOM-${otherCustomer}`, parent_id: site });
      const installation = `ABA/M${otherCustomer}`;
      const installationId = await make.installation(otherCustomer, room, { code: installation });
      const issue = await make.issue(otherCustomer, room, installationId, { status: 'Error', created: '2024-03-10T12:00:00.000Z' });
      const thermography = await make.issue(otherCustomer, room, installationId, { kind: 'thermography', status: 'Created', created: '2024-03-10T12:00:00.000Z' });
      // Tasks: the own issue's task (service report, control schema) with a history entry and an open task beside it.
      const ownTask = await db.selectFrom('issues').innerJoin('tasks', 'tasks.id', 'issues.task_id').select(['tasks.id', 'tasks.location_id', 'tasks.installation_id']).where('issues.id', '=', data.openIssue.id).executeTakeFirstOrThrow();
      const ownReport = await db.selectFrom('control_schemas').select('report_file').where('task_id', '=', ownTask.id).executeTakeFirstOrThrow();
      await db.insertInto('task_history').values({ task_id: ownTask.id, created: '2024-03-01T10:00:00.000Z', task_status: 'Completed', note: 'Udført', responsible: 'Mads Holm' }).execute();
      await make.task(data.customerId, ownTask.location_id, ownTask.installation_id, { status: 'Planned', due_date: new Date(Date.now() + 10 * 86_400_000) });
      const otherTask = await make.task(otherCustomer, room, installationId, { status: 'NotHandled', due_date: '2024-03-10T12:00:00.000Z' });
      const subscription = (customerId: number, locationCode: string) =>
        db
          .insertInto('notification_subscriptions')
          .values({
            customer_id: customerId,
            name: 'Matrix',
            email: `matrix-${customerId}@example.com`,
            type: 'UpcommingTasks3Week',
            location_id: db.selectFrom('locations').select('id').where('customer_id', '=', customerId).where('code', '=', locationCode),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const otherNotification = await subscription(otherCustomer, `MSITE-${otherCustomer}`);
      const ownNotification = await subscription(data.customerId, data.site);
      // Pending quotes on each customer's issue: one to approve, one to decline (a decision is final).
      const quote = async (customerId: number, issueId: number, number: string) => {
        const { location_id: locationId } = await db.selectFrom('issues').select('location_id').where('id', '=', issueId).executeTakeFirstOrThrow();
        const row = await db
          .insertInto('quotes')
          .values({ customer_id: customerId, location_id: locationId, number, title: 'Matrix', amount_minor: 100, currency: 'DKK', valid_until: '2099-12-31', created: '2024-03-10T12:00:00.000Z', pdf_name: `${number}.pdf`, pdf_key: `quotes/${customerId}/${number}.pdf` })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db.insertInto('quote_issues').values({ quote_id: row.id, issue_id: issueId }).execute();
        return String(row.id);
      };
      const ownQuotes = [await quote(data.customerId, data.openIssue.id, 'MQ-A1'), await quote(data.customerId, data.openIssue.id, 'MQ-A2')];
      const otherQuotes = [await quote(otherCustomer, issue, 'MQ-B1'), await quote(otherCustomer, issue, 'MQ-B2')];
      // A share link of each customer, to revoke and to read the log of.
      const shareLink = async (customerId: number, locationCode: string) => {
        const row = await db
          .insertInto('share_links')
          .values({ customer_id: customerId, token_hash: `matrix-${customerId}`, pin_hash: null, period_from: '2024-01-01', period_to: '2024-12-31', expires_at: '2099-12-31T00:00:00.000Z', created_at: '2024-03-10T12:00:00.000Z', created_by_employee_id: null, created_by_name: 'Matrix' })
          .returning('id')
          .executeTakeFirstOrThrow();
        const { id: locationId } = await db.selectFrom('locations').select('id').where('customer_id', '=', customerId).where('code', '=', locationCode).executeTakeFirstOrThrow();
        await db.insertInto('share_link_locations').values({ link_id: row.id, location_id: locationId }).execute();
        await db.insertInto('share_link_accesses').values({ link_id: row.id, at: '2024-03-11T08:00:00.000Z', ip: '192.0.2.1', what: 'visit', subject: null }).execute();
        return String(row.id);
      };
      const ownShareLink = await shareLink(data.customerId, data.site);
      const otherShareLink = await shareLink(otherCustomer, `MSITE-${otherCustomer}`);
      const signedIn = decodeClaims(await signIn(app, `matrix-${otherCustomer}@example.com`, 'matrix-pass'));
      const { exp: otherExp, iat: _otherIat, ...otherContent } = signedIn;
      otherToken = await app.tokens.sign({ ...otherContent, Impersonator: 'other.agent@provider.dk' }, otherExp * 1000);

      // A member to change and delete (user administration), and the User limited to one other site.
      const member = await db
        .insertInto('employees')
        .values({ name: 'Matrix Medlem', email: `matrix-member-${data.customerId}@example.com`, password_hash: await hashPassword('matrix-pass'), newsletter: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('memberships').values({ employee_id: member.id, customer_id: data.customerId, role: 'User' }).execute();
      const limitedSite = await make.location(data.customerId, { code: `MLIMIT-${data.customerId}` });
      const limited = await db
        .insertInto('employees')
        .values({ name: 'Matrix Begrænset', email: `matrix-limited-${data.customerId}@example.com`, password_hash: await hashPassword('matrix-pass'), newsletter: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('memberships').values({ employee_id: limited.id, customer_id: data.customerId, role: 'User', restricted: true }).execute();
      await db.insertInto('membership_locations').values({ employee_id: limited.id, customer_id: data.customerId, location_id: limitedSite }).execute();
      restrictedToken = await signIn(app, `matrix-limited-${data.customerId}@example.com`, 'matrix-pass');
      expect(data.claims.Role, 'the matrix signs in as an Admin (the Admin-only routes)').toBe('Admin');

      const ownInstallationId = String(
        (await db.selectFrom('installations').select('id').where('customer_id', '=', data.customerId).where('code', '=', data.installationCode).executeTakeFirstOrThrow()).id,
      );
      own = {
        customer: String(data.customerId),
        employee: data.claims.EmployeeId,
        site: data.site,
        room: data.room,
        installation: data.installationCode,
        issue: String(data.openIssue.id),
        thermographyIssue: String(data.thermographyIssue.id),
        file: 'MatrixA.png',
        locationFile: 'MatrixLocA.png',
        notification: String(ownNotification.id),
        installationId: ownInstallationId,
        installationPart: data.installationCode.split('/')[1] ?? '',
        task: String(ownTask.id),
        taskFile: 'MatrixA.png',
        reportFile: ownReport.report_file,
        member: String(member.id),
        quote: ownQuotes[0] ?? '',
        declinedQuote: ownQuotes[1] ?? '',
        labelToken: signLabelToken(context().config.jwtSecret, { installationId: Number(ownInstallationId), generation: 1 }),
        shareLink: ownShareLink,
      };
      other = {
        customer: String(otherCustomer),
        employee: String(employee.id),
        site: `MSITE-${otherCustomer}`,
        room: `MROOM-${otherCustomer}`,
        installation,
        issue: String(issue),
        thermographyIssue: String(thermography),
        file: 'MatrixB.png',
        locationFile: 'MatrixLocB.png',
        notification: String(otherNotification.id),
        installationId: String(installationId),
        installationPart: `M${otherCustomer}`,
        task: String(otherTask),
        taskFile: 'MatrixB.png',
        reportFile: 'KS-MATRIX-B.pdf',
        member: String(employee.id),
        quote: otherQuotes[0] ?? '',
        declinedQuote: otherQuotes[1] ?? '',
        labelToken: signLabelToken(context().config.jwtSecret, { installationId: Number(installationId), generation: 1 }),
        shareLink: otherShareLink,
      };
      // One file on each customer's issue, uploaded through the API.
      for (const [world, bearerToken] of [[own, token], [other, otherToken]] as const) {
        const body = upload();
        const response = await app.inject({
          method: 'PUT',
          url: `/api/issue/${world.customer}/uploadFiles/${world.issue}`,
          headers: { ...bearer(bearerToken), ...body.headers },
          payload: Buffer.from(body.payload.toString('latin1').replace('Matrix.png', world.file), 'latin1'),
        });
        expect(response.statusCode, response.body).toBe(201);
        // And one document on each customer's site.
        const document = upload();
        const stored = await app.inject({
          method: 'PUT',
          url: `/api/location/${world.customer}/location/${world.site}/uploadFiles`,
          headers: { ...bearer(bearerToken), ...document.headers },
          payload: Buffer.from(document.payload.toString('latin1').replace('Matrix.png', world.locationFile), 'latin1'),
        });
        expect(stored.statusCode, stored.body).toBe(201);
      }
      // And one on each customer's installation (the installation file calls).
      for (const [world, bearerToken] of [[own, token], [other, otherToken]] as const) {
        const body = upload();
        const response = await app.inject({
          method: 'PUT',
          url: `/api/installation/${world.customer}/${world.installationId}/location/${world.site}/${world.installationPart}/uploadFiles`,
          headers: { ...bearer(bearerToken), ...body.headers },
          payload: Buffer.from(body.payload.toString('latin1').replace('Matrix.png', world.file), 'latin1'),
        });
        expect(response.statusCode, response.body).toBe(201);
        const taskBody = upload();
        const taskUpload = await app.inject({
          method: 'POST',
          url: `/api/task/${world.customer}/tasks/${world.task}/uploadFiles`,
          headers: { ...bearer(bearerToken), ...taskBody.headers },
          payload: Buffer.from(taskBody.payload.toString('latin1').replace('Matrix.png', world.taskFile), 'latin1'),
        });
        expect(taskUpload.statusCode, taskUpload.body).toBe(201);
      }

      // The refused kinds of token, all naming the own customer, employee and (live) session.
      const alive = decodeClaims(token);
      const { exp: _e, iat: _i, ...aliveContent } = alive;
      const revoked = await signIn(app, 'demo@example.com');
      expect((await app.inject({ method: 'POST', url: '/api/authentication/logout', headers: bearer(revoked) })).statusCode).toBe(204);
      badTokens = {
        none: undefined,
        malformed: 'not-a-token',
        'garbage segments': 'a.b.c',
        'another key': await createTokenService('another-key-entirely-0123456789-abcdefghij').sign(aliveContent, alive.exp * 1000),
        'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...alive })}.`,
        expired: await app.tokens.sign(aliveContent, Date.now() - 60_000),
        revoked,
      };
    });

    /** The rule's request for `world`, with one parameter or the body taken from the other customer. */
    function request(method: string, url: string, rule: AccessRule, swap: Swap, bearerToken: string | undefined): InjectOptions {
      const ids = rule.access === 'scoped' ? rule.ids : {};
      const values = rule.values ?? {};
      const path = url
        .replace(/:(\w+)/g, (_match, name: string) => {
          const kind = ids[name];
          const value = kind ? (swap.kind === 'param' && swap.name === name ? other : own)[kind] : values[name];
          if (value === undefined) throw new Error(`${method} ${url}: no value for :${name} in the access rules`);
          return encodeURIComponent(value);
        })
        .replace(/\*$/, 'x');
      const headers: Record<string, string> = bearerToken === undefined ? {} : bearer(bearerToken);
      const options: InjectOptions = { method: method as InjectOptions['method'], url: path, headers };
      if (rule.access !== 'scoped') return options;
      const world = swap.kind === 'body' ? other : own;
      if (rule.query) options.query = rule.query(world);
      if (rule.upload) {
        const body = upload(rule.fields?.(world));
        return { ...options, headers: { ...headers, ...body.headers }, payload: body.payload };
      }
      if (rule.body) return { ...options, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(rule.body(world)) };
      return options;
    }

    /** Rows per table (PostgreSQL: this suite's schema only). */
    async function rowCounts(): Promise<Record<string, number>> {
      const { db, database } = context();
      const tables = (await database.withSchemaLock(() => db.introspection.getTables())).filter((table) => !table.isView && (!database.schema || table.schema === database.schema));
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const row = await db
          .selectFrom(table.name as 'customers')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow();
        counts[table.name] = Number(row.count);
      }
      expect(Object.keys(counts).length).toBeGreaterThan(10);
      return counts;
    }

    const call = (options: InjectOptions) => context().app.inject(options);
    const describeCall = (options: InjectOptions, response: LightMyRequestResponse) =>
      `${options.method ?? 'GET'} ${String(options.url)} -> ${response.statusCode} ${response.body.slice(0, 200)}`;

    it('declares every registered route in the access rules, and names no route that does not exist', () => {
      expect(registered.size).toBeGreaterThan(20);
      const undeclared = [...registered].filter((key) => {
        const [method = '', url = ''] = key.split(' ');
        return !ruleOf(method, url);
      });
      expect(undeclared, 'routes missing from api/src/test/access-rules.ts').toEqual([]);
      const stale = Object.keys(accessRules).filter((key) => !registered.has(key));
      expect(stale, 'access rules naming no registered route').toEqual([]);
    });

    for (const [key, rule] of Object.entries(accessRules)) {
      const [method = '', url = ''] = key.split(' ');

      it(`${key} (${rule.access})`, async () => {
        const methods = method === 'GET' && registered.has(`HEAD ${url}`) ? ['GET', 'HEAD'] : [method];
        if (rule.access === 'public') {
          for (const [kind, bad] of Object.entries(badTokens)) {
            const options = request(method, url, rule, { kind: 'none' }, bad);
            const response = await call(options);
            expect(response.statusCode, `${kind}: ${describeCall(options, response)}`).toBeLessThan(500);
          }
          return;
        }

        const before = await rowCounts();
        for (const verb of methods) {
          for (const [kind, bad] of Object.entries(badTokens)) {
            const options = request(verb, url, rule, { kind: 'none' }, bad);
            const response = await call(options);
            expect(response.statusCode, `${kind} token: ${describeCall(options, response)}`).toBe(401);
          }
        }
        if (rule.access === 'scoped') {
          const crossCalls: [string, InjectOptions][] = [['another customer’s token', request(method, url, rule, { kind: 'none' }, otherToken)]];
          for (const name of Object.keys(rule.ids)) {
            crossCalls.push([`another customer’s :${name}`, request(method, url, rule, { kind: 'param', name }, token)]);
          }
          if (rule.bodyIds) crossCalls.push(['another customer’s ids in the body', request(method, url, rule, { kind: 'body' }, token)]);
          for (const [kind, options] of crossCalls) {
            const response = await call(options);
            const described = `${kind}: ${describeCall(options, response)}`;
            expect(carriesData(response), described).toBe(false);
            // Another customer's data is a 404 (by the guard or the lookup), never a hint that it exists.
            expect(response.statusCode, described).toBe(404);
          }
        }
        expect(await rowCounts(), 'row counts after the refused calls').toEqual(before);
        if (rule.access === 'scoped') {
          // The User limited to another location: Admin-only routes 403; the world's locations
          // and their objects 404; nothing answers with the world's location codes.
          const located = [...Object.values(rule.ids), ...(rule.bodyIds || rule.query ? ['site' as const] : [])].some((kind) =>
            ['site', 'room', 'issue', 'thermographyIssue', 'file', 'notification', 'installation', 'quote', 'declinedQuote'].includes(kind),
          );
          for (const verb of methods) {
            const options = request(verb, url, rule, { kind: 'none' }, restrictedToken);
            const response = await call(options);
            const described = `the limited user: ${describeCall(options, response)}`;
            if (rule.adminOnly) expect(response.statusCode, described).toBe(403);
            else if (located) expect(response.statusCode, described).toBe(404);
            else expect(response.statusCode, described).toBeLessThan(500);
            expect(response.body.includes(own.site) || response.body.includes(own.room), described).toBe(false);
          }
        }

        // The right call succeeds: the refusals above are the rules', not a bad sample's.
        // (logout ends the session it is called with: a session of its own.)
        const rightToken = rule.access === 'session' ? await signIn(context().app, 'demo@example.com') : token;
        // A call that needs state first (a pending two-factor key) makes it with the right session.
        const rightClaims = decodeClaims(rightToken);
        const prepared =
          rule.access === 'session' && rule.prepare
            ? await rule.prepare({
                customerId: String(rightClaims.CustomerId),
                employeeId: String(rightClaims.EmployeeId),
                call: (verb, path, body) =>
                  call({ method: verb, url: path, headers: bearer(rightToken), ...(body === undefined ? {} : { payload: body as object }) }),
              })
            : undefined;
        try {
          for (const verb of methods) {
            const options = request(verb, url, rule, { kind: 'none' }, rightToken);
            if (prepared?.body !== undefined) {
              options.headers = { ...options.headers, 'content-type': 'application/json' };
              options.payload = JSON.stringify(prepared.body);
            }
            const response = await call(options);
            expect(response.statusCode, `the right call: ${describeCall(options, response)}`).toBeGreaterThanOrEqual(200);
            expect(response.statusCode, `the right call: ${describeCall(options, response)}`).toBeLessThan(300);
            if (verb === 'GET' && response.statusCode !== 204) expect(carriesData(response), `the right call: ${describeCall(options, response)}`).toBe(true);
          }
        } finally {
          await prepared?.cleanUp?.();
        }
      });
    }

    /**
     * User administration across customers (ADR 0044): the matrix's other customer (B) has a person of
     * its own; the own customer's Admin (A) adds that person's e-mail, renames them, makes them an
     * Admin, limits, deactivates and removes them. A's answers are an invitation's (nothing of B's
     * name or state), and nothing B sees changes: the person, B's membership, B's user list and audit
     * trail, the person's own profile and session in B.
     */
    it("user administration across customers: A's Admin acting on a person who is also in B changes nothing B sees", async () => {
      const { app, db } = context();
      const person = { id: Number(other.employee), email: `matrix-${other.customer}@example.com` };
      const bAdmin = await db
        .insertInto('employees')
        .values({ name: 'Matrix B Admin', email: `matrix-b-admin-${other.customer}@example.com`, password_hash: await hashPassword('matrix-pass'), newsletter: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('memberships').values({ employee_id: bAdmin.id, customer_id: Number(other.customer), role: 'Admin' }).execute();
      const bToken = await signIn(app, `matrix-b-admin-${other.customer}@example.com`, 'matrix-pass');
      expect(decodeClaims(bToken).CustomerId).toBe(other.customer);

      const bSees = async () => ({
        person: await db.selectFrom('employees').select(['name', 'email', 'password_hash', 'newsletter', 'culture']).where('id', '=', person.id).executeTakeFirstOrThrow(),
        membership: await db.selectFrom('memberships').selectAll().where('customer_id', '=', Number(other.customer)).where('employee_id', '=', person.id).executeTakeFirstOrThrow(),
        users: (await call({ url: `/api/user/${other.customer}/users`, headers: bearer(bToken) })).json<unknown>(),
        audit: (await call({ url: `/api/audit/${other.customer}/entries`, headers: bearer(bToken) })).json<unknown>(),
        profile: await call({ url: `/api/user/${other.customer}/profile`, headers: bearer(otherToken) }).then((response) => [response.statusCode, response.json<unknown>()]),
      });
      const before = await bSees();
      expect(before.users).toEqual(expect.arrayContaining([expect.objectContaining({ email: person.email, name: 'Fremmed Bruger', role: 'User', active: true, invited: false })]));

      const users = `/api/user/${own.customer}/users`;
      const added = await call({ method: 'POST', url: users, headers: bearer(token), payload: { name: 'Matrix Gæst', email: person.email, role: 'User', locationCodes: [own.site] } });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json()).toEqual({ employeeId: person.id, name: 'Matrix Gæst', email: person.email, role: 'User', active: true, invited: true, locationCodes: [own.site], mayApproveQuotes: false });
      expect(added.body).not.toContain('Fremmed Bruger');
      const steps = [
        { name: 'Omdøbt Af A', role: 'User', active: true, locationCodes: [own.site] },
        { name: 'Omdøbt Af A', role: 'Admin', active: true, locationCodes: null },
        { name: 'Omdøbt Af A', role: 'User', active: false, locationCodes: null },
      ];
      for (const payload of steps) {
        const changed = await call({ method: 'PUT', url: `${users}/${person.id}`, headers: bearer(token), payload });
        expect(changed.statusCode, changed.body).toBe(200);
        expect(changed.json()).toMatchObject(payload);
      }
      expect(await bSees(), 'what B sees while the person is in A').toEqual(before);
      expect((await call({ method: 'DELETE', url: `${users}/${person.id}`, headers: bearer(token) })).statusCode).toBe(204);
      expect(await bSees(), 'what B sees after A removed the person').toEqual(before);
      // The person's session in B goes on; A's Admin cannot reach B's member through B's paths.
      expect((await call({ url: `/api/location/${other.customer}/locations`, headers: bearer(otherToken) })).statusCode).toBe(200);
      const reach = await call({ method: 'PUT', url: `/api/user/${other.customer}/users/${person.id}`, headers: bearer(token), payload: steps[0] });
      expect(reach.statusCode).toBe(404);
    });
  },
  {
    env: { PORTAL_ROOT: portalRoot },
    onRoute: (route) => {
      for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
    },
  },
);
