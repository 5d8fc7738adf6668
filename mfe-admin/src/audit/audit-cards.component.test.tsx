import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { AuditCards } from './audit-cards.component';

const entry = (id: number, values: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  created: '2026-11-20T09:30:00.000Z',
  employeeId: 2,
  person: 'Bo Bruger',
  impersonator: null,
  action: 'sign-in',
  subject: '',
  details: null,
  params: null,
  locationCode: null,
  locationName: null,
  ...values,
});

describe('AuditCards', () => {
  it('a card an entry: the action, time, person (and who acted as them), location, and the details shortened', () => {
    const details = 'Status: Afsluttet. Note: Alle detektorer i stueetagen er skiftet, og kælderens to enheder afventer levering fra grossisten i næste uge.';
    renderWithPortal(<AuditCards entries={[entry(1, { impersonator: 'Ulla Udbyder' }), entry(2, { action: 'issue.status', details, locationName: 'Lager Glostrup' })]} />);
    const cards = within(screen.getByRole('list', { name: 'Revisionsspor' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('Logget ind');
    expect(cards[0]?.textContent).toContain('Bo Bruger (via Ulla Udbyder)');
    expect(cards[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T09:30:00.000Z');
    expect(cards[1]?.textContent).toContain('Status ændret');
    expect(cards[1]?.textContent).toContain('Lager Glostrup');
    expect(within(cards[1] as HTMLElement).queryByText(details)).toBeNull();
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: 'Vis hele' })).toBeTruthy();
  });

  it('says when the filter finds nothing', () => {
    renderWithPortal(<AuditCards entries={[]} />);
    expect(screen.getByRole('status').textContent).toBe('Der er ingen hændelser for dette filter.');
  });
});
