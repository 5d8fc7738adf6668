import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPackageRoot } from '../config.js';
import { createDatabase, toBoolean } from '../db/database.js';
import { issueKinds, issueStatuses, taskStatusPattern } from '../db/domain-constants.js';
import type { Database } from '../db/schema.js';
import { describeEachDatabase, signIn } from '../test/test-app.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { loadProviderImportSchema } from './import.schema.js';
import { importProviderData, type ImportResult } from './import.service.js';
import { importTables, type ImportTable } from './import.sync.js';
import type { ImportSummary, ProviderImport } from './import-format.js';

const XAL = 'C-90001';
const EMAIL = 'tekniker@example.com';
const PASSWORD = 'hemmelig123';

/** A small document: a three-level location tree listed children first, a task with everything, a thermography issue. */
function sampleDocument(): ProviderImport {
  return {
    customers: [
      {
        xalId: XAL,
        name: 'Havnens Ejendomme A/S',
        locations: [
          { code: 'HE-110', name: 'Kontor 1. sal', parentCode: 'HE-100' },
          { code: 'HE-100', name: 'Hovedbygning', parentCode: 'HE-1' },
          { code: 'HE-1', name: 'Havnegade 1', streetName: 'Havnegade 1', zipCode: '1058', city: 'København K' },
        ],
        installations: [
          { code: 'ABA/1001', name: 'ABA brandalarm', type: 'ABA', locationCode: 'HE-100' },
          { code: 'TERM/1', name: 'El-tavle', type: 'Termografi', locationCode: 'HE-110' },
        ],
        tasks: [
          {
            number: 'T-1',
            installationCode: 'ABA/1001',
            name: 'Årligt eftersyn',
            type: 'Eftersyn',
            status: 'Completed',
            dueDate: '2025-01-15T08:00:00Z',
            completedDate: '2025-01-14T13:30:00+01:00',
            jobNumber: 'J-77',
            history: [
              { created: '2025-01-10T08:00:00Z', status: 'Planned', responsible: 'Jens Hansen' },
              { created: '2025-01-14T12:30:00Z', status: 'Completed', note: 'Alt ok', responsible: 'Jens Hansen' },
            ],
            serviceReport: {
              caseNumber: 'SR-1',
              activityType: 'Eftersyn',
              taskName: 'Årligt eftersyn',
              installationNumber: 'ABA/1001',
              responsible: 'Jens Hansen',
              stopDate: '2025-01-14T12:30:00Z',
              lines: [
                { description: 'Centraludstyr', checked: false, type: 'header' },
                { description: 'Batteri testet', checked: true, type: 'line' },
              ],
              comments: [
                { date: '2025-01-14T13:40:00+01:00', person: 'Jens Hansen', comment: 'Batteri udskiftes ved næste eftersyn' },
                { date: '2025-01-14T12:50:00Z', person: 'Mads Holm', comment: 'Adgang via vagten' },
              ],
            },
            controlSchema: {
              reportFile: 'CS-1.pdf',
              company: 'Nordisk Sikring',
              responsible: 'Jens Hansen',
              date: '2025-01-14T12:30:00Z',
              items: [
                {
                  name: 'Detektor 1',
                  checks: [
                    { name: 'funktion.check', completed: '1' },
                    { name: 'placering', completed: 'Loft' },
                  ],
                },
              ],
            },
          },
          {
            number: 'T-2',
            installationCode: 'TERM/1',
            name: 'Termografering',
            type: 'Termografi',
            status: 'PostponedByNordiskSikring',
            dueDate: '2025-06-01T08:00:00Z',
            plannedDate: '2025-06-01T08:00:00Z',
          },
        ],
        issues: [
          {
            number: 'I-1',
            installationCode: 'TERM/1',
            taskNumber: 'T-2',
            kind: 'thermography',
            status: 'Error',
            created: '2025-01-14T12:00:00Z',
            updated: '2025-01-15T09:00:00Z',
            updatedBy: 'Jens Hansen',
            responsible: 'Jens Hansen',
            type: 'Termografi',
            transactions: [
              { date: '2025-01-15T09:00:00Z', person: 'Jens Hansen', status: 'Error', statusPhrase: 'Fejl', comment: 'Varm klemme' },
            ],
            notes: [{ created: '2025-01-15T09:00:00Z', value: 'Skal udbedres' }],
            thermographyFields: { Tavlenr: 'T1', Tavletype: 'Hovedtavle', Fejlklasse: '2', Fejltype: 'Løs forbindelse', FejlId: 'F-9' },
          },
        ],
      },
    ],
    employees: [
      {
        email: 'Tekniker@Example.com',
        name: 'Tina Tekniker',
        password: PASSWORD,
        memberships: [{ customerXalId: XAL, role: 'Admin' }],
      },
    ],
    news: [{ code: 'N-1', title: 'Ny portal', teaser: 'Velkommen', bodyHtml: '<p>Hej</p>', releaseDate: '2025-01-01T00:00:00Z' }],
  };
}

async function countRows(db: Kysely<Database>): Promise<Record<ImportTable, number>> {
  const counts = {} as Record<ImportTable, number>;
  for (const table of importTables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** Every row of every imported table (ids included), to compare before and after. */
async function snapshot(db: Kysely<Database>): Promise<string> {
  const tables: Record<string, unknown[]> = {};
  for (const table of importTables) {
    const rows = await db.selectFrom(table).selectAll().execute();
    tables[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return JSON.stringify(tables);
}

function expectOk(result: ImportResult): ImportSummary {
  if (!result.ok) throw new Error(`import failed: ${JSON.stringify(result.errors, null, 2)}`);
  return result.summary;
}

function nonZero(counts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).filter(([, count]) => count !== 0));
}

const instant = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

describe('provider import schema', () => {
  it('uses the statuses, kinds and task-status pattern of domain-constants', () => {
    const schema = loadProviderImportSchema() as { $defs: Record<string, { enum?: unknown; pattern?: string; properties?: Record<string, { enum?: unknown }> }> };
    expect(schema.$defs.issueStatus?.enum).toEqual([...issueStatuses]);
    expect(schema.$defs.taskStatus?.pattern).toBe(taskStatusPattern);
    expect(schema.$defs.issue?.properties?.kind?.enum).toEqual([...issueKinds]);
  });
});

describeEachDatabase(
  'provider import',
  (context) => {
    it('imports a valid document: location tree, task with history and reports, thermography issue, employee, news', async () => {
      const { db } = context();
      const summary = expectOk(await importProviderData(db, sampleDocument()));
      expect(nonZero(summary.changed)).toEqual({
        customers: 1,
        locations: 3,
        installations: 2,
        tasks: 2,
        task_history: 2,
        service_reports: 1,
        service_report_lines: 2,
        service_report_comments: 2,
        control_schemas: 1,
        control_schema_items: 1,
        control_schema_checks: 2,
        issues: 1,
        issue_transactions: 1,
        issue_notes: 1,
        thermography_fields: 5,
        employees: 1,
        memberships: 1,
        news: 1,
      });

      const customer = await db.selectFrom('customers').selectAll().where('xal_id', '=', XAL).executeTakeFirstOrThrow();
      const locations = await db.selectFrom('locations').selectAll().where('customer_id', '=', customer.id).execute();
      const byCode = new Map(locations.map((row) => [row.code, row]));
      expect(byCode.get('HE-1')?.parent_id).toBeNull();
      expect(byCode.get('HE-1')?.city).toBe('København K');
      expect(byCode.get('HE-100')?.parent_id).toBe(byCode.get('HE-1')?.id);
      expect(byCode.get('HE-110')?.parent_id).toBe(byCode.get('HE-100')?.id);

      const task = await db.selectFrom('tasks').selectAll().where('number', '=', 'T-1').executeTakeFirstOrThrow();
      const aba = await db.selectFrom('installations').selectAll().where('code', '=', 'ABA/1001').executeTakeFirstOrThrow();
      expect(task).toMatchObject({ customer_id: customer.id, installation_id: aba.id, location_id: byCode.get('HE-100')?.id });
      expect(task).toMatchObject({ status: 'Completed', job_number: 'J-77', start_date: null });
      expect(instant(task.completed_date)).toBe('2025-01-14T12:30:00.000Z');
      const history = await db.selectFrom('task_history').selectAll().where('task_id', '=', task.id).orderBy('id').execute();
      expect(history.map((row) => [row.task_status, row.note])).toEqual([
        ['Planned', null],
        ['Completed', 'Alt ok'],
      ]);
      const report = await db.selectFrom('service_reports').selectAll().where('task_id', '=', task.id).executeTakeFirstOrThrow();
      expect(report.case_number).toBe('SR-1');
      const lines = await db.selectFrom('service_report_lines').selectAll().where('service_report_id', '=', report.id).orderBy('position').execute();
      expect(lines.map((row) => [row.position, row.type, toBoolean(row.checked)])).toEqual([
        [0, 'header', false],
        [1, 'line', true],
      ]);
      const comments = await db.selectFrom('service_report_comments').selectAll().where('service_report_id', '=', report.id).orderBy('position').execute();
      expect(comments.map((row) => [row.position, instant(row.date), row.person, row.comment])).toEqual([
        [0, '2025-01-14T12:40:00.000Z', 'Jens Hansen', 'Batteri udskiftes ved næste eftersyn'],
        [1, '2025-01-14T12:50:00.000Z', 'Mads Holm', 'Adgang via vagten'],
      ]);
      const schema = await db.selectFrom('control_schemas').selectAll().where('task_id', '=', task.id).executeTakeFirstOrThrow();
      const items = await db.selectFrom('control_schema_items').selectAll().where('control_schema_id', '=', schema.id).execute();
      expect(items.map((row) => row.name)).toEqual(['Detektor 1']);
      const checks = await db.selectFrom('control_schema_checks').selectAll().where('item_id', '=', items[0]?.id ?? -1).orderBy('position').execute();
      expect(checks.map((row) => [row.name, row.completed])).toEqual([
        ['funktion.check', '1'],
        ['placering', 'Loft'],
      ]);

      const issue = await db.selectFrom('issues').selectAll().where('number', '=', 'I-1').executeTakeFirstOrThrow();
      const thermographyTask = await db.selectFrom('tasks').select('id').where('number', '=', 'T-2').executeTakeFirstOrThrow();
      expect(issue).toMatchObject({ kind: 'thermography', status: 'Error', task_id: thermographyTask.id, location_id: byCode.get('HE-110')?.id });
      const fields = await db.selectFrom('thermography_fields').selectAll().where('issue_id', '=', issue.id).execute();
      expect(Object.fromEntries(fields.map((row) => [row.field_type, row.value]))).toEqual({
        Tavlenr: 'T1',
        Tavletype: 'Hovedtavle',
        Fejlklasse: '2',
        Fejltype: 'Løs forbindelse',
        FejlId: 'F-9',
      });

      const employee = await db.selectFrom('employees').selectAll().where('email', '=', EMAIL).executeTakeFirstOrThrow();
      expect(employee.name).toBe('Tina Tekniker');
      expect(toBoolean(employee.newsletter)).toBe(false);
      const news = await db.selectFrom('news').selectAll().where('code', '=', 'N-1').executeTakeFirstOrThrow();
      expect(news.feed_id).toBe(3);
    });

    it('lets an imported employee sign in', async () => {
      const { app } = context();
      const response = await app.inject({
        method: 'POST',
        url: '/api/authentication/authenticate',
        payload: { email: 'TEKNIKER@example.com', password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(typeof (response.json() as { token: string }).token).toBe('string');
    });

    it('changes nothing when the same document is imported again', async () => {
      const { db } = context();
      const before = await snapshot(db);
      const counts = await countRows(db);
      const summary = expectOk(await importProviderData(db, sampleDocument()));
      expect(nonZero(summary.changed)).toEqual({});
      expect(await countRows(db)).toEqual(counts);
      expect(await snapshot(db)).toBe(before);
    });

    it('updates just the field that changed, keeping ids', async () => {
      const { db } = context();
      const taskBefore = await db.selectFrom('tasks').selectAll().where('number', '=', 'T-1').executeTakeFirstOrThrow();
      const document = sampleDocument();
      const task = document.customers?.[0]?.tasks?.[0];
      if (!task) throw new Error('fixture');
      task.status = 'NotHandled';
      const summary = expectOk(await importProviderData(db, document));
      expect(nonZero(summary.changed)).toEqual({ tasks: 1 });
      expect(nonZero(summary.updated)).toEqual({ tasks: 1 });
      const taskAfter = await db.selectFrom('tasks').selectAll().where('number', '=', 'T-1').executeTakeFirstOrThrow();
      // The calendar event's SEQUENCE (migration 0026) rises with the change.
      expect(taskAfter).toEqual({ ...taskBefore, status: 'NotHandled', revision: taskBefore.revision + 1 });

      // Nested collections follow the file: one history entry dropped, one line changed, a comment
      // changed and one dropped, a note added, a thermography field changed and one removed.
      const nested = sampleDocument();
      const nestedTask = nested.customers?.[0]?.tasks?.[0];
      const issue = nested.customers?.[0]?.issues?.[0];
      if (!nestedTask?.history || !nestedTask.serviceReport || !issue?.notes || !issue.thermographyFields) throw new Error('fixture');
      nestedTask.history.pop();
      const line = nestedTask.serviceReport.lines[1];
      if (line) line.checked = false;
      const comment = nestedTask.serviceReport.comments?.[0];
      if (comment) comment.comment = 'Batteri udskiftet';
      nestedTask.serviceReport.comments?.pop();
      issue.notes.push({ created: '2025-01-16T10:00:00Z', value: 'Udbedret' });
      issue.thermographyFields.Fejlklasse = '3';
      delete issue.thermographyFields.FejlId;
      const nestedSummary = expectOk(await importProviderData(db, nested));
      expect(nonZero(nestedSummary.changed)).toEqual({
        tasks: 1, // the status back to Completed
        task_history: 1,
        service_report_lines: 1,
        service_report_comments: 2,
        issue_notes: 1,
        thermography_fields: 2,
      });
      expect(nonZero(nestedSummary.deleted)).toEqual({ task_history: 1, service_report_comments: 1, thermography_fields: 1 });
      expect(nonZero(expectOk(await importProviderData(db, nested)).changed)).toEqual({});

      // And back to the original document.
      const back = expectOk(await importProviderData(db, sampleDocument()));
      expect(nonZero(back.changed)).toEqual({ task_history: 1, service_report_lines: 1, service_report_comments: 2, issue_notes: 1, thermography_fields: 2 });
    });

    it('moves the tasks and issues of an installation that moved to another location', async () => {
      const { db } = context();
      const document = sampleDocument();
      const installation = document.customers?.[0]?.installations?.[1];
      if (!installation) throw new Error('fixture');
      installation.locationCode = 'HE-1';
      const summary = expectOk(await importProviderData(db, document));
      expect(nonZero(summary.changed)).toEqual({ installations: 1, tasks: 1, issues: 1 });
      const root = await db.selectFrom('locations').select('id').where('code', '=', 'HE-1').executeTakeFirstOrThrow();
      const issue = await db.selectFrom('issues').selectAll().where('number', '=', 'I-1').executeTakeFirstOrThrow();
      expect(issue.location_id).toBe(root.id);
      expectOk(await importProviderData(db, sampleDocument()));
    });

    it('rejects an invalid document with every error and its path, writing nothing', async () => {
      const { db } = context();
      const before = await snapshot(db);
      const document = sampleDocument() as unknown as {
        customers: Record<string, unknown[] | string>[];
        employees: { memberships: unknown[]; password?: string; passwordHash?: string }[];
      };
      const customer = document.customers[0];
      if (!customer) throw new Error('fixture');
      customer.name = 'Renamed (must not be written)';
      const tasks = customer.tasks as Record<string, unknown>[];
      const issues = customer.issues as Record<string, unknown>[];
      const locations = customer.locations as Record<string, unknown>[];
      Object.assign(tasks[0] ?? {}, { dueDate: '2025-02-30T08:00:00Z' });
      const report = tasks[0]?.serviceReport as { comments: Record<string, unknown>[] };
      Object.assign(report.comments[1] ?? {}, { person: '' });
      Object.assign(tasks[1] ?? {}, { installationCode: 'NOPE/1' });
      Object.assign(issues[0] ?? {}, { status: 'Open' });
      locations.push({ code: 'HE-1', name: 'Dublet' }, { code: 'NEW-1', name: 'Ny' });
      document.employees[0]?.memberships.push({ customerXalId: 'C-404', role: 'User' });

      const result = await importProviderData(db, document);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      const paths = result.errors.map((error) => error.path);
      // Sorted by path (array indexes as numbers), schema and semantic errors together.
      expect(paths).toEqual([
        '/customers/0/issues/0/status',
        '/customers/0/locations/3/code',
        '/customers/0/tasks/0/dueDate',
        '/customers/0/tasks/0/serviceReport/comments/1/person',
        '/customers/0/tasks/1/installationCode',
        '/employees/0/memberships/1/customerXalId',
      ]);
      const message = (path: string): string => result.errors.find((error) => error.path === path)?.message ?? '';
      expect(message('/customers/0/locations/3/code')).toMatch(/duplicate location code "HE-1"/);
      expect(message('/customers/0/tasks/0/dueDate')).toMatch(/date-time/);
      expect(message('/customers/0/tasks/1/installationCode')).toMatch(/unknown installation "NOPE\/1"/);
      expect(message('/customers/0/issues/0/status')).toMatch(/one of Error, NoAction, Completed, Created, Reported, got "Open"/);
      expect(message('/employees/0/memberships/1/customerXalId')).toMatch(/unknown customer "C-404"/);
      expect(await snapshot(db)).toBe(before);
    });

    it('reports location parent cycles, also through stored locations', async () => {
      const { db } = context();
      const document = sampleDocument();
      const locations = document.customers?.[0]?.locations;
      if (!locations) throw new Error('fixture');
      locations.push({ code: 'X-1', name: 'X', parentCode: 'X-2' }, { code: 'X-2', name: 'Y', parentCode: 'X-1' });
      const first = await importProviderData(db, document);
      expect(first.ok ? [] : first.errors).toEqual([
        { path: '/customers/0/locations/3/parentCode', message: 'location parent cycle: "X-1" -> "X-2" -> "X-1"' },
        { path: '/customers/0/locations/4/parentCode', message: 'location parent cycle: "X-1" -> "X-2" -> "X-1"' },
      ]);

      // HE-110 -> HE-100 -> HE-1 are stored; making the stored root a child of HE-110 closes a loop.
      const viaStored: ProviderImport = { customers: [{ xalId: XAL, name: 'Havnens Ejendomme A/S', locations: [{ code: 'HE-1', name: 'Havnegade 1', parentCode: 'HE-110' }] }] };
      const second = await importProviderData(db, viaStored);
      expect(second.ok ? [] : second.errors).toEqual([
        { path: '/customers/0/locations/0/parentCode', message: 'location parent cycle: "HE-1" -> "HE-110" -> "HE-100" -> "HE-1"' },
      ]);
    });

    it('accepts references to codes already stored for the customer', async () => {
      const { db } = context();
      const summary = expectOk(
        await importProviderData(db, {
          customers: [
            {
              xalId: XAL,
              name: 'Havnens Ejendomme A/S',
              installations: [{ code: 'SPR/1', name: 'Sprinkler', type: 'Sprinkler', locationCode: 'HE-110' }],
              issues: [
                {
                  number: 'I-2',
                  installationCode: 'ABA/1001',
                  taskNumber: 'T-1',
                  status: 'NoAction',
                  created: '2025-02-01T08:00:00Z',
                  updated: '2025-02-01T08:00:00Z',
                  updatedBy: 'Jens Hansen',
                  responsible: 'Jens Hansen',
                  type: 'Fejl',
                },
              ],
            },
          ],
        }),
      );
      expect(nonZero(summary.changed)).toEqual({ installations: 1, issues: 1 });
    });

    it('handles passwords: kept when they verify, stored hashes, and the errors', async () => {
      const { db, app } = context();
      const stored = await db.selectFrom('employees').select('password_hash').where('email', '=', EMAIL).executeTakeFirstOrThrow();
      const employee = (overrides: Record<string, unknown>): ProviderImport =>
        ({ employees: [{ email: EMAIL, name: 'Tina Tekniker', memberships: [], ...overrides }] }) as unknown as ProviderImport;

      // Same password, or none: the stored hash is kept.
      expect(nonZero(expectOk(await importProviderData(db, employee({ password: PASSWORD }))).changed)).toEqual({});
      expect(nonZero(expectOk(await importProviderData(db, employee({}))).changed)).toEqual({});
      // A new password is hashed; a given hash is stored as it is.
      expect(nonZero(expectOk(await importProviderData(db, employee({ password: 'nyt-kodeord-1' }))).changed)).toEqual({ employees: 1 });
      const changed = await db.selectFrom('employees').select('password_hash').where('email', '=', EMAIL).executeTakeFirstOrThrow();
      expect(changed.password_hash).not.toBe(stored.password_hash);
      expect(await verifyPassword('nyt-kodeord-1', changed.password_hash)).toBe(true);
      const hash = await hashPassword(PASSWORD);
      expect(nonZero(expectOk(await importProviderData(db, employee({ passwordHash: hash, newsletter: true }))).changed)).toEqual({ employees: 1 });
      await signIn(app, EMAIL, PASSWORD);
      const row = await db.selectFrom('employees').selectAll().where('email', '=', EMAIL).executeTakeFirstOrThrow();
      expect(row.password_hash).toBe(hash);
      expect(toBoolean(row.newsletter)).toBe(true);
      // newsletter absent: kept.
      expect(nonZero(expectOk(await importProviderData(db, employee({ passwordHash: hash }))).changed)).toEqual({});

      const result = await importProviderData(db, {
        employees: [
          { email: EMAIL, name: 'T', password: PASSWORD, passwordHash: hash, memberships: [] },
          { email: 'ny@example.com', name: 'Ny', memberships: [] },
          { email: 'hash@example.com', name: 'Hash', passwordHash: 'md5$abc', memberships: [] },
          { email: 'NY@example.com', name: 'Igen', password: PASSWORD, memberships: [] },
        ],
      });
      expect(result.ok ? [] : result.errors.map((error) => `${error.path}: ${error.message}`)).toEqual([
        '/employees/0: has both password and passwordHash: give one of them',
        '/employees/1/password: is required for a new employee (or passwordHash)',
        '/employees/2/passwordHash: is not a scrypt hash (scrypt$N$r$p$saltBase64$hashBase64, N a power of two)',
        '/employees/3/email: duplicate employee e-mail "NY@example.com" (already at /employees/1)',
      ]);
    });

    it('rolls everything back when the database rejects a row midway', async () => {
      const { db, database } = context();
      if (database.dialect === 'postgres') {
        await sql
          .raw(`create function import_test_fail() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`)
          .execute(db);
        await sql
          .raw(`create trigger import_test_fail before insert on issue_notes for each row when (new.value = 'boom') execute function import_test_fail()`)
          .execute(db);
      } else {
        await sql
          .raw(`create trigger import_test_fail before insert on issue_notes when new.value = 'boom' begin select raise(abort, 'injected failure'); end`)
          .execute(db);
      }
      try {
        const before = await snapshot(db);
        const document = sampleDocument();
        const customer = document.customers?.[0];
        const issue = customer?.issues?.[0];
        if (!customer?.locations || !customer.tasks || !issue?.notes) throw new Error('fixture');
        customer.name = 'Renamed (rolled back)';
        customer.locations.push({ code: 'HE-200', name: 'Lager', parentCode: 'HE-1' });
        customer.tasks.push({ number: 'T-3', installationCode: 'ABA/1001', name: 'Ekstra', type: 'Eftersyn', status: 'Open', dueDate: '2025-03-01T08:00:00Z' });
        issue.notes.push({ created: '2025-01-16T10:00:00Z', value: 'boom' });
        document.news?.push({ code: 'N-2', title: 'Aldrig', teaser: '', bodyHtml: '', releaseDate: '2025-02-01T00:00:00Z' });

        const result = await importProviderData(db, document);
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.errors).toHaveLength(1);
        expect(result.errors[0]?.path).toBe('/customers/0/issues');
        expect(result.errors[0]?.message).toMatch(/injected failure/);
        expect(await snapshot(db)).toBe(before);
      } finally {
        await sql.raw('drop trigger import_test_fail' + (database.dialect === 'postgres' ? ' on issue_notes' : '')).execute(db);
        if (database.dialect === 'postgres') await sql.raw('drop function import_test_fail()').execute(db);
      }
    });

    it('imports about 10,000 rows in batches, and re-imports them without a write', async () => {
      const { db } = context();
      const customer = { xalId: 'C-SCALE', name: 'Skala A/S', locations: [], installations: [], tasks: [], issues: [], quotes: [] } as Required<
        Omit<NonNullable<ProviderImport['customers']>[number], 'singleSignOn'>
      >;
      for (let site = 0; site < 10; site += 1) {
        customer.locations.push({ code: `S${site}`, name: `Site ${site}` });
        for (let building = 0; building < 9; building += 1) {
          customer.locations.push({ code: `S${site}-B${building}`, name: `Bygning ${building}`, parentCode: `S${site}` });
        }
      }
      for (let index = 0; index < 1000; index += 1) {
        const code = `INST/${index}`;
        customer.installations.push({ code, name: `Anlæg ${index}`, type: `Type ${index % 8}`, locationCode: `S${index % 10}-B${index % 9}` });
        for (const round of [0, 1]) {
          customer.tasks.push({
            number: `T-${index}-${round}`,
            installationCode: code,
            name: 'Eftersyn',
            type: 'Eftersyn',
            status: round === 0 ? 'Completed' : 'Planned',
            dueDate: `2025-0${round + 1}-15T08:00:00Z`,
            history: [
              { created: '2025-01-01T08:00:00Z', status: 'Planned', responsible: 'A' },
              { created: '2025-01-15T08:00:00Z', status: 'Completed', responsible: 'A', note: 'ok' },
            ],
            serviceReport: {
              caseNumber: `SR-${index}-${round}`,
              activityType: 'Eftersyn',
              taskName: 'Eftersyn',
              installationNumber: code,
              responsible: 'A',
              stopDate: '2025-01-15T08:00:00Z',
              lines: [
                { description: 'Overskrift', checked: false, type: 'header' },
                { description: 'Punkt', checked: true, type: 'line' },
              ],
            },
          });
        }
        customer.issues.push({
          number: `I-${index}`,
          installationCode: code,
          taskNumber: `T-${index}-0`,
          status: 'NoAction',
          created: '2025-01-15T08:00:00Z',
          updated: '2025-01-15T08:00:00Z',
          updatedBy: 'A',
          responsible: 'A',
          type: 'Fejl',
          transactions: [{ date: '2025-01-15T08:00:00Z', person: 'A', status: 'NoAction', statusPhrase: 'Oprettet', comment: '' }],
        });
      }
      const started = Date.now();
      const summary = expectOk(await importProviderData(db, { customers: [customer] }));
      const firstMs = Date.now() - started;
      const total = Object.values(summary.inserted).reduce((sum, count) => sum + count, 0);
      expect(total).toBeGreaterThan(10_000);
      const again = Date.now();
      expect(nonZero(expectOk(await importProviderData(db, { customers: [customer] })).changed)).toEqual({});
      const secondMs = Date.now() - again;
      console.info(`import of ${total} rows: ${firstMs} ms; unchanged re-import: ${secondMs} ms`);
      expect(firstMs).toBeLessThan(30_000);
    }, 120_000);
  },
  { seed: false },
);

describe('provider import CLI', () => {
  const cli = join(apiPackageRoot, 'src', 'import', 'import.cli.ts');
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'portal-import-cli-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  const run = (file: string) =>
    spawnSync(process.execPath, [tsx, cli, file], {
      cwd: apiPackageRoot,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', JWT_SECRET: 'cli-test-secret', NODE_ENV: 'test' },
      timeout: 60_000,
    });

  it('imports a good file (exit 0), then finds nothing to change', async () => {
    const file = join(dir, 'good.json');
    writeFileSync(file, JSON.stringify(sampleDocument()));
    const first = run(file);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/thermography_fields\s+5\s+5\s+0\s+0/);
    const second = run(file);
    expect(second.status).toBe(0);
    expect(second.stdout).toMatch(/Nothing changed/);
    const db = createDatabase({ sqliteFile: join(dir, 'portal.sqlite') });
    try {
      expect(await db.selectFrom('locations').select('code').orderBy('code').execute()).toEqual([
        { code: 'HE-1' },
        { code: 'HE-100' },
        { code: 'HE-110' },
      ]);
    } finally {
      await db.destroy();
    }
  }, 120_000);

  it("stores a quote's PDF from the import file's folder, checked by content; a missing one is named and exits 1", async () => {
    const folder = mkdtempSync(join(dir, 'quotes-'));
    const file = join(folder, 'quotes.json');
    const document = sampleDocument();
    const customer = document.customers?.[0];
    if (!customer) throw new Error('fixture');
    customer.quotes = [{ number: 'TB-1', issueNumbers: ['I-1'], title: 'Ny klemme', amount: 950, currency: 'DKK', validUntil: '2099-01-31', pdfFile: 'TB-1.pdf' }];
    writeFileSync(file, JSON.stringify(document));
    const missing = run(file);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('not stored: C-90001 quote TB-1: TB-1.pdf was not found');
    writeFileSync(join(folder, 'TB-1.pdf'), '%PDF-1.4\n%%EOF\n');
    const stored = run(file);
    expect(stored.stderr).toBe('');
    expect(stored.status).toBe(0);
    expect(stored.stdout).toContain('Quote PDFs stored: 1');
    const db = createDatabase({ sqliteFile: join(dir, 'portal.sqlite') });
    try {
      const row = await db.selectFrom('quotes').select(['id', 'customer_id', 'pdf_key']).where('number', '=', 'TB-1').executeTakeFirstOrThrow();
      expect(row.pdf_key).toBe(`quotes/${row.customer_id}/${row.id}.pdf`);
      expect(readFileSync(join(dir, 'files', row.pdf_key ?? ''), 'utf8')).toBe('%PDF-1.4\n%%EOF\n');
    } finally {
      await db.destroy();
    }
  }, 120_000);

  it('prints every error of a bad file and exits 1', () => {
    const file = join(dir, 'bad.json');
    const document = sampleDocument();
    const task = document.customers?.[0]?.tasks?.[0];
    if (!task) throw new Error('fixture');
    task.status = 'Finished' as never;
    task.installationCode = 'NOPE';
    writeFileSync(file, JSON.stringify(document));
    const result = run(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/rejected, nothing was imported \(2 errors\)/);
    expect(result.stderr).toMatch(/\/customers\/0\/tasks\/0\/installationCode: unknown installation "NOPE"/);
    expect(result.stderr).toMatch(/\/customers\/0\/tasks\/0\/status: must be a task status/);
  }, 60_000);

  it('reports JSON syntax errors with their position, and a missing file', () => {
    const file = join(dir, 'syntax.json');
    writeFileSync(file, '{\n  "customers": [\n    { "xalId": "C-1", }\n  ]\n}\n');
    const result = run(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/not valid JSON: .*line 3, column \d+/);
    const missing = run(join(dir, 'missing.json'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/missing\.json: no such file/);
  }, 60_000);
});
