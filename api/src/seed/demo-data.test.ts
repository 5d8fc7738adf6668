import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { openIssueStatuses, providerPostponedStatus } from '../db/domain-constants.js';
import type { Database } from '../db/schema.js';
import { createFileStore } from '../storage/file-store.js';
import { describeEachDatabase, signIn } from '../test/test-app.js';
import { DEMO_EMPLOYEE, OTHER_EMPLOYEE, seedDemoData, type DemoSeedResult } from './demo-data.js';

const TODAY = new Date('2025-03-14T10:00:00Z');
const DAY = 86_400_000;
const PROVIDER = 'Nordisk Sikring';

const TABLE_ORDER: Record<keyof Database, string[]> = {
  customers: ['id'],
  employees: ['id'],
  memberships: ['employee_id', 'customer_id'],
  membership_locations: ['employee_id', 'customer_id', 'location_id'],
  employee_tokens: ['token_hash'],
  employee_totp: ['employee_id'],
  employee_recovery_codes: ['employee_id', 'code_hash'],
  customer_single_sign_on: ['customer_id'],
  customer_single_sign_on_domains: ['domain'],
  calendar_feeds: ['employee_id', 'customer_id'],
  share_links: ['id'],
  share_link_locations: ['link_id', 'location_id'],
  share_link_accesses: ['id'],
  audit_log: ['id'],
  locations: ['id'],
  impersonation_log: ['id'],
  sessions: ['id'],
  installations: ['id'],
  tasks: ['id'],
  task_history: ['id'],
  issues: ['id'],
  issue_transactions: ['id'],
  issue_notes: ['id'],
  thermography_fields: ['issue_id', 'field_type'],
  service_reports: ['id'],
  service_report_lines: ['id'],
  service_report_comments: ['id'],
  control_schemas: ['id'],
  control_schema_items: ['id'],
  control_schema_checks: ['id'],
  files: ['id'],
  news: ['id'],
  notification_subscriptions: ['id'],
  jobs: ['id'],
  quotes: ['id'],
  quote_issues: ['quote_id', 'issue_id'],
  rate_limits: ['key'],
};

/** Days from TODAY (midnight UTC) of a stored timestamp (Date on PostgreSQL, ISO text on SQLite). */
function daysFromToday(value: Date | string | null): number {
  if (value === null) return Number.NaN;
  return (new Date(value).getTime() - Date.UTC(2025, 2, 14)) / DAY;
}

async function head(stream: Readable, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= bytes) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, bytes);
}

function listFiles(root: string): Record<string, number> {
  const result: Record<string, number> = {};
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else result[relative(root, path)] = statSync(path).size;
    }
  };
  walk(root);
  return result;
}

describeEachDatabase(
  'demo data',
  (context) => {
    let first: DemoSeedResult;
    const seed = () => seedDemoData(context().db, { dataDir: context().database.dataDir, providerName: PROVIDER, today: TODAY });

    async function snapshot(): Promise<Record<string, unknown[]>> {
      const result: Record<string, unknown[]> = {};
      for (const [table, order] of Object.entries(TABLE_ORDER) as [keyof Database, string[]][]) {
        let query = context().db.selectFrom(table).selectAll();
        for (const column of order) query = query.orderBy(sql.ref(column));
        result[table] = await query.execute();
      }
      return result;
    }

    async function count(table: keyof Database): Promise<number> {
      const row = await context()
        .db.selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    }

    beforeAll(async () => {
      first = await seed();
    });

    it('imports everything on an empty database', () => {
      const changed = Object.values(first.changed).reduce((sum, value) => sum + value, 0);
      expect(changed).toBeGreaterThan(1000);
      expect(first.files?.written).toBeGreaterThanOrEqual(20);
      expect(first.files?.rows).toBe(first.files?.written);
      expect(first.subscriptionsAdded).toBe(2);
    });

    it('keeps the two customers with their locations three levels deep, NE-100 first', async () => {
      const { db } = context();
      const customers = await db.selectFrom('customers').selectAll().orderBy('xal_id').execute();
      expect(customers.map((customer) => [customer.xal_id, customer.name])).toEqual([
        ['C-10421', 'Nordhavn Ejendomme A/S'],
        ['C-20877', 'Aarhus Skoler og Institutioner'],
      ]);
      for (const customer of customers) {
        const locations = await db.selectFrom('locations').selectAll().where('customer_id', '=', customer.id).execute();
        expect(locations.length).toBeGreaterThanOrEqual(6);
        const byId = new Map(locations.map((location) => [location.id, location]));
        const depth = (id: number | null): number => (id === null ? 0 : 1 + depth(byId.get(id)?.parent_id ?? null));
        expect(Math.max(...locations.map((location) => depth(location.id)))).toBe(3);
      }
      const nordhavnTop = await db
        .selectFrom('locations')
        .innerJoin('customers', 'customers.id', 'locations.customer_id')
        .select(['locations.code', 'locations.name'])
        .where('customers.xal_id', '=', 'C-10421')
        .where('locations.parent_id', 'is', null)
        .execute();
      expect(nordhavnTop.map((location) => location.name).sort((a, b) => a.localeCompare(b, 'da'))[0]).toBe('Hovedkontor København');
      const lagerhal = await db.selectFrom('locations').selectAll().where('code', '=', 'NE-220').executeTakeFirstOrThrow();
      expect([lagerhal.street_name, lagerhal.zip_code, lagerhal.city, lagerhal.contact, lagerhal.phone_number]).toEqual([null, null, null, null, null]);
      const cellar = await db.selectFrom('locations').selectAll().where('code', '=', 'NE-111').executeTakeFirstOrThrow();
      expect([cellar.name, cellar.street_name, cellar.zip_code, cellar.city, cellar.contact, cellar.phone_number]).toEqual([
        'Kælder og teknikrum',
        'Strandboulevarden 120A, kælder',
        '2100',
        'København Ø',
        'Jonas Friis',
        '+45 33 12 34 70',
      ]);
    });

    it('the demo employees sign in with their memberships', async () => {
      await signIn(context().app, DEMO_EMPLOYEE.email, DEMO_EMPLOYEE.password);
      await signIn(context().app, OTHER_EMPLOYEE.email, OTHER_EMPLOYEE.password);
      const memberships = await context()
        .db.selectFrom('memberships')
        .innerJoin('employees', 'employees.id', 'memberships.employee_id')
        .innerJoin('customers', 'customers.id', 'memberships.customer_id')
        .select(['employees.email', 'customers.xal_id', 'memberships.role'])
        .orderBy('employees.email')
        .orderBy('customers.xal_id')
        .execute();
      expect(memberships).toEqual([
        { email: OTHER_EMPLOYEE.email, xal_id: 'C-20877', role: 'User' },
        { email: DEMO_EMPLOYEE.email, xal_id: 'C-10421', role: 'Admin' },
        { email: DEMO_EMPLOYEE.email, xal_id: 'C-20877', role: 'User' },
      ]);
    });

    it('has 6-10 installation types and installations with codes like ABA/1001', async () => {
      const installations = await context().db.selectFrom('installations').select(['code', 'type']).execute();
      const types = new Set(installations.map((installation) => installation.type));
      expect(types.size).toBeGreaterThanOrEqual(6);
      expect(types.size).toBeLessThanOrEqual(10);
      expect(installations.map((installation) => installation.code)).toContain('ABA/1001');
    });

    it('has completed inspections with history, service reports (with headers and service comments) and control schemas', async () => {
      const { db } = context();
      const completed = await db
        .selectFrom('tasks')
        .innerJoin('service_reports', 'service_reports.task_id', 'tasks.id')
        .select(['tasks.id', 'tasks.completed_date', 'service_reports.id as report_id'])
        .where('tasks.status', '=', 'Completed')
        .execute();
      expect(completed.length).toBeGreaterThanOrEqual(50);
      expect(completed.every((task) => daysFromToday(task.completed_date) < 0)).toBe(true);
      const headers = await db.selectFrom('service_report_lines').select('id').where('type', '=', 'header').execute();
      expect(headers.length).toBeGreaterThanOrEqual(completed.length);
      // Service comments on many reports (not all): a failed line's remark, general remarks.
      const comments = await db.selectFrom('service_report_comments').select(['service_report_id', 'comment']).execute();
      const commented = new Set(comments.map((comment) => comment.service_report_id));
      expect(commented.size).toBeGreaterThan(completed.length / 3);
      expect(commented.size).toBeLessThan(completed.length);
      expect(comments.some((comment) => comment.comment.startsWith('Afvigelse ved'))).toBe(true);
      const history = await db.selectFrom('task_history').select('task_id').where('task_status', '=', 'Completed').execute();
      expect(history.length).toBe(completed.length);

      const checks = await db
        .selectFrom('control_schema_checks')
        .innerJoin('control_schema_items', 'control_schema_items.id', 'control_schema_checks.item_id')
        .innerJoin('control_schemas', 'control_schemas.id', 'control_schema_items.control_schema_id')
        .innerJoin('tasks', 'tasks.id', 'control_schemas.task_id')
        .select(['control_schema_checks.name', 'control_schema_checks.completed', 'tasks.status'])
        .execute();
      expect(checks.every((check) => check.status === 'Completed')).toBe(true);
      const boxes = checks.filter((check) => check.name.includes('.check'));
      expect(new Set(boxes.map((check) => check.completed))).toEqual(new Set(['0', '1']));
      expect(checks.some((check) => !check.name.includes('.check') && /^\d+(,\d+)?$/.test(check.completed))).toBe(true);
      expect(await count('control_schemas')).toBeGreaterThanOrEqual(10);
    });

    it('has planned work across the next twelve months, overdue and postponed work, relative to today', async () => {
      const tasks = await context().db.selectFrom('tasks').select(['status', 'due_date', 'location_id']).execute();
      const planned = tasks.filter((task) => task.status === 'Planned').map((task) => daysFromToday(task.due_date));
      expect(planned.length).toBeGreaterThanOrEqual(30);
      expect(planned.every((days) => days > 0 && days <= 366)).toBe(true);
      expect(Math.min(...planned)).toBeLessThan(31);
      expect(Math.max(...planned)).toBeGreaterThan(300);
      const overdue = tasks.filter((task) => task.status === 'NotHandled').map((task) => daysFromToday(task.due_date));
      expect(overdue.length).toBeGreaterThanOrEqual(3);
      expect(overdue.every((days) => days < 0 && days > -60)).toBe(true);
      expect(tasks.some((task) => task.status === providerPostponedStatus(PROVIDER))).toBe(true);
      expect(tasks.some((task) => task.status === 'PostponedByCustomer')).toBe(true);
    });

    it('gives NE-100 open faults and overdue inspections (the picker badges)', async () => {
      const { db } = context();
      const location = await db.selectFrom('locations').select('id').where('code', '=', 'NE-100').executeTakeFirstOrThrow();
      const open = await db
        .selectFrom('issues')
        .select('id')
        .where('location_id', '=', location.id)
        .where('status', 'in', [...openIssueStatuses])
        .execute();
      expect(open.length).toBeGreaterThanOrEqual(3);
      const overdue = await db
        .selectFrom('tasks')
        .select('id')
        .where('location_id', '=', location.id)
        .where('status', 'not in', ['Completed', 'Handled'])
        .where('due_date', '<', TODAY.toISOString())
        .execute();
      expect(overdue.length).toBeGreaterThanOrEqual(2);
    });

    it('has open and completed faults with transactions and notes', async () => {
      const { db } = context();
      const issues = await db
        .selectFrom('issues')
        .select((eb) => [
          'issues.status',
          'issues.kind',
          eb.selectFrom('issue_transactions').whereRef('issue_transactions.issue_id', '=', 'issues.id').select(eb.fn.countAll().as('n')).as('transactions'),
          eb.selectFrom('issue_notes').whereRef('issue_notes.issue_id', '=', 'issues.id').select(eb.fn.countAll().as('n')).as('notes'),
        ])
        .execute();
      const standard = issues.filter((issue) => issue.kind === 'standard');
      for (const status of ['Error', 'NoAction', 'Completed']) {
        expect(standard.filter((issue) => issue.status === status).length).toBeGreaterThanOrEqual(2);
      }
      expect(issues.every((issue) => Number(issue.transactions) >= 1 && Number(issue.notes) >= 1)).toBe(true);
      const transactions = await db.selectFrom('issue_transactions').select(['status_phrase', 'comment']).execute();
      expect(transactions.every((transaction) => transaction.comment.length >= 15)).toBe(true);
      expect(transactions.map((transaction) => transaction.status_phrase)).toEqual(expect.arrayContaining(['Fejl registreret', 'Afsluttet']));
    });

    it('has thermography faults with their fields and a report PDF each', async () => {
      const { db } = context();
      const thermography = await db.selectFrom('issues').select(['id', 'status']).where('kind', '=', 'thermography').execute();
      expect(new Set(thermography.map((issue) => issue.status))).toEqual(new Set(['Created', 'NoAction', 'Completed']));
      const fields = await db.selectFrom('thermography_fields').selectAll().execute();
      for (const issue of thermography) {
        const types = fields.filter((field) => field.issue_id === issue.id).map((field) => field.field_type);
        expect(types).toEqual(expect.arrayContaining(['Tavlenr', 'Tavletype', 'Fejlklasse', 'Fejltype', 'FejlId', 'Temp. max']));
      }
      const reports = await db.selectFrom('files').select(['issue_id', 'content_type']).where('purpose', '=', 'thermography-report').execute();
      expect(new Set(reports.map((report) => report.issue_id))).toEqual(new Set(thermography.map((issue) => issue.id)));
      expect(reports.every((report) => report.content_type === 'application/pdf')).toBe(true);
    });

    it('has 8+ news items with HTML bodies released over the last months', async () => {
      const news = await context().db.selectFrom('news').selectAll().execute();
      expect(news.length).toBeGreaterThanOrEqual(8);
      for (const item of news) {
        expect(item.body_html).toContain('<p>');
        expect(item.body_html).not.toMatch(/<script/i);
        expect(daysFromToday(item.release_date)).toBeLessThan(0);
        expect(daysFromToday(item.release_date)).toBeGreaterThan(-200);
      }
    });

    it('stores real PNG and PDF files whose size matches their row, for every kind of owner', async () => {
      const files = await context().db.selectFrom('files').selectAll().execute();
      const store = createFileStore(context().database.dataDir);
      const kinds = new Set<string>();
      for (const file of files) {
        const signature = await head(await store.get(file.storage_key), 8);
        if (file.content_type === 'image/png') {
          expect(signature.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
        } else {
          expect(file.content_type).toBe('application/pdf');
          expect(signature.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        }
        expect(await store.size(file.storage_key)).toBe(Number(file.size));
        expect(Number(file.size)).toBeGreaterThan(100);
        expect(file.display_name.length).toBeGreaterThan(0);
        for (const column of ['location_id', 'installation_id', 'issue_id', 'task_id'] as const) {
          if (file[column] !== null) kinds.add(column);
        }
      }
      expect(kinds).toEqual(new Set(['location_id', 'installation_id', 'issue_id', 'task_id']));
      expect(files.some((file) => file.content_type === 'image/png')).toBe(true);
    });

    it('has a subscription for one location and one for all locations', async () => {
      const subscriptions = await context().db.selectFrom('notification_subscriptions').selectAll().orderBy('id').execute();
      expect(subscriptions.map((subscription) => [subscription.type, subscription.location_id === null, subscription.culture])).toEqual([
        ['UpcommingTasks3Week', false, 'da-DK'],
        ['CompletedTasksDaily', true, 'da-DK'],
      ]);
    });

    it('seeding again on the same day changes nothing', async () => {
      const root = createFileStore(context().database.dataDir).root;
      const before = await snapshot();
      const filesBefore = listFiles(join(root, 'demo'));
      const again = await seed();
      expect(Object.values(again.changed).every((value) => value === 0)).toBe(true);
      expect(again.files).toEqual({ written: 0, rows: 0, skipped: first.files?.written });
      expect(again.subscriptionsAdded).toBe(0);
      expect(await snapshot()).toEqual(before);
      expect(listFiles(join(root, 'demo'))).toEqual(filesBefore);
    });

    it('a lost stored object is generated again, without a second row', async () => {
      const { db } = context();
      const store = createFileStore(context().database.dataDir);
      const file = await db.selectFrom('files').selectAll().where('content_type', '=', 'application/pdf').orderBy('id').executeTakeFirstOrThrow();
      const rows = await count('files');
      await store.remove(file.storage_key);
      const again = await seed();
      expect(again.files?.written).toBe(1);
      expect(await count('files')).toBe(rows);
      expect(await store.size(file.storage_key)).toBe(Number((await db.selectFrom('files').select('size').where('id', '=', file.id).executeTakeFirstOrThrow()).size));
    });
  },
  { seed: false },
);
