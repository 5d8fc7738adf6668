import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signOut, storeToken, type ControlReport, type ServiceReport } from '@portal/shared';
import { makeToken, renderWithPortal } from '@portal/shared/testing';
import { ControlReportContent } from './control-schema.overlay';
import { ServiceReportContent } from './service-report.overlay';

beforeEach(() => storeToken(makeToken({ CustomerId: '1' })));
afterEach(() => signOut());

const service: ServiceReport = {
  taskId: 7,
  installationType: 'ABA brandalarmanlæg',
  caseNumber: 'SAG-1001',
  activityType: 'Eftersyn',
  taskName: 'Årligt eftersyn',
  installationNumber: 'NE-111/BA-7',
  responsible: 'Mads Holm',
  stopDate: '2026-03-02T10:00:00.000Z',
  customer: 'Rammeaftale',
  files: [{ url: 'https://files.example/foto.png?sig=1', displayName: 'foto.png', fileName: 'foto.png', shortDescription: 'Tavlen' }],
  checklistLines: [
    { description: 'Central', checked: false, type: 'header' },
    { description: 'Batterier kontrolleret', checked: true, type: 'line' },
    { description: 'Sirener afprøvet', checked: false, type: 'line' },
  ],
  comments: [
    { date: '2026-03-02T09:45:00.000Z', person: 'Kasper Holm', comment: 'Adgang via vagten' },
    { date: '2026-03-02T10:20:00.000Z', person: 'Line Sørensen', comment: 'Batteri i sløjfe 2 skiftes ved næste eftersyn' },
  ],
};

describe('ServiceReportContent', () => {
  it('shows every field, the files, the checklist with header lines as headers, and the download button', () => {
    renderWithPortal(<ServiceReportContent report={service} installationNumber="NE-111/BA-7" />);
    for (const text of ['ABA brandalarmanlæg', 'Eftersyn', 'Årligt eftersyn', 'NE-111/BA-7', 'Mads Holm', 'Rammeaftale']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByTestId('service-report-case').textContent).toBe('SAG-1001');
    expect(screen.getByRole('link', { name: /foto\.png/ })).toBeTruthy();
    const checklist = screen.getByTestId('service-report-checklist');
    expect(within(checklist).getByRole('heading', { name: 'Central' })).toBeTruthy();
    expect(within(checklist).getByRole('checkbox', { name: 'Batterier kontrolleret' }).getAttribute('aria-checked')).toBe('true');
    expect(within(checklist).getByRole('checkbox', { name: 'Sirener afprøvet' }).getAttribute('aria-checked')).toBe('false');
    // Ticked or not reads in words too, not only from the drawn box.
    expect(within(checklist).getByRole('checkbox', { name: 'Batterier kontrolleret' }).textContent).toContain('Ja');
    expect(within(checklist).getByRole('checkbox', { name: 'Sirener afprøvet' }).textContent).toContain('Nej');
    expect(screen.getByRole('button', { name: 'Hent servicerapport' })).toBeTruthy();
  });

  it('shows the service comments as a table: date and time, technician, comment, in the report’s order', () => {
    renderWithPortal(<ServiceReportContent report={service} installationNumber="NE-111/BA-7" />);
    const table = within(screen.getByTestId('service-report-comments')).getByRole('table', { name: 'Servicekommentarer' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Dato', 'Tekniker', 'Kommentar']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      [expect.stringMatching(/^02\.03\.2026/), 'Kasper Holm', 'Adgang via vagten'],
      [expect.stringMatching(/^02\.03\.2026/), 'Line Sørensen', 'Batteri i sløjfe 2 skiftes ved næste eftersyn'],
    ]);
  });

  it('says so when the report has no service comments', () => {
    renderWithPortal(<ServiceReportContent report={{ ...service, comments: [] }} installationNumber="NE-111/BA-7" />);
    expect(within(screen.getByTestId('service-report-comments')).getByText('Der er ingen data for servicekommentarer')).toBeTruthy();
  });
});

const control: ControlReport = {
  taskId: 7,
  installationType: 'ABA brandalarmanlæg',
  installationId: 'BA-7',
  installationName: 'Brandalarm kælder',
  installationReferenceCode: 'NE-111/BA-7',
  company: 'Nordhavn A/S',
  department: 'Drift',
  responsible: 'Mads Holm',
  date: '2026-03-02T10:00:00.000Z',
  locationName: 'Kælder',
  reportFile: 'KS-1001.pdf',
  items: [
    { name: 'Detektor 1', checklist: [{ name: 'Funktion.check', completed: '1' }, { name: 'Rengjort.check', completed: '0' }, { name: 'Placering', completed: 'Loft' }] },
    { name: 'Detektor 2', checklist: [{ name: 'Funktion.check', completed: '1' }] },
  ],
};

describe('ControlReportContent', () => {
  it("shows every field, the item count, and the checklist: '.check' names as checkboxes ticked by '1', others as values", () => {
    const overlay = { reportFile: 'KS-1001.pdf', installationReferenceCode: 'NE-111/BA-7', installationType: 'ABA brandalarmanlæg', installationName: 'Brandalarm kælder', locationName: 'Kælder' };
    renderWithPortal(<ControlReportContent report={control} overlay={overlay} />);
    expect(screen.getByTestId('control-report-items').textContent).toBe('2');
    for (const text of ['BA-7', 'Brandalarm kælder', 'Nordhavn A/S', 'Drift', 'Mads Holm', 'Kælder']) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    const table = screen.getByTestId('control-report-checklist');
    const boxes = within(table).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('aria-checked'))).toEqual(['true', 'false', 'true']);
    expect(within(table).getByText('Loft')).toBeTruthy();
    expect(within(table).queryByText('Funktion.check')).toBeNull();
    expect(screen.getByRole('button', { name: 'Hent kontrolskema' })).toBeTruthy();
  });
});
