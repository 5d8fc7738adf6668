import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { IssueDetails } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { ThermographyOverlayContent } from './thermography.overlay';

const details: IssueDetails = {
  issueId: 18,
  number: 'F-20018',
  kind: 'thermography',
  status: 'NoAction',
  created: '2026-03-01T09:00:00.000Z',
  updated: '2026-03-05T13:30:00.000Z',
  updatedBy: 'Mads Holm',
  responsible: 'Lene Dahl',
  type: 'Fejlklasse 3',
  errorType: 'Fejlklasse 3',
  reference: null,
  description: null,
  installationReferenceCode: 'NE-111/EL-1',
  installation: 'Hovedtavle',
  locationCode: 'NE-111',
  locationName: 'Kælder og teknikrum',
  tabletNumber: 'T-4',
  tabletType: 'Hovedtavle',
  thermographyFields: [
    { key: 'FejlId', type: 'FejlId', value: 'TF-10421-006' },
    { key: 'Fejlklasse', type: 'Fejlklasse', value: 'Klasse 2' },
    { key: 'Fejltype', type: 'Fejltype', value: 'Løs forbindelse' },
    { key: 'Tavlenr', type: 'Tavlenr', value: 'T-4' },
    { key: 'Tavletype', type: 'Tavletype', value: 'Hovedtavle' },
    { key: 'Tempmax', type: 'Temp. max', value: '81,5 °C' },
  ],
  thermographyReport: { url: 'https://portal.example/api/download/x/Termografirapport.pdf', displayName: 'Termografirapport.pdf' },
  notes: [],
  files: [
    { url: 'https://portal.example/api/download/y/foto.jpg', displayName: 'foto.jpg' },
    { url: 'https://portal.example/api/download/x/Termografirapport.pdf', displayName: 'Termografirapport.pdf' },
  ],
  transactions: [{ date: '2026-03-05T13:30:00.000Z', person: 'Mads Holm', statusPhrase: 'Oprettet', comment: 'Termografi udført' }],
  customerFix: null,
};

/** The value shown under a label of the overlay's field list. */
function valueOf(label: string): string | null | undefined {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('ThermographyOverlayContent', () => {
  it('shows every thermography field from the details alone (no list row: opened by link or by a provider tool)', () => {
    renderWithPortal(<ThermographyOverlayContent details={details} locationCode="NE-111" onChanged={vi.fn()} />);
    expect(screen.getByTestId('thermography-issue-type').textContent).toBe('Løs forbindelse');
    expect(screen.getByTestId('thermography-fault-id').textContent).toBe('TF-10421-006');
    // Fejlklasse as the row shows it: the digits only.
    expect(valueOf('Fejlklasse')).toBe('2');
    expect(valueOf('Tavlenr.')).toBe('T-4');
    // A custom field under the provider's own name.
    expect(valueOf('Temp. max')).toBe('81,5 °C');
    // The report, not the first attachment; the note is the latest comment.
    const reportField = screen.getByText('Fil', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(reportField).getByRole('link', { name: /Termografirapport\.pdf/ }).getAttribute('href')).toBe(details.thermographyReport?.url);
    expect(valueOf('Note')).toBe('Termografi udført');
    expect(screen.queryByText('F-20018', { selector: 'dd' })).toBeNull();
  });

  it('shows a dash for a field the issue lacks', () => {
    renderWithPortal(
      <ThermographyOverlayContent details={{ ...details, thermographyFields: [], thermographyReport: null }} locationCode="NE-111" onChanged={vi.fn()} />,
    );
    expect(screen.getByTestId('thermography-issue-type').textContent).toBe('–');
    expect(screen.getByTestId('thermography-fault-id').textContent).toBe('–');
    // Without a Fejlklasse field, the class comes from the issue's type.
    expect(valueOf('Fejlklasse')).toBe('3');
  });

  it('names the fault in its header and offers what the fault overlay offers: files with upload and report, and cancel', () => {
    renderWithPortal(<ThermographyOverlayContent details={details} locationCode="NE-111" onChanged={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Termografifejl F-20018' })).toBeTruthy();
    expect(screen.getByTestId('overlay-unit').textContent).toBe('Hovedtavle');
    expect(screen.getByTestId('overlay-location').textContent).toBe('Kælder og teknikrum');
    expect(screen.getByTestId('overlay-date').textContent).toMatch(/^01\.03\.2026/);
    const files = screen.getByRole('region', { name: 'Filer' });
    expect(within(files).getByRole('link', { name: /foto\.jpg/ })).toBeTruthy();
    expect(within(files).getByRole('button', { name: 'Upload filer' })).toBeTruthy();
    expect(within(files).getByRole('button', { name: 'Download rapport' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Annuller' })).toBeTruthy();
  });
});
