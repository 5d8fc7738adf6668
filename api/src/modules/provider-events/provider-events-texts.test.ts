import { describe, expect, it } from 'vitest';
import type { ProviderEventPayload } from './provider-events-payload.js';
import { providerEventMail } from './provider-events-texts.js';

const place = {
  id: 'b6f1c2d4-0000-4000-8000-000000000001',
  occurredAt: '2026-11-27T09:30:00.000Z',
  customer: { id: 1, xalId: 'C-10421', name: 'Nordisk Ejendomme' },
  location: { id: 2, code: 'L-1', name: 'Hovedkontoret' },
  installation: { id: 3, code: 'U-7', name: 'Brandcentral' },
  actor: { employeeId: 4, name: 'Anna Demo' },
};

describe('the service desk mail', () => {
  it("names statuses, urgency and the unit in the screens' words, in each language", () => {
    const change = { ...place, type: 'issue.statusChanged', issue: { id: 5, number: '4711' }, data: { from: 'Error', to: 'NoAction', comment: null } } as ProviderEventPayload;
    const da = providerEventMail(change, 'da-DK', 'Europe/Copenhagen').text;
    expect(da).toContain('Enhed: Brandcentral (U-7)');
    expect(da).toContain('Fra: Fejl');
    expect(da).toContain('Til: Ingen hændelse');
    expect(da).not.toContain('NoAction');
    expect(providerEventMail(change, 'de-DE', 'Europe/Berlin').text).toContain('Anlage: Brandcentral (U-7)');

    const task = { ...place, type: 'task.statusChanged', task: { id: 6, number: 'T-9' }, data: { from: 'Planned', to: 'PostponedByCustomer', comment: null } } as ProviderEventPayload;
    expect(providerEventMail(task, 'en-GB', 'Europe/London').text).toMatch(/From: Planned\nTo: Postponed by (the )?customer/i);

    const report = {
      ...place,
      type: 'issue.reported',
      issue: { id: 7, number: 'M-12' },
      data: { urgency: 'critical', description: 'Lampen blinker', reporter: { kind: 'guest', name: 'Vicevært', email: null, phone: null } },
    } as ProviderEventPayload;
    expect(providerEventMail(report, 'da-DK', 'Europe/Copenhagen').text).toContain('Hastegrad: Kritisk – enheden virker ikke');
  });
});
