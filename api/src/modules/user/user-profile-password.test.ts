import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { passwordMessageKeys } from '@portal/shared/rules';
import { hashPassword } from '../../auth/password.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { describeEachDatabase, signIn, signInAs, bearer } from '../../test/test-app.js';

/**
 * The profile's password change and the account-state answers: a change ends the person's other
 * sessions (as a reset does), the current-password check is limited like a sign-in (same limit,
 * same store), the new password may not be built on the person or the provider, and sign-in and
 * "forgot password" answer the same for unknown, invited and active e-mails. Their timing is
 * security/account-oracles.test.ts.
 */

const sink = await startSmtpSink();
afterAll(() => sink.close());

const PASSWORD = 'Gammel-Hemmelig-Kode-4';
const NEW_PASSWORD = 'Ny-Hemmelig-Kode-Fem-5';

describeEachDatabase(
  'profile password and account-state answers',
  (context) => {
    let customerId: number;
    const inject = (options: InjectOptions) => context().app.inject(options);

    /** A person of the demo customer with a password (or, invited, without one). */
    async function person(email: string, name: string, password: string | null): Promise<number> {
      const { db } = context();
      const row = await db
        .insertInto('employees')
        .values({ name, email, password_hash: password === null ? '!' : await hashPassword(password), newsletter: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('memberships').values({ employee_id: row.id, customer_id: customerId, role: 'User' }).execute();
      return row.id;
    }

    const profile = (token: string) => inject({ url: `/api/user/${customerId}/profile`, headers: bearer(token) });
    const change = (token: string, currentPassword: string, newPassword: string) =>
      inject({ method: 'POST', url: `/api/user/${customerId}/profile/password`, headers: bearer(token), payload: { currentPassword, newPassword } });

    beforeAll(async () => {
      customerId = (await signInAs(context().app, 'demo@example.com')).customerId;
      await person('skift@example.com', 'Skift Kode', PASSWORD);
      await person('gaet@example.com', 'Gaet Kode', PASSWORD);
      await person('regel@example.com', 'Regel Rytter', PASSWORD);
      await person('inviteret@example.com', 'Inviteret Endnu', null);
    });

    it("a password change ends every other session of the person, at once, and keeps this one", async () => {
      const { app } = context();
      const [here, phone, laptop] = [await signIn(app, 'skift@example.com', PASSWORD), await signIn(app, 'skift@example.com', PASSWORD), await signIn(app, 'skift@example.com', PASSWORD)];
      // Every session is used (and its state cached) before the change.
      for (const token of [here, phone, laptop]) expect((await profile(token)).statusCode).toBe(200);
      const changed = await change(here, PASSWORD, NEW_PASSWORD);
      expect(changed.statusCode, changed.body).toBe(204);
      expect((await profile(here)).statusCode).toBe(200);
      expect((await profile(phone)).statusCode).toBe(401);
      expect((await profile(laptop)).statusCode).toBe(401);
      // The session that changed it renews its token as before; the old password is gone.
      const renewed = await inject({ url: `/api/authentication/requestnewtoken/customer/${customerId}/employee/${(await profile(here)).json<{ employeeId: number }>().employeeId}`, headers: bearer(here) });
      expect(renewed.statusCode, renewed.body).toBe(200);
      expect((await inject({ method: 'POST', url: '/api/authentication/authenticate', payload: { email: 'skift@example.com', password: PASSWORD } })).statusCode).toBe(401);
      expect((await profile(await signIn(app, 'skift@example.com', NEW_PASSWORD))).statusCode).toBe(200);
    });

    it('limits the current-password check like a sign-in: 429 after SIGN_IN_RATE_LIMIT tries a minute, per person, in the same store', async () => {
      const { app, config, db, database } = context();
      const token = await signIn(app, 'gaet@example.com', PASSWORD);
      const limit = config.signInRateLimit;
      for (let attempt = 1; attempt <= limit; attempt += 1) {
        const wrong = await change(token, `Forkert-Gaet-${attempt}`, NEW_PASSWORD);
        expect(wrong.statusCode, `attempt ${attempt}: ${wrong.body}`).toBe(400);
        expect(wrong.json<{ key: string }>().key).toBe(passwordMessageKeys.wrongCurrent);
      }
      const limited = await change(token, 'Forkert-Gaet-igen', NEW_PASSWORD);
      expect(limited.statusCode, limited.body).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json<{ message: string }>().message).toContain('Too many');
      // Even the right password now waits, and so does another session of the same person.
      expect((await change(token, PASSWORD, NEW_PASSWORD)).statusCode).toBe(429);
      expect((await change(await signIn(app, 'gaet@example.com', PASSWORD), PASSWORD, NEW_PASSWORD)).statusCode).toBe(429);
      // Another person is not limited by it.
      const other = await signIn(app, 'regel@example.com', PASSWORD);
      expect((await change(other, 'Forkert-Men-Kun-En-Gang', NEW_PASSWORD)).statusCode).toBe(400);
      if (database.dialect === 'postgres') {
        // The sign-in's store: rows of rate_limits that every API process shares.
        const rows = await sql<{ key: string; hits: number }>`select key, hits from rate_limits where key like ${'%current-password|%'}`.execute(db);
        expect(rows.rows.length).toBeGreaterThan(0);
        expect(Math.max(...rows.rows.map((row) => Number(row.hits)))).toBeGreaterThan(limit);
      }
    });

    it("refuses a new password built on the person's name, e-mail or the provider's name", async () => {
      const { app, config } = context();
      const token = await signIn(app, 'regel@example.com', PASSWORD);
      for (const password of ['Regel-Rytter-2026', 'regel@example.com', 'RegelRytter!!!!!', `${config.providerName.replace(/\s+/g, '')}2026!`]) {
        const refused = await change(token, PASSWORD, password);
        expect(refused.statusCode, `${password}: ${refused.body}`).toBe(400);
        expect(refused.json<{ key: string }>().key, password).toBe(passwordMessageKeys.personal);
      }
    });

    it('a wrong sign-in answers the same 401 for unknown, invited and active e-mails', async () => {
      const answers = await Promise.all(
        ['ingen.konto@example.com', 'inviteret@example.com', 'regel@example.com'].map((email) =>
          inject({ method: 'POST', url: '/api/authentication/authenticate', payload: { email, password: 'Forkert-Kode-Til-Alle' } }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    });

    it('"forgot password" queues the same job for unknown, invited and active e-mails; only accounts get a mail', async () => {
      const { app, db } = context();
      await app.jobs.drain();
      const jobs = async () => Number((await db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('count')).where('kind', '=', 'password-reset-mail').executeTakeFirstOrThrow()).count);
      const before = { jobs: await jobs(), mails: sink.received.length };
      for (const email of ['ingen.konto@example.com', 'inviteret@example.com', 'regel@example.com']) {
        const answer = await inject({ method: 'POST', url: '/api/user/password/forgot', payload: { email } });
        expect(answer.statusCode, email).toBe(204);
        expect(answer.body, email).toBe('');
      }
      expect(await jobs()).toBe(before.jobs + 3);
      await app.jobs.drain();
      expect(sink.received.slice(before.mails).map((message) => message.to).flat().sort()).toEqual(['inviteret@example.com', 'regel@example.com']);
    });
  },
  { env: { SMTP_URL: sink.url } },
);
