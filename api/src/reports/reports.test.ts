import type { Readable } from 'node:stream';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures.js';
import { createTestDatabase, testDialects, type TestDatabase } from '../test/test-app.js';
import { controlSchemaPdf } from './control-schema.pdf.js';
import { serviceReportPdf } from './service-report.pdf.js';

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

for (const dialect of testDialects()) {
  describe(`service report and control schema PDFs [${dialect}]`, () => {
    let database: TestDatabase | undefined;
    let taskId: number;
    let bareTask: number;
    const current = (): TestDatabase => {
      if (!database) throw new Error('The test database was not created');
      return database;
    };

    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      const { db } = database;
      const make = fixtures(db);
      const customer = await make.customer();
      const location = await make.location(customer, { name: 'Kedelcentral' });
      const installation = await make.installation(customer, location, { name: 'Sprinkleranlæg' });
      taskId = await make.task(customer, location, installation);
      bareTask = await make.task(customer, location, installation);
      const report = await db
        .insertInto('service_reports')
        .values({ task_id: taskId, case_number: 'SAG-991', activity_type: 'Eftersyn', task_name: 'Kvartalseftersyn', installation_number: 'SPR/1', responsible: 'Ole Ørsted', stop_date: '2024-02-01T10:00:00.000Z', customer_reference: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('service_report_lines').values({ service_report_id: report.id, position: 1, description: 'Ventiler kontrolleret', checked: true, type: 'line' }).execute();
      await db
        .insertInto('service_report_comments')
        .values({ service_report_id: report.id, position: 0, date: '2024-02-01T10:30:00.000Z', person: 'Ole Ørsted', comment: 'Pumpe 2 larmer, skiftes ved næste besøg' })
        .execute();
      const schema = await db
        .insertInto('control_schemas')
        .values({ task_id: taskId, report_file: 'KS 2024/7.pdf', company: 'Nordhavn', department: 'Drift', responsible: 'Ole Ørsted', date: '2024-02-01T10:00:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const item = await db.insertInto('control_schema_items').values({ control_schema_id: schema.id, position: 1, name: 'Pumpe 1' }).returning('id').executeTakeFirstOrThrow();
      await db
        .insertInto('control_schema_checks')
        .values([
          { item_id: item.id, position: 1, name: 'Tryk.check', completed: '1' },
          { item_id: item.id, position: 2, name: 'Tryk bar', completed: '6,5' },
        ])
        .execute();
    });

    afterAll(async () => database?.cleanup());

    it('renders the service report of a task, or null without one', async () => {
      const report = await serviceReportPdf(current().db, taskId, 'Nordisk Sikring');
      if (!report) throw new Error('expected a service report');
      expect(report.name).toBe('Servicerapport-SAG-991.pdf');
      const text = await textOf(report.pdf);
      expect(text).toContain('Servicerapport SAG-991');
      expect(text).toContain('Ventiler kontrolleret');
      expect(text).toContain('Ole Ørsted');
      expect(text).toContain('Servicekommentarer');
      expect(text).toContain('Pumpe 2 larmer, skiftes ved næste besøg');
      expect(await serviceReportPdf(current().db, bareTask, 'Nordisk Sikring')).toBeNull();
    });

    it('renders the control schema of a task, or null without one', async () => {
      const schema = await controlSchemaPdf(current().db, taskId, 'Nordisk Sikring');
      if (!schema) throw new Error('expected a control schema');
      expect(schema.name).toBe('Kontrolskema-KS_2024_7.pdf');
      const text = await textOf(schema.pdf);
      expect(text).toContain('Kontrolskema Sprinkleranlæg');
      expect(text).toContain('Pumpe 1');
      expect(text).toContain('Tryk bar: 6,5');
      expect(await controlSchemaPdf(current().db, bareTask, 'Nordisk Sikring')).toBeNull();
    });
  });
}
