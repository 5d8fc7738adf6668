import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { TokenClaims } from '@portal/shared/contract';
import type { Database } from '../../db/schema.js';
import type { FileStore } from '../../storage/file-store.js';
import { fixtures } from '../../test/fixtures.js';
import { signInAs, type TestContext } from '../../test/test-app.js';

/**
 * Hand-built issue data for the API tests, owned by the demo customer C-10421 that
 * demo@example.com signs in to (the demo content itself is not relied on): a site with a room
 * inside it, an installation with a task that has a service report and a control schema, an open
 * issue in the room, a completed issue at the site, a thermography issue with its fields and
 * report file, and an issue of another customer.
 */
export interface IssueTestData {
  token: string;
  claims: TokenClaims;
  customerId: number;
  site: string;
  room: string;
  /** A location of the same customer outside the site. */
  elsewhere: string;
  installationCode: string;
  openIssue: { id: number; number: string };
  completedIssue: { id: number; number: string };
  thermographyIssue: { id: number; number: string };
  otherCustomerIssue: number;
  otherCustomerLocation: string;
}

let sequence = 0;

export async function createIssueTestData(app: FastifyInstance, db: Kysely<Database>, files: FileStore): Promise<IssueTestData> {
  const make = fixtures(db);
  const { token, claims } = await signInAs(app, 'demo@example.com');
  const customerId = Number(claims.CustomerId);
  const customer = await db.selectFrom('customers').select('xal_id').where('id', '=', customerId).executeTakeFirstOrThrow();
  if (customer.xal_id !== 'C-10421') throw new Error(`demo@example.com signed in to ${customer.xal_id}, expected C-10421`);
  const tag = `T${(sequence += 1)}${Date.now().toString(36)}`.toUpperCase();

  const siteId = await make.location(customerId, { code: `SITE-${tag}`, name: 'Testsite' });
  const roomId = await make.location(customerId, { code: `ROOM-${tag}`, name: 'Testrum', parent_id: siteId });
  await make.location(customerId, { code: `ELSE-${tag}`, name: 'Andetsteds' });
  const installationCode = `ABA/${tag}`;
  const installationId = await make.installation(customerId, roomId, { code: installationCode, name: 'Brandalarm', type: 'ABA brandalarmanlæg' });
  const taskId = await make.task(customerId, roomId, installationId, { job_number: `JOB-${tag}`, status: 'Completed' });
  const service = await db
    .insertInto('service_reports')
    .values({
      task_id: taskId,
      case_number: `SAG-${tag}`,
      activity_type: 'Eftersyn',
      task_name: 'Årligt eftersyn',
      installation_number: installationCode,
      responsible: 'Mads Holm',
      stop_date: '2024-03-01T10:00:00.000Z',
      customer_reference: 'Rammeaftale',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('service_report_lines')
    .values([
      { service_report_id: service.id, position: 1, description: 'Central', checked: false, type: 'header' },
      { service_report_id: service.id, position: 2, description: 'Batterier kontrolleret', checked: true, type: 'line' },
    ])
    .execute();
  const schema = await db
    .insertInto('control_schemas')
    .values({ task_id: taskId, report_file: `KS-${tag}.pdf`, company: 'Nordhavn', department: null, responsible: 'Mads Holm', date: '2024-03-01T10:00:00.000Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const item = await db.insertInto('control_schema_items').values({ control_schema_id: schema.id, position: 1, name: 'Detektor 1' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('control_schema_checks').values({ item_id: item.id, position: 1, name: 'Funktion.check', completed: '1' }).execute();

  const openNumber = `F-${tag}-1`;
  const openId = await make.issue(customerId, roomId, installationId, {
    number: openNumber,
    status: 'Error',
    task_id: taskId,
    created: '2024-03-10T12:00:00.000Z',
    updated: '2024-03-11T12:00:00.000Z',
    responsible: 'Mads Holm',
    type: 'B-fejl',
    error_type: 'B – Væsentlig',
    reference: 'Ref-1',
    description: 'Røgdetektor melder fejl',
  });
  await db.insertInto('issue_notes').values({ issue_id: openId, created: '2024-03-10T12:00:00.000Z', value: 'Første note' }).execute();
  await db.insertInto('issue_notes').values({ issue_id: openId, created: '2024-03-12T12:00:00.000Z', value: 'Seneste note' }).execute();
  await db
    .insertInto('issue_transactions')
    .values({ issue_id: openId, date: '2024-03-10T12:00:00.000Z', person: 'Mads Holm', status: 'Error', status_phrase: 'Fejl', comment: 'Fejl fundet ved eftersyn' })
    .execute();

  const completedNumber = `F-${tag}-2`;
  const completedId = await make.issue(customerId, siteId, installationId, {
    number: completedNumber,
    status: 'Completed',
    created: '2024-05-01T08:00:00.000Z',
    updated: '2024-05-02T08:00:00.000Z',
  });

  const thermographyNumber = `F-${tag}-3`;
  const thermographyId = await make.issue(customerId, roomId, installationId, {
    number: thermographyNumber,
    kind: 'thermography',
    status: 'Created',
    created: '2024-04-01T09:30:00.000Z',
    responsible: 'Lise Kirk Berg',
  });
  await db
    .insertInto('thermography_fields')
    .values(
      Object.entries({ Tavlenr: 'T-12', Tavletype: 'Hovedtavle', Fejlklasse: 'Klasse 2', Fejltype: 'Varm samling', FejlId: '77', 'Temp. max': '81.5' }).map(
        ([field_type, value]) => ({ issue_id: thermographyId, field_type, value }),
      ),
    )
    .execute();
  await db
    .insertInto('issue_transactions')
    .values({ issue_id: thermographyId, date: '2024-04-01T09:30:00.000Z', person: 'Lise Kirk Berg', status: 'Created', status_phrase: 'Oprettet', comment: 'Termografi udført' })
    .execute();
  const reportKey = `test/${tag.toLowerCase()}/termografi.pdf`;
  const { size } = await files.put(reportKey, Buffer.from('%PDF-1.4\n% test\n%%EOF\n'));
  await db
    .insertInto('files')
    .values({
      customer_id: customerId,
      issue_id: thermographyId,
      purpose: 'thermography-report',
      display_name: 'Termografirapport.pdf',
      storage_key: reportKey,
      size,
      content_type: 'application/pdf',
      uploaded_by: 'Lise Kirk Berg',
    })
    .execute();

  const otherCustomer = await make.customer('Fremmed A/S');
  const otherLocationCode = `OTHER-${tag}`;
  const otherLocation = await make.location(otherCustomer, { code: otherLocationCode });
  const otherInstallation = await make.installation(otherCustomer, otherLocation);
  const otherIssue = await make.issue(otherCustomer, otherLocation, otherInstallation, { created: '2024-03-10T12:00:00.000Z' });

  return {
    token,
    claims,
    customerId,
    site: `SITE-${tag}`,
    room: `ROOM-${tag}`,
    elsewhere: `ELSE-${tag}`,
    installationCode,
    openIssue: { id: openId, number: openNumber },
    completedIssue: { id: completedId, number: completedNumber },
    thermographyIssue: { id: thermographyId, number: thermographyNumber },
    otherCustomerIssue: otherIssue,
    otherCustomerLocation: otherLocationCode,
  };
}

/** The issue test data in a test app, and the base URL of its customer's issue calls (`/api/issue/<customer>`). */
export async function seedIssueTestData({ app, db }: TestContext): Promise<{ data: IssueTestData; base: string }> {
  const data = await createIssueTestData(app, db, app.files);
  return { data, base: `/api/issue/${data.customerId}` };
}
