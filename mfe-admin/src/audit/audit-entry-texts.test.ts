import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@portal/shared';
import da from '../../translations/da-dk.json';
import de from '../../translations/de-de.json';
import en from '../../translations/en-gb.json';
import { auditEntryTexts } from './audit-entry-texts';

const translator = (locale: string, messages: Record<string, string>) => {
  const intl = createIntl({ locale, messages });
  return (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
};

const entry = (params: AuditEntry['params'], subject = 'stored subject', details: string | null = 'stored details'): AuditEntry => ({
  id: 1,
  created: '2026-11-22T13:05:00.000Z',
  employeeId: 1,
  person: 'Anna',
  impersonator: null,
  action: 'task.status',
  subject,
  details,
  params,
  locationCode: null,
  locationName: null,
});

describe('audit entries in the reader language', () => {
  const tDa = translator('da-DK', da);
  const tEn = translator('en-GB', en);
  const tDe = translator('de-DE', de);

  it('writes a task status change from its codes, with no internal English', () => {
    const status = entry(
      { subject: { kind: 'task', number: '10421-0033' }, details: { kind: 'status', status: 'PostponedByCustomer', note: 'Flyttet til uge 12' } },
      'Task 10421-0033',
      'PostponedByCustomer: Flyttet til uge 12',
    );
    expect(auditEntryTexts(tDa, status)).toMatchObject({ subject: 'Eftersyn 10421-0033', details: 'Udskudt af kunden: Flyttet til uge 12' });
    expect(auditEntryTexts(tEn, status)).toMatchObject({ subject: 'Inspection 10421-0033', details: 'Postponed by the customer: Flyttet til uge 12' });
    expect(auditEntryTexts(tDe, status).subject).toBe('Prüfung 10421-0033');
  });

  it('counts report bundles and names the chosen access in words', () => {
    const bundle = entry({ subject: { kind: 'issueReports', count: 2 }, details: { kind: 'numbers', target: 'issues', numbers: ['F-1', 'F-2'] } }, '2 issue report(s)');
    expect(auditEntryTexts(tDa, bundle)).toMatchObject({ subject: 'Rapporter for 2 fejl', details: 'Fejl: F-1, F-2' });
    expect(auditEntryTexts(tEn, bundle).subject).toBe('Reports of 2 faults');
    const invite = entry({ details: { kind: 'access', role: 'User', locations: ['NE-100'] } }, 'anna@example.com', 'User; NE-100');
    expect(auditEntryTexts(tDa, invite).details).toBe('Rolle: Bruger; lokationer: NE-100');
    expect(auditEntryTexts(tDe, entry({ details: { kind: 'access', role: 'Admin', locations: null } })).details).toBe('Rolle: Administrator; Standorte: alle');
  });

  it('lists membership and profile changes', () => {
    const changes = entry({
      details: {
        kind: 'changes',
        changes: [
          { field: 'role', from: 'User', to: 'Admin' },
          { field: 'active', value: false },
          { field: 'locations', codes: null },
          { field: 'language', value: 'en-GB' },
          { field: 'newsletter', value: true },
        ],
      },
    });
    expect(auditEntryTexts(tEn, changes).details).toBe('Role: User → Administrator; Deactivated; Locations: all; Language: English; Newsletter on');
  });

  it('shows the stored words of an entry without codes', () => {
    expect(auditEntryTexts(tEn, entry(null, 'sign-in subject', null))).toMatchObject({ subject: 'sign-in subject', details: '' });
  });

  it('names the action in the reader’s language; an action it has no words for shows as stored', () => {
    expect(auditEntryTexts(tDa, entry(null)).action).toBe('Eftersynsstatus ændret');
    expect(auditEntryTexts(tDe, entry(null)).action).toBe('Prüfungsstatus geändert');
    expect(auditEntryTexts(tEn, { ...entry(null), action: 'report.archive' }).action).toBe('report.archive');
  });
});
