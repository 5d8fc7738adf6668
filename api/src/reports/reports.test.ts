import type { Readable } from 'node:stream';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { controlSchemaPdf, type ControlSchemaContent } from './control-schema.pdf.js';
import { serviceReportPdf, type ServiceReportContent } from './service-report.pdf.js';

async function textOf(pdf: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of pdf) chunks.push(chunk as Buffer);
  const data = Buffer.concat(chunks);
  expect(data.subarray(0, 5).toString()).toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(data) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text;
}

const serviceReport: ServiceReportContent = {
  installationType: 'Sprinkleranlæg',
  caseNumber: 'SAG-991',
  activityType: 'Eftersyn',
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

describe('service report and control schema PDFs, rendered from their content', () => {
  it('renders the service report with its fields and checklist', async () => {
    const report = serviceReportPdf(serviceReport, 'Nordisk Sikring');
    expect(report.name).toBe('Servicerapport-SAG-991.pdf');
    const text = await textOf(report.pdf);
    expect(text).toContain('Servicerapport SAG-991');
    expect(text).toContain('Nordisk Sikring · Sagsnummer SAG-991');
    expect(text).toContain('Ansvarlig tekniker: Ole Ørsted');
    expect(text).toContain('Udført: 01.02.2024, 11.00');
    expect(text).toContain('Kundens reference: –');
    expect(text).toContain('Pumperum');
    expect(text).toContain('[x] Ventiler kontrolleret');
    expect(text).toContain('[ ] Manometer udskiftet');
    expect(text).toContain('Servicekommentarer');
    expect(text).toContain('Pumpe 2 larmer, skiftes ved næste besøg');
  });

  it('says so when the service report has no checklist lines', async () => {
    expect(await textOf(serviceReportPdf({ ...serviceReport, checklistLines: [] }, 'Nordisk Sikring').pdf)).toContain('Ingen linjer');
  });

  it('renders the control schema with its items, checkboxes and values', async () => {
    const schema = controlSchemaPdf(controlSchema, 'Nordisk Sikring');
    expect(schema.name).toBe('Kontrolskema-KS_2024_7.pdf');
    const text = await textOf(schema.pdf);
    expect(text).toContain('Kontrolskema Sprinkleranlæg');
    expect(text).toContain('Anlæg: Sprinkleranlæg (SPR/1)');
    expect(text).toContain('Lokation: Kedelcentral');
    expect(text).toContain('Antal punkter: 1');
    expect(text).toContain('Pumpe 1');
    expect(text).toContain('[x] Tryk');
    expect(text).toContain('[ ] Lækage');
    expect(text).toContain('Tryk bar: 6,5');
  });
});
