import { describe, expect, it } from 'vitest';
import { providerPostponedStatus } from '../db/domain-constants.js';
import { validateAgainstSchema } from '../import/import.schema.js';
import type { ImportCustomer, ImportIssue, ImportTask } from '../import/import-format.js';
import { buildDemoImport, DEMO_EMPLOYEE, OTHER_EMPLOYEE } from './demo-document.js';

const TODAY = new Date('2025-03-14T10:30:00Z');
const DAY = 86_400_000;
const document = buildDemoImport(TODAY, 'Nordisk Sikring');
const customers = document.customers ?? [];
const tasks = customers.flatMap((customer) => customer.tasks ?? []);
const issues = customers.flatMap((customer) => customer.issues ?? []);
const days = (iso: string): number => (Date.parse(iso) - Date.UTC(2025, 2, 14)) / DAY;

function customer(xalId: string): ImportCustomer {
  const found = customers.find((entry) => entry.xalId === xalId);
  if (!found) throw new Error(`no customer ${xalId}`);
  return found;
}

function locationOf(owner: ImportCustomer, item: ImportTask | ImportIssue): string | undefined {
  return owner.installations?.find((installation) => installation.code === item.installationCode)?.locationCode;
}

describe('demo import document', () => {
  it('is valid against the import JSON schema', () => {
    expect(validateAgainstSchema(JSON.parse(JSON.stringify(document)))).toEqual([]);
  });

  it('is deterministic for a day and relative to it', () => {
    expect(buildDemoImport(new Date('2025-03-14T23:59:00Z'), 'Nordisk Sikring')).toEqual(document);
    const later = buildDemoImport(new Date('2025-04-13T08:00:00Z'), 'Nordisk Sikring');
    const laterTask = later.customers?.[0]?.tasks?.[0];
    const task = customers[0]?.tasks?.[0];
    expect(laterTask?.number).toBe(task?.number);
    expect(Date.parse(laterTask?.dueDate ?? '') - Date.parse(task?.dueDate ?? '')).toBe(30 * DAY);
  });

  it('keeps the customers, employees and locations the e2e tests rely on', () => {
    expect(customers.map((entry) => [entry.xalId, entry.name])).toEqual([
      ['C-10421', 'Nordhavn Ejendomme A/S'],
      ['C-20877', 'Aarhus Skoler og Institutioner'],
    ]);
    const nordhavn = customer('C-10421');
    const codes = nordhavn.locations?.map((location) => location.code);
    expect(codes).toEqual(['NE-100', 'NE-110', 'NE-111', 'NE-112', 'NE-120', 'NE-200', 'NE-210', 'NE-211', 'NE-220']);
    const topLevel = (nordhavn.locations ?? []).filter((location) => !location.parentCode).map((location) => location.name);
    expect([...topLevel].sort((a, b) => a.localeCompare(b, 'da'))[0]).toBe('Hovedkontor København');
    expect(nordhavn.locations?.find((location) => location.code === 'NE-111')).toEqual({
      code: 'NE-111',
      name: 'Kælder og teknikrum',
      parentCode: 'NE-110',
      streetName: 'Strandboulevarden 120A, kælder',
      zipCode: '2100',
      city: 'København Ø',
      contact: 'Jonas Friis',
      phoneNumber: '+45 33 12 34 70',
      latitude: 55.7116,
      longitude: 12.5851,
    });
    expect(nordhavn.locations?.find((location) => location.code === 'NE-220')).toEqual({ code: 'NE-220', name: 'Lagerhal 2', parentCode: 'NE-200' });
    expect(document.employees?.map((employee) => [employee.email, employee.password, employee.memberships])).toEqual([
      [
        DEMO_EMPLOYEE.email,
        'demo1234',
        [
          { customerXalId: 'C-10421', role: 'Admin' },
          { customerXalId: 'C-20877', role: 'User' },
        ],
      ],
      [OTHER_EMPLOYEE.email, 'demo1234', [{ customerXalId: 'C-20877', role: 'User' }]],
    ]);
  });

  it('has 6-10 installation types and several installations per location', () => {
    const types = new Set(customers.flatMap((entry) => (entry.installations ?? []).map((installation) => installation.type)));
    expect(types.size).toBeGreaterThanOrEqual(6);
    expect(types.size).toBeLessThanOrEqual(10);
    for (const entry of customers) {
      for (const location of entry.locations ?? []) {
        expect(entry.installations?.filter((installation) => installation.locationCode === location.code).length).toBeGreaterThanOrEqual(1);
      }
    }
    expect(customers.flatMap((entry) => entry.installations ?? []).every((installation) => installation.code.includes('/'))).toBe(true);
  });

  it('has completed history with reports, upcoming, overdue and postponed work', () => {
    const completed = tasks.filter((task) => task.status === 'Completed');
    expect(completed.length).toBeGreaterThan(50);
    expect(completed.every((task) => task.completedDate && days(task.completedDate) < 0 && task.serviceReport && (task.history?.length ?? 0) >= 2)).toBe(true);
    expect(completed.every((task) => task.serviceReport?.lines.some((line) => line.type === 'header'))).toBe(true);
    const schemas = completed.flatMap((task) => (task.controlSchema ? [task.controlSchema] : []));
    expect(schemas.length).toBeGreaterThan(10);
    const checks = schemas.flatMap((schema) => schema.items.flatMap((item) => item.checks));
    expect(checks.some((check) => check.name.includes('.check') && check.completed === '1')).toBe(true);
    expect(checks.some((check) => check.name.includes('.check') && check.completed === '0')).toBe(true);
    expect(checks.some((check) => !check.name.includes('.check') && /\d/.test(check.completed))).toBe(true);

    const planned = tasks.filter((task) => task.status === 'Planned');
    expect(planned.every((task) => days(task.dueDate) > 0 && days(task.dueDate) <= 366)).toBe(true);
    expect(new Set(planned.map((task) => Math.floor(days(task.dueDate) / 30))).size).toBeGreaterThanOrEqual(10);
    const overdue = tasks.filter((task) => task.status === 'NotHandled');
    expect(overdue.length).toBeGreaterThanOrEqual(3);
    expect(overdue.every((task) => days(task.dueDate) < 0)).toBe(true);
    expect(tasks.filter((task) => task.status === providerPostponedStatus('Nordisk Sikring')).length).toBeGreaterThanOrEqual(1);
    expect(tasks.filter((task) => task.status === 'PostponedByCustomer').length).toBeGreaterThanOrEqual(1);
  });

  it('gives NE-100 open faults and overdue inspections', () => {
    const nordhavn = customer('C-10421');
    const atNe100 = (item: ImportTask | ImportIssue): boolean => locationOf(nordhavn, item) === 'NE-100';
    expect((nordhavn.issues ?? []).filter((issue) => atNe100(issue) && issue.status !== 'Completed').length).toBeGreaterThanOrEqual(3);
    expect((nordhavn.tasks ?? []).filter((task) => atNe100(task) && task.status === 'NotHandled').length).toBeGreaterThanOrEqual(2);
  });

  it('has open and completed faults with transactions, and thermography faults with their fields', () => {
    const standard = issues.filter((issue) => issue.kind !== 'thermography');
    expect(standard.filter((issue) => issue.status === 'Completed').length).toBeGreaterThanOrEqual(3);
    expect(standard.filter((issue) => issue.status === 'Error').length).toBeGreaterThanOrEqual(3);
    expect(standard.filter((issue) => issue.status === 'NoAction').length).toBeGreaterThanOrEqual(2);
    for (const issue of issues) {
      expect(issue.transactions?.length).toBeGreaterThanOrEqual(1);
      expect(issue.notes?.length).toBeGreaterThanOrEqual(1);
      for (const transaction of issue.transactions ?? []) expect(transaction.comment.length).toBeGreaterThanOrEqual(15);
      expect(days(issue.created)).toBeLessThanOrEqual(0);
    }
    const thermography = issues.filter((issue) => issue.kind === 'thermography');
    expect(new Set(thermography.map((issue) => issue.status))).toEqual(new Set(['Created', 'NoAction', 'Completed']));
    for (const issue of thermography) {
      expect(Object.keys(issue.thermographyFields ?? {})).toEqual(
        expect.arrayContaining(['Tavlenr', 'Tavletype', 'Fejlklasse', 'Fejltype', 'FejlId', 'Temp. max']),
      );
      expect(issue.thermographyFields?.Fejlklasse).toMatch(/^[1-3]$/);
    }
  });

  it('has 8+ news items with HTML bodies and no scripts', () => {
    const news = document.news ?? [];
    expect(news.length).toBeGreaterThanOrEqual(8);
    for (const item of news) {
      expect(item.bodyHtml).toMatch(/<p>/);
      expect(item.bodyHtml).not.toMatch(/<script|on\w+=/i);
      expect(days(item.releaseDate)).toBeLessThan(0);
    }
    expect(news.some((item) => /<(ul|ol)>/.test(item.bodyHtml))).toBe(true);
    expect(news.some((item) => /<a href="https:/.test(item.bodyHtml))).toBe(true);
  });
});
