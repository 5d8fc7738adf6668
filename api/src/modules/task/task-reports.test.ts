import { beforeAll, expect, it } from 'vitest';
import type { ControlReport, FileUrlResponse, ServiceReport } from '@portal/shared/contract';
import { pdfText } from '../../test/pdf-text.js';
import { bearer, describeEachDatabase, serviceContext } from '../../test/test-app.js';
import { serviceReportUrl, taskControlSchema, taskServiceReport } from './task-reports.service.js';
import { seedTaskTestData, type TaskTestData } from './task.test-data.js';

describeEachDatabase('tasks: service reports and control schemas', (context) => {
  let data: TaskTestData;
  let base: string;
  const get = (url: string) => context().app.inject({ url: `${base}${url}`, headers: bearer(data.token) });
  const post = (url: string, payload: object) => context().app.inject({ method: 'POST', url: `${base}${url}`, headers: bearer(data.token), payload });

  /** Downloads the signed link of a PDF answer and reads its text back. */
  async function linkedPdfText(answer: FileUrlResponse): Promise<string> {
    const file = await context().app.inject({ url: answer.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    return pdfText(file.rawPayload);
  }

  beforeAll(async () => {
    ({ data, base } = await seedTaskTestData(context()));
  });

  it('answers the service report with every field, the checklist and the service comments', async () => {
    const response = await get(`/task/${data.completedTask.id}/${encodeURIComponent(data.installationCode)}/serviceReport`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      taskId: data.completedTask.id,
      installationType: 'ABA brandalarmanlæg',
      caseNumber: expect.stringMatching(/^SAG-/),
      activityType: 'Eftersyn',
      taskName: 'Årligt eftersyn',
      installationNumber: data.installationCode,
      responsible: 'Mads Holm',
      stopDate: '2024-03-02T10:00:00.000Z',
      customer: 'Rammeaftale',
      files: [],
      checklistLines: [
        { description: 'Central', checked: false, type: 'header' },
        { description: 'Batterier kontrolleret', checked: true, type: 'line' },
      ],
      comments: [
        { date: '2024-03-02T09:45:00.000Z', person: 'Mads Holm', comment: 'Adgang til teknikrum via vagten' },
        { date: '2024-03-02T10:20:00.000Z', person: 'Mads Holm', comment: 'Batteri i sløjfe 2 skiftes ved næste eftersyn' },
      ],
    } satisfies ServiceReport);
    // The installation number may also be the code as shown (after the slash).
    const shown = data.installationCode.split('/')[1] ?? '';
    expect((await get(`/task/${data.completedTask.id}/${shown}/serviceReport`)).statusCode).toBe(200);
  });

  it('renders the service report PDF behind a signed link', async () => {
    const response = await get(`/task/${data.completedTask.id}/${encodeURIComponent(data.installationCode)}/serviceReport/pdf`);
    expect(response.statusCode).toBe(200);
    const text = await linkedPdfText(response.json() as FileUrlResponse);
    expect(text).toContain('Servicerapport');
    expect(text).toContain('Batterier kontrolleret');
    expect(text).toContain('Rammeaftale');
    expect(text).toContain('Side 1 af 1');
  });

  it("dates the PDF's footer by the request's clock", async () => {
    const ctx = serviceContext(context().app, { customerId: data.customerId }, new Date('2031-05-06T07:08:00.000Z'));
    const text = await linkedPdfText(await serviceReportUrl(ctx, { taskId: data.completedTask.id, installationNumber: data.installationCode }));
    expect(text).toContain('Dannet 06.05.2031 09.08 (dansk tid)');
  });

  it('renders the service report PDF in the language the request asks for', async () => {
    const path = `${base}/task/${data.completedTask.id}/${encodeURIComponent(data.installationCode)}/serviceReport/pdf`;
    const response = await context().app.inject({ url: path, headers: { ...bearer(data.token), 'accept-language': 'en-GB' } });
    expect(response.statusCode).toBe(200);
    const text = await linkedPdfText(response.json() as FileUrlResponse);
    expect(text).toContain('Service report');
    expect(text).toContain('Page 1 of 1');
    expect(text).toContain('(Danish time)');
    expect(text).not.toContain('Servicerapport');
  });

  it('answers 404 for a task without a report, another installation number and another customer', async () => {
    expect((await get(`/task/${data.overdueTask.id}/${encodeURIComponent(data.installationCode)}/serviceReport`)).statusCode).toBe(404);
    expect((await get(`/task/${data.completedTask.id}/ABA-OTHER/serviceReport`)).statusCode).toBe(404);
    expect((await get(`/task/${data.otherCustomerTask}/${encodeURIComponent(data.installationCode)}/serviceReport/pdf`)).statusCode).toBe(404);
    expect((await get(`/task/0/x/serviceReport`)).statusCode).toBe(400);
  });

  it('answers the control schema with items and checks, on both paths', async () => {
    for (const path of ['/controlSchema/', '/controlSchema']) {
      const response = await post(path, { reportFile: data.reportFile, installationReferenceCode: data.installationCode, installationType: 'ABA brandalarmanlæg' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        taskId: data.completedTask.id,
        installationType: 'ABA brandalarmanlæg',
        installationId: data.installationCode.split('/')[1] ?? '',
        installationName: 'Brandalarm',
        installationReferenceCode: data.installationCode,
        company: 'Nordhavn',
        department: 'Drift',
        responsible: 'Mads Holm',
        date: '2024-03-02T10:00:00.000Z',
        locationName: 'Opgaverum',
        reportFile: data.reportFile,
        items: [{ name: 'Detektor 1', checklist: [{ name: 'Funktion.check', completed: '1' }, { name: 'Placering', completed: 'Loft' }] }],
      } satisfies ControlReport);
    }
  });

  it('renders the control schema PDF; the path names are labels only', async () => {
    const response = await post(`/Opgaverum/Brandalarm/ABA/controlSchema/pdf`, { reportFile: data.reportFile, installationReferenceCode: data.installationCode });
    expect(response.statusCode).toBe(200);
    const text = await linkedPdfText(response.json() as FileUrlResponse);
    expect(text).toContain('Kontrolskema');
    expect(text).toMatch(/Funktion\s+Udført/);
    expect(text).toMatch(/Placering\s+Loft/);
  });

  it('reads a task\'s service report and control schema for the PDFs of a bundle, the overlays\' content, or nothing', async () => {
    const ctx = serviceContext(context().app, { customerId: data.customerId });
    const overlayReport = (await get(`/task/${data.completedTask.id}/${encodeURIComponent(data.installationCode)}/serviceReport`)).json() as ServiceReport;
    const { taskId: _reportTask, files: _files, ...reportContent } = overlayReport;
    expect(await taskServiceReport(ctx, data.completedTask.id)).toEqual(reportContent);
    const overlaySchema = (await post('/controlSchema/', { reportFile: data.reportFile, installationReferenceCode: data.installationCode })).json() as ControlReport;
    const { taskId: _schemaTask, installationId: _shown, ...schemaContent } = overlaySchema;
    expect(await taskControlSchema(ctx, data.completedTask.id)).toEqual(schemaContent);
    expect(await taskServiceReport(ctx, data.overdueTask.id)).toBeUndefined();
    expect(await taskControlSchema(ctx, data.overdueTask.id)).toBeUndefined();
  });

  it('refuses an unknown report file, another installation and a bad body', async () => {
    expect((await post('/controlSchema/', { reportFile: 'KS-NONE.pdf', installationReferenceCode: data.installationCode })).statusCode).toBe(404);
    expect((await post('/controlSchema/', { reportFile: data.reportFile, installationReferenceCode: 'ABA/OTHER' })).statusCode).toBe(404);
    expect((await post('/controlSchema/', { reportFile: data.reportFile })).statusCode).toBe(400);
    expect((await post('/a/b/c/controlSchema/pdf', { reportFile: '', installationReferenceCode: data.installationCode })).statusCode).toBe(400);
  });
});
