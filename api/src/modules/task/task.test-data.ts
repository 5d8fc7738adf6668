import type { TokenClaims } from '@portal/shared/contract';
import { fixtures } from '../../test/fixtures.js';
import { signInAs, type TestContext } from '../../test/test-app.js';

/**
 * Hand-built task data for the API tests, owned by the demo customer that demo@example.com signs in
 * to (the demo content is not relied on): a site with a room, an installation (code with a slash)
 * with a completed task (service report, control schema, history, an issue found on it), an overdue
 * NotHandled task, a planned task next month and a task of another customer.
 */
export interface TaskTestData {
  token: string;
  claims: TokenClaims;
  customerId: number;
  site: string;
  room: string;
  elsewhere: string;
  /** The ids of site, room and elsewhere (a user limited to locations, ADR 0031). */
  locationIds: { site: number; room: number; elsewhere: number };
  installationCode: string;
  installationId: number;
  completedTask: { id: number; number: string };
  overdueTask: { id: number; number: string };
  plannedTask: { id: number; number: string };
  reportFile: string;
  otherCustomerTask: number;
  otherCustomerLocation: string;
}

let sequence = 0;
const DAY = 24 * 60 * 60 * 1000;

export async function seedTaskTestData({ app, db }: TestContext): Promise<{ data: TaskTestData; base: string }> {
  const make = fixtures(db);
  const { token, claims } = await signInAs(app, 'demo@example.com');
  const customerId = Number(claims.CustomerId);
  const tag = `K${(sequence += 1)}${Date.now().toString(36)}`.toUpperCase();
  const siteId = await make.location(customerId, { code: `SITE-${tag}`, name: 'Opgavesite' });
  const roomId = await make.location(customerId, { code: `ROOM-${tag}`, name: 'Opgaverum', parent_id: siteId });
  const elsewhereId = await make.location(customerId, { code: `ELSE-${tag}`, name: 'Andetsteds' });
  const installationCode = `ABA/${tag}`;
  const installationId = await make.installation(customerId, roomId, { code: installationCode, name: 'Brandalarm', type: 'ABA brandalarmanlæg' });

  const completedNumber = `E-${tag}-1`;
  const completedId = await make.task(customerId, roomId, installationId, {
    number: completedNumber,
    status: 'Completed',
    job_number: `JOB-${tag}`,
    due_date: '2024-03-01T12:00:00.000Z',
    completed_date: '2024-03-02T10:00:00.000Z',
  });
  await db
    .insertInto('task_history')
    .values([
      { task_id: completedId, created: '2024-02-01T08:00:00.000Z', task_status: 'Planned', note: 'Eftersyn planlagt', responsible: 'Mads Holm' },
      { task_id: completedId, created: '2024-03-02T10:00:00.000Z', task_status: 'Completed', note: 'Udført uden bemærkninger', responsible: 'Mads Holm' },
    ])
    .execute();
  const service = await db
    .insertInto('service_reports')
    .values({
      task_id: completedId,
      case_number: `SAG-${tag}`,
      activity_type: 'Eftersyn',
      task_name: 'Årligt eftersyn',
      installation_number: installationCode,
      responsible: 'Mads Holm',
      stop_date: '2024-03-02T10:00:00.000Z',
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
  // Inserted out of order: the call answers them by position.
  await db
    .insertInto('service_report_comments')
    .values([
      { service_report_id: service.id, position: 1, date: '2024-03-02T10:20:00.000Z', person: 'Mads Holm', comment: 'Batteri i sløjfe 2 skiftes ved næste eftersyn' },
      { service_report_id: service.id, position: 0, date: '2024-03-02T09:45:00.000Z', person: 'Mads Holm', comment: 'Adgang til teknikrum via vagten' },
    ])
    .execute();
  const reportFile = `KS-${tag}.pdf`;
  const schema = await db
    .insertInto('control_schemas')
    .values({ task_id: completedId, report_file: reportFile, company: 'Nordhavn', department: 'Drift', responsible: 'Mads Holm', date: '2024-03-02T10:00:00.000Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const item = await db.insertInto('control_schema_items').values({ control_schema_id: schema.id, position: 1, name: 'Detektor 1' }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('control_schema_checks')
    .values([
      { item_id: item.id, position: 1, name: 'Funktion.check', completed: '1' },
      { item_id: item.id, position: 2, name: 'Placering', completed: 'Loft' },
    ])
    .execute();
  await make.issue(customerId, roomId, installationId, { number: `F-${tag}`, status: 'Completed', task_id: completedId, created: '2024-03-02T10:00:00.000Z' });

  const overdueNumber = `E-${tag}-2`;
  const overdueId = await make.task(customerId, roomId, installationId, { number: overdueNumber, status: 'NotHandled', due_date: '2024-06-01T12:00:00.000Z' });
  await db
    .insertInto('task_history')
    .values({ task_id: overdueId, created: '2024-06-02T08:00:00.000Z', task_status: 'NotHandled', note: 'Ingen adgang', responsible: 'Mads Holm' })
    .execute();
  const plannedNumber = `E-${tag}-3`;
  const plannedId = await make.task(customerId, siteId, installationId, { number: plannedNumber, status: 'Planned', due_date: new Date(Date.now() + 20 * DAY) });

  const otherCustomer = await make.customer('Fremmed A/S');
  const otherLocationCode = `OTHER-${tag}`;
  const otherLocation = await make.location(otherCustomer, { code: otherLocationCode });
  const otherInstallation = await make.installation(otherCustomer, otherLocation);
  const otherTask = await make.task(otherCustomer, otherLocation, otherInstallation, { due_date: '2024-06-01T12:00:00.000Z', status: 'NotHandled' });

  return {
    data: {
      token,
      claims,
      customerId,
      site: `SITE-${tag}`,
      room: `ROOM-${tag}`,
      elsewhere: `ELSE-${tag}`,
      locationIds: { site: siteId, room: roomId, elsewhere: elsewhereId },
      installationCode,
      installationId,
      completedTask: { id: completedId, number: completedNumber },
      overdueTask: { id: overdueId, number: overdueNumber },
      plannedTask: { id: plannedId, number: plannedNumber },
      reportFile,
      otherCustomerTask: otherTask,
      otherCustomerLocation: otherLocationCode,
    },
    base: `/api/task/${customerId}`,
  };
}
