import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatZonedDateTime, subscribeOverlayClose, type IssueDetails } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { IssueHistory } from './issue-history.component';
import { IssueOverlayContent } from './issue.overlay';

const details: IssueDetails = {
  issueId: 42,
  number: 'F-1001',
  kind: 'standard',
  status: 'Error',
  created: '2026-03-01T09:00:00.000Z',
  updated: '2026-03-05T13:30:00.000Z',
  updatedBy: 'Mads Holm',
  responsible: 'Lene Dahl',
  type: 'Klasse 2',
  errorType: 'Defekt detektor',
  reference: 'REF-9',
  description: 'Røgdetektor i kælder reagerer ikke',
  installationReferenceCode: 'NE-111/BA-7',
  installation: 'Brandalarm kælder',
  locationCode: 'NE-111',
  locationName: 'Kælder og teknikrum',
  tabletNumber: null,
  tabletType: null,
  thermographyFields: [],
  thermographyReport: null,
  notes: [{ value: 'Montør bestilt', created: '2026-03-02T08:00:00.000Z' }],
  files: [{ url: 'https://files.example/foto1.png?sig=1', displayName: 'foto1.png' }],
  transactions: [
    { date: '2026-03-05T13:30:00.000Z', person: 'Mads Holm', statusPhrase: 'Fejl', comment: 'Detektor defekt, skal skiftes' },
    { date: '2026-03-01T09:00:00.000Z', person: 'System', statusPhrase: 'Oprettet', comment: '' },
  ],
  customerFix: null,
};

describe('IssueHistory', () => {
  it('lists date, person, status phrase and comment of each transaction', () => {
    renderWithPortal(<IssueHistory transactions={details.transactions} />);
    const entries = screen.getAllByTestId('issue-history-entry');
    expect(entries).toHaveLength(2);
    const first = within(entries[0] as HTMLElement);
    expect(first.getByText('05.03.2026 14.30 (dansk tid)')).toBeTruthy();
    expect(first.getByText('Mads Holm')).toBeTruthy();
    expect(first.getByText('Fejl')).toBeTruthy();
    expect(first.getByText('Detektor defekt, skal skiftes')).toBeTruthy();
  });

  it("shows a stored phrase as the status's label: 'Afluttet' reads 'Afsluttet'", () => {
    const transactions = [{ date: '2026-03-06T10:00:00.000Z', person: 'Mads Holm', statusPhrase: 'Afluttet', comment: 'Udbedret' }];
    renderWithPortal(<IssueHistory transactions={transactions} />);
    const entry = within(screen.getByTestId('issue-history-entry'));
    expect(entry.getByText('Afsluttet')).toBeTruthy();
    expect(entry.queryByText('Afluttet')).toBeNull();
  });

  it('says so when there is no history', () => {
    renderWithPortal(<IssueHistory transactions={[]} />);
    expect(screen.getByText('Der er ingen historik endnu.')).toBeTruthy();
  });
});

describe('IssueOverlayContent', () => {
  it('shows the fields, files, notes, the mapped status and the history; cancel closes the overlay', async () => {
    const onClose = vi.fn();
    const unsubscribe = subscribeOverlayClose(onClose);
    renderWithPortal(<IssueOverlayContent details={details} locationCode="NE-111" onChanged={vi.fn()} />);

    expect(screen.getByRole('heading', { name: 'Fejl F-1001' })).toBeTruthy();
    for (const text of ['Mads Holm', 'Lene Dahl', 'Klasse 2', 'Defekt detektor', 'REF-9', 'NE-111/BA-7', formatZonedDateTime(details.updated), formatZonedDateTime(details.created)]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('link', { name: /foto1\.png/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Slet foto1.png' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload filer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download rapport' })).toBeTruthy();
    expect(screen.getByText('Montør bestilt')).toBeTruthy();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('Error');
    expect(screen.getAllByTestId('issue-history-entry')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Annuller' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
