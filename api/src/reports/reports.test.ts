import type { Readable } from 'node:stream';
import type { IssueDetails } from '@portal/shared/contract';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { controlSchemaPdf, type ControlSchemaContent } from './control-schema.pdf.js';
import { issueReportKey, issueReportPdf } from './issue-report.pdf.js';
import type { ReportOptions } from './pdf.js';
import { reportLanguageOf } from './report-texts.js';
import { serviceReportPdf, type ServiceReportContent } from './service-report.pdf.js';

async function bytesOf(pdf: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of pdf) chunks.push(chunk as Buffer);
  const data = Buffer.concat(chunks);
  expect(data.subarray(0, 5).toString()).toBe('%PDF-');
  return new Uint8Array(data);
}

/** The text of each page, read back with a real PDF parser. */
async function pagesOf(pdf: Readable): Promise<string[]> {
  const parser = new PDFParse({ data: await bytesOf(pdf) });
  const { pages } = await parser.getText();
  await parser.destroy();
  return pages.map((page) => page.text);
}

const textOf = async (pdf: Readable): Promise<string> => (await pagesOf(pdf)).join('\n');

const options = (language: ReportOptions['language']): ReportOptions => ({ providerName: 'Nordisk Sikring', language, timeZone: 'Europe/Copenhagen' });
const generatedAt = new Date('2024-02-02T08:15:00.000Z');

const serviceReport: ServiceReportContent = {
  installationType: 'Sprinkleranlæg',
  caseNumber: 'SAG-991',
  activityType: 'Lovpligtigt eftersyn',
  taskName: 'Kvartalseftersyn',
  installationNumber: 'SPR/1',
  responsible: 'Ole Ørsted',
  stopDate: '2024-02-01T10:00:00.000Z',
  customer: null,
  checklistLines: [
    { description: 'Pumperum', checked: false, type: 'header' },
    { description: 'Ventiler kontrolleret', checked: true, type: 'line' },
    { description: 'Manometer udskiftet', checked: false, type: 'line' },
  ],
  comments: [{ date: '2024-02-01T10:30:00.000Z', person: 'Ole Ørsted', comment: 'Pumpe 2 larmer, skiftes ved næste besøg' }],
};

const controlSchema: ControlSchemaContent = {
  installationType: 'Sprinkleranlæg',
  installationName: 'Sprinkleranlæg',
  installationReferenceCode: 'SPR/1',
  company: 'Nordhavn',
  department: 'Drift',
  responsible: 'Ole Ørsted',
  date: '2024-02-01T10:00:00.000Z',
  locationName: 'Kedelcentral',
  reportFile: 'KS 2024/7.pdf',
  items: [
    {
      name: 'Pumpe 1',
      checklist: [
        { name: 'Tryk.check', completed: '1' },
        { name: 'Lækage.check', completed: '0' },
        { name: 'Tryk bar', completed: '6,5' },
      ],
    },
  ],
};

const issue: IssueDetails = {
  issueId: 7,
  number: 'F-10421-0003',
  status: 'Error',
  created: '2024-06-30T22:30:00.000Z',
  updated: '2024-07-01T12:05:00.000Z',
  updatedBy: 'Mads Holm',
  responsible: 'Lene Dahl',
  type: 'Fejl',
  errorType: 'A – Kritisk',
  reference: 'REF-9',
  installation: 'ABA-central',
  installationReferenceCode: 'NE-111/BA-7',
  locationName: 'Nordhavn',
  locationCode: 'NE-111',
  description: 'Batterier under minimumsspænding',
  tabletNumber: null,
  tabletType: null,
  notes: [{ value: 'Skiftes i uge 28', created: '2024-07-01T12:05:00.000Z' }],
  transactions: [
    { date: '2024-07-01T12:05:00.000Z', person: 'Mads Holm', statusPhrase: 'Fejl registreret', comment: 'Registreret ved eftersyn' },
    { date: '2024-06-30T22:30:00.000Z', person: 'System', statusPhrase: 'Afluttet', comment: '' },
  ],
  files: [],
  thermographyFields: [],
  thermographyReport: null,
} as unknown as IssueDetails;

describe('report PDFs', () => {
  it('renders the service report with the glossary words, a table and drawn check boxes, in Danish time', async () => {
    const report = serviceReportPdf(serviceReport, options('da'), generatedAt);
    expect(report.name).toBe('Servicerapport-SAG-991.pdf');
    const text = await textOf(report.pdf);
    expect(text).toContain('Nordisk Sikring');
    expect(text).toContain('Servicerapport SAG-991');
    expect(text).toMatch(/Enhedstype\s+Sprinkleranlæg/);
    expect(text).toMatch(/Enhedsnummer\s+SPR\/1/);
    expect(text).not.toMatch(/Anlægs?(type|nummer)/);
    expect(text).toMatch(/Udført\s+01\.02\.2024 11\.00 \(dansk tid\)/);
    expect(text).toMatch(/Kundens reference\s+–/);
    // The check boxes are drawn; beside each its word, which the parser reads.
    expect(text).toMatch(/Ventiler kontrolleret\s+Udført/);
    expect(text).toMatch(/Manometer udskiftet\s+Ikke udført/);
    expect(text).toContain('Pumpe 2 larmer, skiftes ved næste besøg');
    expect(text).toContain('Side 1 af 1');
    expect(text).toContain('Dannet 02.02.2024 09.15 (dansk tid)');
  });

  it('writes every text, date and the system vocabulary in the asked language', async () => {
    const english = await textOf(serviceReportPdf(serviceReport, options('en'), generatedAt).pdf);
    expect(english).toContain('Service report SAG-991');
    expect(english).toMatch(/Activity type\s+Statutory inspection/);
    expect(english).toMatch(/Carried out\s+01\/02\/2024 11:00 \(Danish time\)/);
    expect(english).toContain('Page 1 of 1');
    expect(english).not.toMatch(/Udført|Side \d/);

    const german = await textOf(issueReportPdf(issue, options('de'), generatedAt));
    expect(german).toContain('Mängelbericht F-10421-0003');
    expect(german).toMatch(/Mangelart\s+A – Kritisch/);
    expect(german).toMatch(/Klasse\/Typ\s+Störung/);
    expect(german).toContain('Mangel erfasst');
    expect(german).toContain('Abgeschlossen');
    // 22:30 UTC on 30 June is 00:30 on 1 July in Copenhagen.
    expect(german).toMatch(/Erstellt\s+01\.07\.2024 00:30 \(dänische Zeit\)/);
    expect(german).toContain('Seite 1 von 1');
  });

  it('renders the control schema with its items as tables of check boxes and values', async () => {
    const schema = controlSchemaPdf(controlSchema, options('da'), generatedAt);
    expect(schema.name).toBe('Kontrolskema-KS_2024_7.pdf');
    const text = await textOf(schema.pdf);
    expect(text).toContain('Kontrolskema Sprinkleranlæg');
    expect(text).toMatch(/Enhed\s+Sprinkleranlæg \(SPR\/1\)/);
    expect(text).toMatch(/Lokation\s+Kedelcentral/);
    expect(text).toMatch(/Antal punkter\s+1/);
    expect(text).toMatch(/Tryk\s+Udført/);
    expect(text).toMatch(/Lækage\s+Ikke udført/);
    expect(text).toMatch(/Tryk bar\s+6,5/);
  });

  it('numbers the pages of a long report "Side n af N" on every page', async () => {
    const lines = Array.from({ length: 90 }, (_, index) => ({ description: `Punkt ${index + 1}`, checked: index % 2 === 0, type: 'line' as const }));
    const pages = await pagesOf(serviceReportPdf({ ...serviceReport, checklistLines: lines }, options('da'), generatedAt).pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => expect(page).toContain(`Side ${index + 1} af ${pages.length}`));
    // The table's header is repeated at the top of each page it continues on.
    expect(pages[1]).toMatch(/Punkt\s+OK/);
  });

  it('says so when a list is empty', async () => {
    expect(await textOf(serviceReportPdf({ ...serviceReport, checklistLines: [] }, options('da'), generatedAt).pdf)).toContain('Ingen linjer');
  });

  it('renders a page to an image with content on it (the drawn mark, the tables)', async () => {
    const parser = new PDFParse({ data: await bytesOf(serviceReportPdf(serviceReport, options('da'), generatedAt).pdf) });
    const shot = await parser.getScreenshot({ partial: [1], desiredWidth: 600, imageDataUrl: false, imageBuffer: true });
    await parser.destroy();
    const png = shot.pages[0]?.data;
    expect(png && Buffer.from(png).subarray(1, 4).toString()).toBe('PNG');
    expect(png?.length ?? 0).toBeGreaterThan(10_000);
  });

  it('caches issue reports per language and time zone', () => {
    expect(issueReportKey(issue, options('da'))).not.toBe(issueReportKey(issue, options('en')));
    expect(issueReportKey(issue, options('da'))).not.toBe(issueReportKey(issue, { ...options('da'), timeZone: 'Europe/London' }));
    expect(issueReportKey(issue, options('en'))).toMatch(/-en\.pdf$/);
  });

  it('takes the language from Accept-Language, Danish otherwise', () => {
    expect(reportLanguageOf('en-GB')).toBe('en');
    expect(reportLanguageOf('de-DE,de;q=0.9')).toBe('de');
    expect(reportLanguageOf('fr-FR')).toBe('da');
    expect(reportLanguageOf(undefined)).toBe('da');
  });
});
