import type { Kysely } from 'kysely';
import PDFDocument from 'pdfkit';
import { PNG } from 'pngjs';
import type { FileOwnerColumn, FilePurpose } from '../db/domain-constants.js';
import type { Database } from '../db/schema.js';
import type { ImportCustomer, ProviderImport } from '../import/import-format.js';
import type { FileStore } from '../storage/file-store.js';
import { codeSlug, hashOf, seededRandom } from './demo-document.js';

/**
 * Real small files for the demo, generated at seed time: PNG images (pngjs) and one-page Danish
 * PDF documents (pdfkit), stored through the file store under deterministic keys
 * (`demo/<customer xal>/<owner kind>/<code>-<name>.<ext>`) with a `files` row each.
 * Idempotent: a file whose row and stored object both exist is skipped; a missing object is
 * generated again, a missing row inserted.
 */

type OwnerKind = 'location' | 'installation' | 'issue' | 'task';

const OWNER_COLUMN: Record<OwnerKind, FileOwnerColumn> = {
  location: 'location_id',
  installation: 'installation_id',
  issue: 'issue_id',
  task: 'task_id',
};

type PngStyle = 'plan' | 'photo' | 'thermal';

interface PdfContent {
  title: string;
  subtitle: string;
  lines: string[];
}

export interface DemoFile {
  customerXalId: string;
  owner: { kind: OwnerKind; code: string };
  key: string;
  purpose: FilePurpose;
  displayName: string;
  shortDescription: string | null;
  contentType: 'application/pdf' | 'image/png';
  uploadedBy: string;
  created: string;
  content: { pdf: PdfContent } | { png: PngStyle };
}

// ---------------------------------------------------------------------------------------------
// Generators.

/** A 64×48 PNG with a simple pattern, coloured from the key (deterministic). */
export function renderPng(style: PngStyle, seedText: string): Buffer {
  const width = 64;
  const height = 48;
  const png = new PNG({ width, height });
  const random = seededRandom(hashOf(seedText));
  const hue = random();
  const hotX = 12 + Math.floor(random() * 40);
  const hotY = 10 + Math.floor(random() * 28);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let red: number;
      let green: number;
      let blue: number;
      if (style === 'thermal') {
        // Blue background with a hot spot: how a thermography picture of a loose connection looks.
        const distance = Math.hypot(x - hotX, y - hotY);
        const heat = Math.max(0, 1 - distance / 22);
        red = Math.round(40 + 215 * heat);
        green = Math.round(30 + 180 * Math.max(0, heat - 0.4) + 40 * (1 - heat));
        blue = Math.round(160 * (1 - heat) + 30);
      } else if (style === 'plan') {
        // A floor plan: white paper, walls every 16 px, a coloured room.
        const wall = x % 16 === 0 || y % 16 === 0 || x === width - 1 || y === height - 1;
        const room = x > 16 && x < 32 && y > 16 && y < 32;
        red = wall ? 40 : room ? Math.round(200 + 55 * hue) : 250;
        green = wall ? 40 : room ? 220 : 250;
        blue = wall ? 60 : room ? Math.round(255 - 80 * hue) : 245;
      } else {
        // A "photo": a diagonal gradient with stripes.
        const stripe = Math.floor((x + y) / 6) % 2 === 0;
        red = Math.round((x / width) * 180 + hue * 60 + (stripe ? 15 : 0));
        green = Math.round((y / height) * 160 + 40);
        blue = Math.round(200 - (x / width) * 120 + (stripe ? 0 : 20));
      }
      const offset = (width * y + x) << 2;
      png.data[offset] = Math.min(255, red);
      png.data[offset + 1] = Math.min(255, green);
      png.data[offset + 2] = Math.min(255, blue);
      png.data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** A one-page A4 PDF, as a stream (pdfkit's document is a Readable). */
export function renderPdf(content: PdfContent, providerName: string, created: Date): PDFKit.PDFDocument {
  const document = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: content.title, Author: providerName, Subject: content.subtitle, Creator: `${providerName} kundeportal`, CreationDate: created },
  });
  document.fillColor('#b3261e').fontSize(10).text(providerName.toUpperCase(), { characterSpacing: 1 });
  document.moveDown(0.5);
  document.fillColor('#111111').font('Helvetica-Bold').fontSize(22).text(content.title);
  document.font('Helvetica').fontSize(12).fillColor('#444444').text(content.subtitle);
  document.moveDown();
  document.moveTo(56, document.y).lineTo(539, document.y).strokeColor('#cccccc').stroke();
  document.moveDown();
  document.fillColor('#111111').fontSize(11);
  for (const line of content.lines) {
    document.text(line, { paragraphGap: 6 });
  }
  document.moveDown(2);
  document.fontSize(8).fillColor('#888888').text('Demodokument genereret af kundeportalen. Indholdet er fiktivt.');
  return document;
}

// ---------------------------------------------------------------------------------------------
// Which files the demo has.

function isoDay(iso: string): string {
  return iso.slice(0, 10);
}

function filesOfCustomer(customer: ImportCustomer, today: Date, providerName: string): DemoFile[] {
  const xal = customer.xalId.toLowerCase();
  const files: DemoFile[] = [];
  const created = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 180 * 86_400_000).toISOString();
  const locations = customer.locations ?? [];
  const installations = customer.installations ?? [];
  const locationName = new Map(locations.map((location) => [location.code, location.name]));
  const base = { customerXalId: customer.xalId, uploadedBy: providerName, created };

  // Top-level locations: an operating manual (PDF) and an overview drawing (PNG).
  for (const location of locations.filter((entry) => !entry.parentCode)) {
    const slug = codeSlug(location.code);
    files.push({
      ...base,
      owner: { kind: 'location', code: location.code },
      key: `demo/${xal}/location/${slug}-brugsanvisning.pdf`,
      purpose: 'attachment',
      displayName: `Brugsanvisning ${location.name}.pdf`,
      shortDescription: 'Brugsanvisning til brandalarm- og varslingsanlæg',
      contentType: 'application/pdf',
      content: {
        pdf: {
          title: 'Brugsanvisning',
          subtitle: `${location.name} (${location.code})`,
          lines: [
            `Adresse: ${[location.streetName, [location.zipCode, location.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || 'ikke oplyst'}`,
            `Kontaktperson: ${location.contact ?? 'ikke oplyst'}`,
            'Ved brandalarm: Forlad bygningen ad nærmeste flugtvej og mød op på samlingsstedet.',
            'Ved fejl på anlægget: Kontakt vagtcentralen og notér fejlen i driftsjournalen.',
            'Ugentlig kontrol: Aflæs centralen og kontrollér, at der ikke vises fejl eller udkoblinger.',
          ],
        },
      },
    });
    files.push({
      ...base,
      owner: { kind: 'location', code: location.code },
      key: `demo/${xal}/location/${slug}-tegning.png`,
      purpose: 'attachment',
      displayName: `Oversigtstegning ${location.name}.png`,
      shortDescription: 'Oversigtstegning med flugtveje og brandtekniske installationer',
      contentType: 'image/png',
      content: { png: 'plan' },
    });
  }

  // The technical room with a drawing of its own (a third-level location).
  for (const location of locations.filter((entry) => entry.code === 'NE-111' || entry.code === 'AS-211')) {
    files.push({
      ...base,
      owner: { kind: 'location', code: location.code },
      key: `demo/${xal}/location/${codeSlug(location.code)}-tegning.pdf`,
      purpose: 'attachment',
      displayName: `Tegning ${location.name}.pdf`,
      shortDescription: 'Tegning af teknikrum med tavler og ventiler',
      contentType: 'application/pdf',
      content: {
        pdf: {
          title: 'Tegning',
          subtitle: `${location.name} (${location.code})`,
          lines: ['Målestok 1:100.', 'Placering af el-tavler, sprinklerventiler og håndildslukkere er vist på tegningen.', 'Revideret efter seneste eftersyn.'],
        },
      },
    });
  }

  // Installations: the ABA and sprinkler systems have a drawing, the first of each type a photo.
  const seenTypes = new Set<string>();
  for (const installation of installations) {
    const slug = codeSlug(installation.code);
    const where = locationName.get(installation.locationCode) ?? installation.locationCode;
    if (installation.code.startsWith('ABA/') || installation.code.startsWith('SPR/')) {
      files.push({
        ...base,
        owner: { kind: 'installation', code: installation.code },
        key: `demo/${xal}/installation/${slug}-tegning.pdf`,
        purpose: 'attachment',
        displayName: `Tegning ${installation.name}.pdf`,
        shortDescription: installation.code.startsWith('ABA/') ? 'Detektorplacering og sløjfeoversigt' : 'Rørføring og ventiloversigt',
        contentType: 'application/pdf',
        content: {
          pdf: {
            title: 'Tegning',
            subtitle: `${installation.name} – ${installation.type}`,
            lines: [`Anlægsnummer: ${installation.code}`, `Placering: ${where}`, 'Tegningen viser anlæggets komponenter og deres placering.'],
          },
        },
      });
    }
    if (!seenTypes.has(installation.type)) {
      seenTypes.add(installation.type);
      files.push({
        ...base,
        owner: { kind: 'installation', code: installation.code },
        key: `demo/${xal}/installation/${slug}-foto.png`,
        purpose: 'attachment',
        displayName: `Foto ${installation.name}.png`,
        shortDescription: 'Foto fra seneste eftersyn',
        contentType: 'image/png',
        content: { png: 'photo' },
      });
    }
  }

  // Issues: a photo of each open standard fault; every thermography fault has its report (PDF) and the
  // first ones a thermal image.
  let thermalImages = 0;
  for (const issue of customer.issues ?? []) {
    const slug = codeSlug(issue.number);
    const technician = issue.responsible;
    if (issue.kind === 'thermography') {
      const fields = issue.thermographyFields ?? {};
      files.push({
        ...base,
        uploadedBy: technician,
        created: issue.created,
        owner: { kind: 'issue', code: issue.number },
        key: `demo/${xal}/issue/${slug}-termografirapport.pdf`,
        purpose: 'thermography-report',
        displayName: `Termografirapport ${fields.FejlId ?? issue.number}.pdf`,
        shortDescription: 'Termografirapport',
        contentType: 'application/pdf',
        content: {
          pdf: {
            title: 'Termografirapport',
            subtitle: `Tavle ${fields.Tavlenr ?? ''} (${fields.Tavletype ?? ''}) – målt ${isoDay(issue.created)}`,
            lines: [
              `Fejl-id: ${fields.FejlId ?? issue.number}`,
              `Fejltype: ${fields.Fejltype ?? ''}`,
              `Fejlklasse: ${fields.Fejlklasse ?? ''}`,
              `Maks. temperatur: ${fields['Temp. max'] ?? ''}  Referencetemperatur: ${fields['Temp. ref.'] ?? ''}`,
              `Beskrivelse: ${issue.description ?? ''}`,
              `Termografør: ${technician}`,
              'Fejlklasse 1: udbedres straks. Fejlklasse 2: udbedres snarest. Fejlklasse 3: holdes under observation.',
            ],
          },
        },
      });
      if (thermalImages < 4) {
        thermalImages += 1;
        files.push({
          ...base,
          uploadedBy: technician,
          created: issue.created,
          owner: { kind: 'issue', code: issue.number },
          key: `demo/${xal}/issue/${slug}-termografi.png`,
          purpose: 'attachment',
          displayName: `Termografibillede ${fields.FejlId ?? issue.number}.png`,
          shortDescription: 'Termografibillede',
          contentType: 'image/png',
          content: { png: 'thermal' },
        });
      }
    } else if (issue.status !== 'Completed') {
      files.push({
        ...base,
        uploadedBy: technician,
        created: issue.created,
        owner: { kind: 'issue', code: issue.number },
        key: `demo/${xal}/issue/${slug}-foto.png`,
        purpose: 'attachment',
        displayName: `Foto af fejl ${issue.number}.png`,
        shortDescription: issue.description ?? null,
        contentType: 'image/png',
        content: { png: 'photo' },
      });
    }
  }

  // Tasks: the signed service report of the latest completed inspection on the first locations.
  const firstLocations = new Set(locations.filter((entry) => !entry.parentCode).slice(0, 1).map((entry) => entry.code));
  const installationLocation = new Map(installations.map((installation) => [installation.code, installation.locationCode]));
  const latestCompleted = new Map<string, NonNullable<ImportCustomer['tasks']>[number]>();
  for (const task of customer.tasks ?? []) {
    if (task.status !== 'Completed' || !task.completedDate) continue;
    const current = latestCompleted.get(task.installationCode);
    if (!current || (current.completedDate ?? '') < task.completedDate) latestCompleted.set(task.installationCode, task);
  }
  for (const [installationCode, task] of latestCompleted) {
    if (!firstLocations.has(installationLocation.get(installationCode) ?? '')) continue;
    const technician = task.serviceReport?.responsible ?? providerName;
    files.push({
      ...base,
      uploadedBy: technician,
      created: task.completedDate ?? created,
      owner: { kind: 'task', code: task.number },
      key: `demo/${xal}/task/${codeSlug(task.number)}-servicerapport.pdf`,
      purpose: 'attachment',
      displayName: `Servicerapport ${task.number}.pdf`,
      shortDescription: 'Underskrevet servicerapport',
      contentType: 'application/pdf',
      content: {
        pdf: {
          title: 'Servicerapport',
          subtitle: `${task.name} – ${installationCode}`,
          lines: [
            `Opgavenummer: ${task.number}`,
            `Udført: ${isoDay(task.completedDate ?? created)} af ${technician}`,
            ...(task.serviceReport?.lines ?? []).map((line) => (line.type === 'header' ? line.description.toUpperCase() : `${line.checked ? '[x]' : '[ ]'} ${line.description}`)),
          ],
        },
      },
    });
  }
  return files;
}

/** Every demo file for the import document (deterministic for a given day). */
export function demoFiles(document: ProviderImport, today: Date, providerName: string): DemoFile[] {
  return (document.customers ?? []).flatMap((customer) => filesOfCustomer(customer, today, providerName));
}

// ---------------------------------------------------------------------------------------------
// Storing them.

async function ownerIds(db: Kysely<Database>, customerId: number): Promise<Record<OwnerKind, Map<string, number>>> {
  const [locations, installations, issues, tasks] = await Promise.all([
    db.selectFrom('locations').select(['id', 'code']).where('customer_id', '=', customerId).execute(),
    db.selectFrom('installations').select(['id', 'code']).where('customer_id', '=', customerId).execute(),
    db.selectFrom('issues').select(['id', 'number as code']).where('customer_id', '=', customerId).execute(),
    db.selectFrom('tasks').select(['id', 'number as code']).where('customer_id', '=', customerId).execute(),
  ]);
  const map = (rows: { id: number; code: string }[]) => new Map(rows.map((row) => [row.code, row.id]));
  return { location: map(locations), installation: map(installations), issue: map(issues), task: map(tasks) };
}

export interface DemoFilesResult {
  /** Objects written to the store. */
  written: number;
  /** Rows inserted or updated. */
  rows: number;
  /** Files already complete. */
  skipped: number;
}

export async function seedDemoFiles(
  db: Kysely<Database>,
  store: FileStore,
  files: readonly DemoFile[],
  providerName: string,
): Promise<DemoFilesResult> {
  const result: DemoFilesResult = { written: 0, rows: 0, skipped: 0 };
  const customers = await db.selectFrom('customers').select(['id', 'xal_id']).execute();
  const customerIds = new Map(customers.map((customer) => [customer.xal_id, customer.id]));
  const owners = new Map<number, Record<OwnerKind, Map<string, number>>>();
  const existingRows = new Map(
    (await db.selectFrom('files').select(['id', 'storage_key', 'size']).where('storage_key', 'like', 'demo/%').execute()).map((row) => [
      row.storage_key,
      row,
    ]),
  );

  for (const file of files) {
    const customerId = customerIds.get(file.customerXalId);
    if (customerId === undefined) throw new Error(`Demo file ${file.key}: unknown customer ${file.customerXalId}`);
    let ids = owners.get(customerId);
    if (!ids) {
      ids = await ownerIds(db, customerId);
      owners.set(customerId, ids);
    }
    const ownerId = ids[file.owner.kind].get(file.owner.code);
    if (ownerId === undefined) throw new Error(`Demo file ${file.key}: unknown ${file.owner.kind} ${file.owner.code}`);

    const row = existingRows.get(file.key);
    let size = await store.size(file.key);
    if (row && size !== undefined && Number(row.size) === size) {
      result.skipped += 1;
      continue;
    }
    if (size === undefined) {
      if ('png' in file.content) {
        size = (await store.put(file.key, renderPng(file.content.png, file.key))).size;
      } else {
        const pdf = renderPdf(file.content.pdf, providerName, new Date(file.created));
        const stored = store.put(file.key, pdf);
        pdf.end();
        size = (await stored).size;
      }
      result.written += 1;
    }
    if (row) {
      await db.updateTable('files').set({ size }).where('id', '=', row.id).execute();
    } else {
      await db
        .insertInto('files')
        .values({
          customer_id: customerId,
          [OWNER_COLUMN[file.owner.kind]]: ownerId,
          purpose: file.purpose,
          display_name: file.displayName,
          short_description: file.shortDescription,
          storage_key: file.key,
          size,
          content_type: file.contentType,
          uploaded_by: file.uploadedBy,
          created: file.created,
        })
        .execute();
    }
    result.rows += 1;
  }
  return result;
}

/** A demo quote's PDF (the provider's offer), by its `pdfFile` name; undefined for a name no demo quote has. */
export async function demoQuotePdf(document: ProviderImport, fileName: string, providerName: string, created: Date): Promise<Buffer | undefined> {
  const quote = (document.customers ?? []).flatMap((customer) => customer.quotes ?? []).find((candidate) => candidate.pdfFile === fileName);
  if (!quote) return undefined;
  const pdf = renderPdf(
    {
      title: `Tilbud ${quote.number}`,
      subtitle: quote.title,
      lines: [
        `Vedrører fejl: ${quote.issueNumbers.join(', ')}`,
        `Pris: ${quote.amount.toFixed(2)} ${quote.currency} ekskl. moms`,
        `Gyldigt til og med: ${quote.validUntil}`,
        'Arbejdet udføres inden for 14 dage efter accept. Betaling netto 30 dage.',
      ],
    },
    providerName,
    created,
  );
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });
  pdf.end();
  await done;
  return Buffer.concat(chunks);
}
