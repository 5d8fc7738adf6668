import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { isValidFileKey } from '../storage/file-store.js';
import { buildDemoImport } from './demo-document.js';
import { demoFiles, renderPdf, renderPng } from './demo-files.js';

const TODAY = new Date('2025-03-14T10:00:00Z');
const document = buildDemoImport(TODAY, 'Nordisk Sikring');
const files = demoFiles(document, TODAY, 'Nordisk Sikring');

async function collect(stream: NodeJS.ReadableStream & { end(): void }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
  stream.end();
  return done;
}

describe('demo files', () => {
  it('renders a 64×48 PNG, the same for the same key', () => {
    const png = renderPng('thermal', 'demo/c-10421/issue/x.png');
    const decoded = PNG.sync.read(png);
    expect([decoded.width, decoded.height]).toEqual([64, 48]);
    expect(renderPng('thermal', 'demo/c-10421/issue/x.png').equals(png)).toBe(true);
    expect(renderPng('plan', 'a').equals(renderPng('photo', 'a'))).toBe(false);
  });

  it('renders a one-page PDF with Danish text', async () => {
    const pdf = await collect(
      renderPdf({ title: 'Termografirapport', subtitle: 'Tavle T1021.1 – målt 2025-03-01', lines: ['Fejltype: Løs forbindelse', 'Æblegrød på ø'] }, 'Nordisk Sikring', TODAY),
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF/);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBe(1);
  });

  it('has valid, unique keys and files for every kind of owner', () => {
    const keys = files.map((file) => file.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every(isValidFileKey)).toBe(true);
    expect(new Set(files.map((file) => file.owner.kind))).toEqual(new Set(['location', 'installation', 'issue', 'task']));
    expect(files.filter((file) => file.contentType === 'image/png').length).toBeGreaterThanOrEqual(5);
    expect(files.filter((file) => file.contentType === 'application/pdf').length).toBeGreaterThanOrEqual(5);
  });

  it('gives every thermography fault a report PDF', () => {
    const thermography = (document.customers ?? []).flatMap((customer) => (customer.issues ?? []).filter((issue) => issue.kind === 'thermography'));
    const reports = files.filter((file) => file.purpose === 'thermography-report');
    expect(reports.map((file) => file.owner.code).sort()).toEqual(thermography.map((issue) => issue.number).sort());
    expect(reports.every((file) => file.contentType === 'application/pdf' && file.displayName.startsWith('Termografirapport'))).toBe(true);
  });
});
