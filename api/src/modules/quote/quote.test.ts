import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { beforeAll, expect, it } from 'vitest';
import type { Quote } from '@portal/shared/contract';
import { quoteMessageKeys } from '@portal/shared/rules';
import { hashPassword } from '../../auth/password.js';
import { apiPackageRoot } from '../../config.js';
import { fixtures } from '../../test/fixtures.js';
import { bearer, describeEachDatabase, signIn, signInAs, type TestSession } from '../../test/test-app.js';
import { PROVIDER_MAIL_JOB } from '../provider-events/provider-events.service.js';
import { customersDay } from './quote.service.js';

const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;
const eventSchema = JSON.parse(readFileSync(resolve(apiPackageRoot, '..', 'docs', 'provider-events.schema.json'), 'utf8')) as object;
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validateEvent = ajv.compile(eventSchema);

describeEachDatabase(
  'quotes: list, approve, decline, final, expired, the right',
  (context) => {
    let admin: TestSession;
    /** A User of the demo customer, without the right until the Admin gives it on the users page. */
    let userToken: string;
    let userId: number;
    let restrictedToken: string;
    const base = () => `/api/quote/${admin.customerId}`;
    const get = (url: string, token?: string) => context().app.inject({ url: `${base()}${url}`, headers: token ? bearer(token) : admin.headers });
    const post = (url: string, payload: unknown, token?: string) =>
      context().app.inject({ method: 'POST', url: `${base()}${url}`, headers: { ...(token ? bearer(token) : admin.headers), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
    const list = async (status: string) => (await get(`/quotes?status=${status}`)).json<Quote[]>();

    beforeAll(async () => {
      const { app, db } = context();
      admin = await signInAs(app, 'demo@example.com');
      const person = async (email: string, restricted: boolean) => {
        const row = await db.insertInto('employees').values({ name: email.split('@')[0] ?? email, email, password_hash: await hashPassword('quote-pass-123'), newsletter: false }).returning('id').executeTakeFirstOrThrow();
        await db.insertInto('memberships').values({ employee_id: row.id, customer_id: admin.customerId, role: 'User', restricted }).execute();
        return row.id;
      };
      userId = await person('bruger.tilbud@example.com', false);
      userToken = await signIn(app, 'bruger.tilbud@example.com', 'quote-pass-123');
      // Limited to a new location with nothing in it: every demo quote lies outside.
      const restrictedId = await person('begraenset.tilbud@example.com', true);
      const elsewhere = await fixtures(db).location(admin.customerId, { code: 'QUOTE-ELSEWHERE' });
      await db.insertInto('membership_locations').values({ employee_id: restrictedId, customer_id: admin.customerId, location_id: elsewhere }).execute();
      restrictedToken = await signIn(app, 'begraenset.tilbud@example.com', 'quote-pass-123');
    });

    it('lists the demo quotes by status: three pending, one expired, one approved; soonest end of validity first', async () => {
      const pending = await list('Pending');
      expect(pending.map((quote) => quote.status)).toEqual(['Pending', 'Pending', 'Pending']);
      expect(pending[0]?.validUntil.localeCompare(pending[1]?.validUntil ?? '')).toBeLessThan(0);
      expect(pending[1]?.validUntil.localeCompare(pending[2]?.validUntil ?? '')).toBeLessThan(0);
      expect(pending.find((quote) => quote.issues.length === 2)).toBeDefined();
      expect(pending[0]).toMatchObject({ currency: 'DKK', hasPdf: true, decision: null, locationCode: expect.any(String) as string });
      expect(pending.find((quote) => quote.amountMinor === 387550)).toBeDefined();
      expect((await list('Expired')).map((quote) => quote.status)).toEqual(['Expired']);
      const [approved] = await list('Approved');
      expect(approved?.decision).toMatchObject({ name: 'Jonas Friis', poNumber: 'PO-55120', reason: null });
      expect(await list('Declined')).toEqual([]);
      expect((await get('/quotes')).json<Quote[]>()).toHaveLength(5);
      const bounded = await get('/quotes?status=Pending&take=1');
      expect(bounded.json<Quote[]>()).toHaveLength(1);
      expect(bounded.headers['x-total-count']).toBe('3');
    });

    it("lists a fault's quotes, and 404s a fault the user may not see", async () => {
      const [quote] = await list('Pending');
      const issue = quote?.issues[0];
      const forIssue = (await get(`/quotes?issueId=${issue?.id ?? 0}`)).json<Quote[]>();
      expect(forIssue.map((row) => row.id)).toContain(quote?.id);
      expect((await get(`/quotes?issueId=${issue?.id ?? 0}`, restrictedToken)).statusCode).toBe(404);
      expect((await get('/quotes?issueId=999999')).statusCode).toBe(404);
    });

    it('refuses bad input with a 400 and a message, never a 500', async () => {
      const [quote] = await list('Pending');
      const id = quote?.id ?? 0;
      const cases: [string, unknown][] = [
        ['/approve', {}],
        ['/approve', { name: '' }],
        ['/approve', { name: 'Anna', poNumber: 'x'.repeat(101) }],
        ['/approve', { name: 'Anna', extra: 1 }],
        ['/decline', { name: 'Anna' }],
        ['/decline', { name: 'Anna', reason: 'for kort' }],
        ['/decline', { name: '   ', reason: 'En lang nok begrundelse her' }],
      ];
      for (const [path, body] of cases) {
        const response = await post(`/${id}${path}`, body);
        expect(response.statusCode, `${path} ${JSON.stringify(body)}: ${response.body}`).toBe(400);
        expect(response.json<{ message: string }>().message.length).toBeGreaterThan(5);
      }
      expect((await post(`/${id}/decline`, { name: 'Anna', reason: 'for kort' })).json<{ key?: string }>().key).toBe(quoteMessageKeys.reasonTooShort);
      expect((await post('/abc/approve', { name: 'Anna' })).statusCode).toBe(400);
      expect((await list('Pending')).map((row) => row.status)).toEqual(['Pending', 'Pending', 'Pending']);
    });

    it('403s a user without the right, until an Admin gives it on the users page; 404s a quote outside the user\'s locations', async () => {
      const [quote] = await list('Pending');
      const id = quote?.id ?? 0;
      const refused = await post(`/${id}/approve`, { name: 'Bruger' }, userToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ key?: string }>().key).toBe(quoteMessageKeys.noRight);
      expect((await get('/rights', userToken)).json()).toEqual({ mayDecide: false });
      expect((await get('/rights')).json()).toEqual({ mayDecide: true });
      expect((await post(`/${id}/approve`, { name: 'Begrænset' }, restrictedToken)).statusCode).toBe(404);
      expect((await get(`/${id}`, restrictedToken)).statusCode).toBe(404);
      expect((await get('/quotes', restrictedToken)).json()).toEqual([]);

      const users = `/api/user/${admin.customerId}/users/${userId}`;
      const given = await context().app.inject({
        method: 'PUT',
        url: users,
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'bruger.tilbud', role: 'User', active: true, locationCodes: null, mayApproveQuotes: true }),
      });
      expect(given.statusCode, given.body).toBe(200);
      expect(given.json<{ mayApproveQuotes: boolean }>().mayApproveQuotes).toBe(true);
      expect((await get('/rights', userToken)).json()).toEqual({ mayDecide: true });
    });

    it('approves a pending quote once: the decision, the faults\' history, the audit trail and the provider\'s event; a second decision is a 409', async () => {
      const { db } = context();
      const quote = (await list('Pending')).find((row) => row.issues.length === 2);
      if (!quote) throw new Error('no pending quote for two faults');
      const jobsBefore = (await db.selectFrom('jobs').select('id').where('kind', '=', PROVIDER_MAIL_JOB).execute()).length;
      const response = await post(`/${quote.id}/approve`, { name: '  Bruger Tilbud ', poNumber: 'PO-7781' }, userToken);
      expect(response.statusCode, response.body).toBe(200);
      const approved = response.json<Quote>();
      expect(approved).toMatchObject({ id: quote.id, status: 'Approved', decision: { name: 'Bruger Tilbud', poNumber: 'PO-7781', reason: null } });

      for (const issue of quote.issues) {
        const [newest] = await db.selectFrom('issue_transactions').selectAll().where('issue_id', '=', issue.id).orderBy('id', 'desc').limit(1).execute();
        expect(newest).toMatchObject({ person: 'Bruger Tilbud', status_phrase: 'Tilbud godkendt af kunden', comment: `${quote.number}, PO-7781` });
      }
      const audit = await db.selectFrom('audit_log').selectAll().where('action', '=', 'quote.decision').where('subject', '=', quote.number).executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ actor_name: 'bruger.tilbud', details: 'Approved (PO-7781)' });
      const jobs = await db.selectFrom('jobs').selectAll().where('kind', '=', PROVIDER_MAIL_JOB).orderBy('id').execute();
      expect(jobs).toHaveLength(jobsBefore + 1);
      const event = (JSON.parse(jobs.at(-1)?.payload ?? '{}') as { event: Record<string, unknown> }).event;
      expect(validateEvent(event) ? [] : validateEvent.errors).toEqual([]);
      expect(event).toMatchObject({
        type: 'quote.decided',
        quote: { id: quote.id, number: quote.number },
        data: { decision: 'Approved', name: 'Bruger Tilbud', poNumber: 'PO-7781', amountMinor: quote.amountMinor, currency: 'DKK', issueNumbers: quote.issues.map((issue) => issue.number).sort() },
      });

      const again = await post(`/${quote.id}/approve`, { name: 'Anna' });
      expect(again.statusCode).toBe(409);
      expect(again.json<{ key?: string }>().key).toBe(quoteMessageKeys.decided);
      expect((await post(`/${quote.id}/decline`, { name: 'Anna', reason: 'Vi har fortrudt beslutningen' })).statusCode).toBe(409);
      expect((await list('Approved')).map((row) => row.id)).toContain(quote.id);
    });

    it('declines a pending quote with a reason', async () => {
      const [quote] = await list('Pending');
      const response = await post(`/${quote?.id ?? 0}/decline`, { name: 'Anna Demo', reason: '  For dyrt; vi indhenter et andet tilbud  ' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Quote>()).toMatchObject({ status: 'Declined', decision: { name: 'Anna Demo', reason: 'For dyrt; vi indhenter et andet tilbud', poNumber: null } });
      expect(await list('Pending')).toHaveLength(1);
    });

    it('answers 410 for an expired quote', async () => {
      const [expired] = await list('Expired');
      const response = await post(`/${expired?.id ?? 0}/approve`, { name: 'Anna Demo' });
      expect(response.statusCode).toBe(410);
      expect(response.json<{ key?: string; message: string }>()).toMatchObject({ key: quoteMessageKeys.expired });
      expect((await list('Expired')).map((row) => row.id)).toEqual([expired?.id]);
    });

    it("gives a signed link to the quote's PDF, which downloads a PDF", async () => {
      const [quote] = await list('Approved');
      const link = await get(`/${quote?.id ?? 0}/pdf`);
      expect(link.statusCode).toBe(200);
      const url = new URL(link.json<{ url: string }>().url, 'http://localhost');
      const pdf = await context().app.inject({ url: url.pathname + url.search });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await get(`/${quote?.id ?? 0}/pdf`, restrictedToken)).statusCode).toBe(404);
    });

    it('counts the last valid day in the customers\' time zone', () => {
      expect(customersDay(new Date('2026-11-26T23:30:00Z'), 'Europe/Copenhagen')).toBe('2026-11-27');
      expect(customersDay(new Date('2026-11-26T22:30:00Z'), 'Europe/Copenhagen')).toBe('2026-11-26');
    });
  },
  { env: { PROVIDER_SERVICE_EMAIL: 'servicedesk@provider.example' } },
);
