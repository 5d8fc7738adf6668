import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { presetInterval, setActiveLocation, signOut, storeToken, subscribeOverlayOpen, toDay, type OverlayOpen, type ThermographyIssueRow } from '@portal/shared';
import { makeToken, renderWithPortal } from '@portal/shared/testing';
import { IssuesTableWidget } from './issues-table.widget';

// The current faults list's preset: the widget asks what 'Se alle' lists.
const range = presetInterval('default', toDay(new Date()));
const issuesKey = `/issue/1/location/NE-111/issues/${range.from}/${range.to}/DASHBOARD?take=5`;
const thermographyKey = `/issue/1/location/NE-111/ThermographyIssue/${range.from}/${range.to}/DASHBOARD?take=5`;
const thermography: ThermographyIssueRow = {
  created: '2026-01-10',
  issueId: 18,
  number: 'T-18',
  responsible: 'Lene Dahl',
  responsibleInitials: 'LD',
  status: 'NoAction',
  note: 'Efterspændes',
  fileUrl: null,
  fileName: null,
  Tavlenr: 'T1.4',
  Tavletype: 'Hovedtavle',
  Fejlklasse: '1',
  Fejltype: 'Løs forbindelse',
  FejlId: 'TF-18',
};

beforeEach(() => {
  storeToken(makeToken({ CustomerId: '1' }));
  setActiveLocation('NE-111');
});
afterEach(() => signOut());

describe('IssuesTableWidget', () => {
  it('has the thermography faults of the dashboard’s range in a second tab; a number opens the thermography overlay, which reads the fault’s fields from the details call', async () => {
    const user = userEvent.setup();
    const opened: OverlayOpen[] = [];
    const unsubscribe = subscribeOverlayOpen((event) => opened.push(event));
    renderWithPortal(<IssuesTableWidget />, { swrFallback: { [issuesKey]: [], [thermographyKey]: [thermography] } });
    const widget = screen.getByTestId('issues-table-widget');
    expect(within(widget).getByText('Der er ingen data for aktuelle fejl')).toBeTruthy();

    await user.click(within(widget).getByRole('tab', { name: 'Kun termografi' }));
    const table = within(widget).getByRole('table', { name: 'Termografifejl' });
    expect(within(table).getByText('Løs forbindelse')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'T-18' }));
    expect(opened[0]).toMatchObject({ type: 'thermography', props: { issueId: 18, locationCode: 'NE-111' } });
    unsubscribe();
  });
});
