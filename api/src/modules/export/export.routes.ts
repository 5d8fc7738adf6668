import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ENCODINGS } from '../../plugins/body-compression.js';
import { contentDisposition } from '../../plugins/content-disposition.js';
import { appContextOf, requestContextOf } from '../../plugins/context.js';
import { reportLanguageOf } from '../../reports/report-texts.js';
import { exportDownloadSchema, exportLinkSchema, exportSchema } from './export.schemas.js';
import { exportLink, exportList, exportOfLink, type ExportFile, type ExportList } from './export.service.js';

/** `faults.csv` -> the list and the format (the schema's pattern has checked it). */
function fileOf(file: string): { list: ExportList; format: 'csv' | 'xlsx' } {
  const dot = file.lastIndexOf('.');
  return { list: file.slice(0, dot) as ExportList, format: file.slice(dot + 1) as 'csv' | 'xlsx' };
}

function sendFile(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName, false))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.content);
}

/**
 * Prefix /api/export (ADR 0053). The customer-access guard applies to the two calls with `customerId`; the
 * download is public (the signed link is the authorization, as /api/download's).
 */
export async function exportRoutes(instance: FastifyInstance): Promise<void> {
  // The files go out as streams, which the API's one-call body compression leaves alone (ADR 0037): CSV is
  // compressed as a stream here (XLSX is a zip already, and not a compressible type).
  await instance.register(compress, { global: true, threshold: 1024, encodings: [...ENCODINGS] });
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/:customerId/:file', { schema: exportSchema }, async (request, reply) => {
    const file = await exportList(requestContextOf(request), { ...fileOf(request.params.file), language: reportLanguageOf(request.headers['accept-language']), query: request.query });
    return sendFile(reply, file);
  });

  app.get('/:customerId/:file/link', { schema: exportLinkSchema }, async (request) =>
    exportLink(requestContextOf(request), { ...fileOf(request.params.file), language: reportLanguageOf(request.headers['accept-language']), query: request.query }),
  );

  app.get('/download/*', { schema: exportDownloadSchema, config: { public: true } }, async (request, reply) => {
    const file = await exportOfLink(appContextOf(request), { token: request.params['*'].split('/')[0] ?? '' });
    return sendFile(reply, file);
  });
}
