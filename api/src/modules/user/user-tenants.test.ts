import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuditEntry, CustomerUser, Profile } from '@portal/shared/contract';
import { hashPassword } from '../../auth/password.js';
import { readMessage, startSmtpSink } from '../../test/smtp-sink.js';
import { describeEachDatabase, signInAs, type TestSession } from '../../test/test-app.js';

/**
 * Tenant isolation in user administration (ADR 0044): a person's identity is shared by the customers
 * they belong to; one customer's Admin manages the membership and this customer's view of the person,
 * never the person. Nordhavn's Admin (demo@example.com) acts on anden@example.com, a User of Aarhus,
 * and on a person Aarhus has invited who has no password yet; Aarhus's own Admin looks on.
 */

const sink = await startSmtpSink();
afterAll(() => sink.close());

const AARHUS_ADMIN = { email: 'aarhus.admin@example.com', password: 'Aarhus-Admin-Kode-7' };

describeEachDatabase(
  'user administration across customers',
  (context) => {
    let nordhavn: TestSession;
    let aarhus: TestSession;
    const inject = (options: InjectOptions) => context().app.inject(options);
    const usersOf = (session: TestSession) => `/api/user/${session.customerId}/users`;
    const listOf = async (session: TestSession) => (await inject({ url: usersOf(session), headers: session.headers })).json<CustomerUser[]>();
    const rowOf = async (session: TestSession, email: string) => {
      const row = (await listOf(session)).find((user) => user.email === email);
      if (!row) throw new Error(`${email} is not in the list of customer ${session.customerId}`);
      return row;
    };
    const mailsTo = async (to: string) => {
      await context().app.jobs.drain();
      return sink.received.filter((message) => message.to.includes(to)).map((message) => readMessage(message.raw));
    };
    const invite = (session: TestSession, email: string, name: string) =>
      inject({ method: 'POST', url: usersOf(session), headers: session.headers, payload: { name, email, role: 'User' } });

    beforeAll(async () => {
      const { app, db } = context();
      nordhavn = await signInAs(app, 'demo@example.com');
      const aarhusId = (await db.selectFrom('customers').select('id').where('xal_id', '=', 'C-20877').executeTakeFirstOrThrow()).id;
      const admin = await db
        .insertInto('employees')
        .values({ name: 'Aarhus Administrator', email: AARHUS_ADMIN.email, password_hash: await hashPassword(AARHUS_ADMIN.password), newsletter: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('memberships').values({ employee_id: admin.id, customer_id: aarhusId, role: 'Admin' }).execute();
      aarhus = await signInAs(app, AARHUS_ADMIN.email, AARHUS_ADMIN.password);
      expect(aarhus.customerId).toBe(aarhusId);
      // Aarhus invites a person who has not chosen a password yet.
      expect((await invite(aarhus, 'ventende@example.com', 'Ventende Person')).statusCode).toBe(201);
    });

    it('adding an e-mail that has an account (with or without a password) answers exactly as adding a new one', async () => {
      const answers = {
        fresh: await invite(nordhavn, 'ny.person@example.com', 'Ny Person'),
        active: await invite(nordhavn, 'anden@example.com', 'Falsk Navn'),
        invited: await invite(nordhavn, 'ventende@example.com', 'Tredje Navn'),
      };
      const expected = {
        fresh: { name: 'Ny Person', email: 'ny.person@example.com' },
        active: { name: 'Falsk Navn', email: 'anden@example.com' },
        invited: { name: 'Tredje Navn', email: 'ventende@example.com' },
      };
      for (const [kind, response] of Object.entries(answers) as [keyof typeof answers, (typeof answers)['fresh']][]) {
        expect(response.statusCode, `${kind}: ${response.body}`).toBe(201);
        const { employeeId, ...rest } = response.json<CustomerUser>();
        expect(employeeId, kind).toEqual(expect.any(Number));
        expect(rest, kind).toEqual({ ...expected[kind], role: 'User', active: true, invited: true, locationCodes: null, mayApproveQuotes: false });
        // The list says the same: the name given here, and invited.
        expect(await rowOf(nordhavn, expected[kind].email), kind).toEqual(response.json<CustomerUser>());
      }
      // The person is told by mail: a link for whoever has no password, word of the access for who has one.
      const [added] = await mailsTo('anden@example.com');
      expect(added?.text).toContain('Nordhavn Ejendomme A/S');
      expect(added?.text).toContain('Anden Bruger');
      expect(added?.text).not.toContain('set-password');
      const ventende = await mailsTo('ventende@example.com');
      expect(ventende.at(-1)?.text).toContain('Nordhavn Ejendomme A/S');
      expect(ventende.at(-1)?.text).toContain('set-password#token=');
      expect((await mailsTo('ny.person@example.com')).at(-1)?.text).toContain('set-password#token=');
      // A member of this customer already: 409, as ever.
      expect((await invite(nordhavn, 'anden@example.com', 'Igen')).statusCode).toBe(409);
    });

    it("renaming changes only what this customer shows: not Aarhus's list, the person's profile or token", async () => {
      const { app, db } = context();
      const anden = await rowOf(nordhavn, 'anden@example.com');
      const renamed = await inject({
        method: 'PUT',
        url: `${usersOf(nordhavn)}/${anden.employeeId}`,
        headers: nordhavn.headers,
        payload: { name: 'Omdøbt Af Nordhavn', role: 'User', active: true, locationCodes: null },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json<CustomerUser>().name).toBe('Omdøbt Af Nordhavn');
      expect((await rowOf(nordhavn, 'anden@example.com')).name).toBe('Omdøbt Af Nordhavn');
      expect((await rowOf(aarhus, 'anden@example.com')).name).toBe('Anden Bruger');
      const employee = await db.selectFrom('employees').select('name').where('email', '=', 'anden@example.com').executeTakeFirstOrThrow();
      expect(employee.name).toBe('Anden Bruger');
      const session = await signInAs(app, 'anden@example.com');
      expect(session.claims.EmployeeName).toBe('Anden Bruger');
      expect((await inject({ url: `/api/user/${session.customerId}/profile`, headers: session.headers })).json<Profile>().name).toBe('Anden Bruger');
      // Aarhus's audit trail knows nothing of Nordhavn's administration.
      const trail = (await inject({ url: `/api/audit/${aarhus.customerId}/entries`, headers: aarhus.headers })).json<AuditEntry[]>();
      expect(trail.filter((entry) => entry.subject === 'anden@example.com' && entry.action.startsWith('user.'))).toEqual([]);
    });

    it('the person changes their own name on the profile: every customer without a name of its own shows it', async () => {
      const { app } = context();
      const session = await signInAs(app, 'anden@example.com');
      const url = `/api/user/${session.customerId}/profile`;
      const changed = await inject({ method: 'PUT', url, headers: session.headers, payload: { name: 'Anden Selv', culture: null, newsletter: false } });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<Profile>().name).toBe('Anden Selv');
      expect((await rowOf(aarhus, 'anden@example.com')).name).toBe('Anden Selv');
      expect((await rowOf(nordhavn, 'anden@example.com')).name).toBe('Omdøbt Af Nordhavn');
      expect((await signInAs(app, 'anden@example.com')).claims.EmployeeName).toBe('Anden Selv');
    });

    it('a membership is "invited" until the person signs in or sets a password, whatever their account elsewhere', async () => {
      // anden signed in above: no longer invited in Nordhavn. The person without a password still is, in both customers.
      expect((await rowOf(nordhavn, 'anden@example.com')).invited).toBe(false);
      expect((await rowOf(nordhavn, 'ventende@example.com')).invited).toBe(true);
      expect((await rowOf(aarhus, 'ventende@example.com')).invited).toBe(true);
      expect((await rowOf(aarhus, 'anden@example.com')).invited).toBe(false);
    });

    it('deactivating and removing the person in one customer leaves the other untouched', async () => {
      const { app } = context();
      const anden = await rowOf(nordhavn, 'anden@example.com');
      const off = await inject({
        method: 'PUT',
        url: `${usersOf(nordhavn)}/${anden.employeeId}`,
        headers: nordhavn.headers,
        payload: { name: 'Omdøbt Af Nordhavn', role: 'User', active: false, locationCodes: null },
      });
      expect(off.json<CustomerUser>().active).toBe(false);
      expect(await rowOf(aarhus, 'anden@example.com')).toMatchObject({ name: 'Anden Selv', active: true, role: 'User', locationCodes: null });
      expect((await inject({ method: 'DELETE', url: `${usersOf(nordhavn)}/${anden.employeeId}`, headers: nordhavn.headers })).statusCode).toBe(204);
      expect((await listOf(nordhavn)).map((user) => user.email)).not.toContain('anden@example.com');
      expect(await rowOf(aarhus, 'anden@example.com')).toMatchObject({ name: 'Anden Selv', active: true });
      const session = await signInAs(app, 'anden@example.com');
      expect(session.customerId).toBe(aarhus.customerId);
      // Nordhavn's Admin cannot reach the person any more: not a member.
      const put = await inject({
        method: 'PUT',
        url: `${usersOf(nordhavn)}/${anden.employeeId}`,
        headers: nordhavn.headers,
        payload: { name: 'X', role: 'User', active: true, locationCodes: null },
      });
      expect(put.statusCode).toBe(404);
    });
  },
  { env: { SMTP_URL: sink.url } },
);
