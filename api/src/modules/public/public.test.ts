import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FaultReportResponse, PublicReportTarget } from '@portal/shared/contract';
import { guestReportLimits } from '@portal/shared/rules';
import { signLabelToken } from '../../auth/label-token.js';
import { readMessage, startSmtpSink } from '../../test/smtp-sink.js';
import { bearer, describeEachDatabase } from '../../test/test-app.js';
import { multipartHeaders, pdf, photoWithGps, reportBody } from '../../test/uploads.js';
import { seedIssueTestData, type IssueTestData } from '../issue/issue.test-data.js';
import { LABEL_REFUSED } from './public.service.js';

const sink = await startSmtpSink();
afterAll(() => sink.close());

describeEachDatabase(
  'public: a guest reports a fault by a QR label',
  (context) => {
    let data: IssueTestData;
    let token: string;
    let installationId: number;
    /** Each test's calls come from addresses of their own, so the per-address limit is each test's. */
    let address = 0;
    const nextAddress = () => `10.0.${Math.floor((address += 1) / 200)}.${address % 200}`;

    beforeAll(async () => {
      ({ data } = await seedIssueTestData(context()));
      const { db, config } = context();
      installationId = (await db.selectFrom('installations').select('id').where('code', '=', data.installationCode).executeTakeFirstOrThrow()).id;
      const customer = await db.selectFrom('customers').select('label_generation').where('id', '=', data.customerId).executeTakeFirstOrThrow();
      token = signLabelToken(config.jwtSecret, { installationId, generation: Number(customer.label_generation) });
    });

    const setGuestReports = async (on: boolean) => {
      const response = await context().app.inject({
        method: 'PUT',
        url: `/api/administration/${data.customerId}/settings`,
        headers: { ...bearer(data.token), 'content-type': 'application/json' },
        payload: { guestReports: on },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ guestReports: on });
    };
    const target = (labelToken: string, remoteAddress = nextAddress()) =>
      context().app.inject({ method: 'GET', url: `/api/public/report/${encodeURIComponent(labelToken)}`, remoteAddress });
    const post = (labelToken: string, payload: Buffer, remoteAddress = nextAddress()) =>
      context().app.inject({ method: 'POST', url: `/api/public/report/${encodeURIComponent(labelToken)}`, headers: multipartHeaders(), payload, remoteAddress });
    const guest = () => ({ name: 'Vicevært Hansen', email: 'vicevaert@example.com', phone: '', description: 'Nødlyset i opgang B blinker hele tiden', urgency: 'normal' });
    const countIssues = async () => Number((await context().db.selectFrom('issues').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

    it('is off by default: a valid label answers as a forged one, and a report is refused without a trace', async () => {
      const { db } = context();
      expect((await db.selectFrom('customers').select('guest_reports').where('id', '=', data.customerId).executeTakeFirstOrThrow()).guest_reports).toBeFalsy();
      const before = await countIssues();
      const valid = await target(token);
      const forged = await target(`${token.slice(0, -4)}AAAA`);
      expect(valid.statusCode).toBe(200);
      expect(valid.json()).toEqual({ guestReports: false });
      expect(forged.body).toBe(valid.body);
      const refused = await post(token, reportBody(guest()));
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: LABEL_REFUSED });
      expect(await countIssues()).toBe(before);
    });

    it('when on, shows the unit, takes the report with a photo (no EXIF) and mails the receipt', async () => {
      const { db } = context();
      await setGuestReports(true);
      const shown = (await target(token)).json() as PublicReportTarget;
      expect(shown).toEqual({ guestReports: true, installation: 'Brandalarm', locationName: 'Testrum' });
      const mailsBefore = sink.received.length;
      const response = await post(token, reportBody(guest(), [{ name: 'Foto.jpg', content: await photoWithGps() }]));
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json() as FaultReportResponse;
      expect(created.status).toBe('Reported');
      const issue = await db.selectFrom('issues').selectAll().where('id', '=', created.issueId).executeTakeFirstOrThrow();
      expect([issue.customer_id, issue.installation_id, issue.status, issue.reporter_name, issue.reporter_email, Boolean(issue.reported_by_label)]).toEqual([
        data.customerId,
        installationId,
        'Reported',
        'Vicevært Hansen',
        'vicevaert@example.com',
        true,
      ]);
      const history = await db.selectFrom('issue_transactions').select(['person', 'status_phrase']).where('issue_id', '=', created.issueId).execute();
      expect(history).toEqual([{ person: 'Vicevært Hansen (gæst)', status_phrase: 'Anmeldt' }]);
      const photo = await db.selectFrom('files').select(['thumbnail_key', 'content_type']).where('issue_id', '=', created.issueId).executeTakeFirstOrThrow();
      expect(photo.thumbnail_key).not.toBeNull();
      await expect.poll(() => sink.received.length).toBe(mailsBefore + 1);
      const mail = sink.received.at(-1);
      expect(mail?.to).toEqual(['vicevaert@example.com']);
      const message = readMessage(mail?.raw ?? '');
      expect(message.subject).toContain(created.number);
      expect(message.text).toContain('Brandalarm');
    });

    it('refuses a forged token, a rotated label, the honeypot, documents and missing contact with the same or a clear 4xx', async () => {
      const { config } = context();
      await setGuestReports(true);
      const before = await countIssues();
      const forged = signLabelToken('another-secret-entirely-0123456789abcdef', { installationId, generation: 1 });
      expect((await post(forged, reportBody(guest()))).json()).toMatchObject({ message: LABEL_REFUSED });
      expect((await post('not-a-token', reportBody(guest()))).statusCode).toBe(404);
      const other = signLabelToken(config.jwtSecret, { installationId: 999_999, generation: 1 });
      expect((await target(other)).json()).toEqual({ guestReports: false });
      const cases: [Buffer, RegExp][] = [
        [reportBody({ ...guest(), website: 'http://spam.example' }), /could not be taken/],
        [reportBody(guest(), [{ name: 'Attest.pdf', content: pdf() }]), /Only photos/],
        [reportBody({ ...guest(), email: '', phone: '' }), /e-mail address or a phone/],
        [reportBody({ ...guest(), email: 'ikke-en-adresse' }), /e-mail address is not valid/],
        [reportBody({ ...guest(), name: '' }), /name is required/],
        [reportBody({ ...guest(), description: 'kort' }), /description must be/],
      ];
      for (const [payload, message] of cases) {
        const response = await post(token, payload);
        expect(response.statusCode, response.body).toBe(400);
        expect((response.json() as { message: string }).message).toMatch(message);
      }
      expect(await countIssues()).toBe(before);

      // An Admin's rotation ends the label: from then on it answers as a forged one.
      const rotated = await context().app.inject({ method: 'POST', url: `/api/administration/${data.customerId}/qr-labels/rotate`, headers: bearer(data.token) });
      expect(rotated.statusCode, rotated.body).toBe(200);
      const { generation } = rotated.json() as { generation: number };
      expect((await target(token)).json()).toEqual({ guestReports: false });
      expect((await post(token, reportBody(guest()))).json()).toMatchObject({ message: LABEL_REFUSED });
      const signedIn = await context().app.inject({ method: 'GET', url: `/api/issue/${data.customerId}/report-target/${token}`, headers: bearer(data.token) });
      expect(signedIn.statusCode).toBe(404);
      token = signLabelToken(config.jwtSecret, { installationId, generation });
      expect((await target(token)).json()).toMatchObject({ guestReports: true });
    });

    it('holds the rate limit per address and per label (429, nothing kept past it)', async () => {
      await setGuestReports(true);
      const one = nextAddress();
      for (let sent = 0; sent < guestReportLimits.perIp; sent += 1) expect((await post(token, reportBody(guest()), one)).statusCode).toBe(201);
      const before = await countIssues();
      const blocked = await post(token, reportBody(guest()), one);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      expect(await countIssues()).toBe(before);
      // The same label from other addresses: its own limit (the first test's refused post counted too).
      let label = 201;
      for (let sent = 0; sent < guestReportLimits.perToken && label === 201; sent += 1) label = (await post(token, reportBody(guest()))).statusCode;
      expect(label).toBe(429);
    });
  },
  { env: { SMTP_URL: sink.url } },
);
