import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requestContextOf } from '../../plugins/context.js';
import { registerUploadRoutes } from '../../uploads/multipart.js';
import { deleteInstallationFile, uploadInstallationFiles } from './installation-files.service.js';
import { contentDisposition } from '../../plugins/content-disposition.js';
import { reportLanguageOf } from '../../reports/report-texts.js';
import { qrLabels } from './installation-labels.service.js';
import { deleteFileSchema, listSchema, qrLabelsSchema, querySchema, uploadSchema } from './installation.schemas.js';
import { createInstallationSummaries } from './installation-summaries.js';
import { listInstallations, queryInstallations } from './installation.service.js';

/**
 * Prefix /api/installation: the calls of spec section 7 "Installations". The customer-access guard
 * applies to every route (params carry customerId); the services scope everything to the token's
 * customer. The reads are cached per customer (ADR 0020); any write of the customer drops them.
 */
export async function installationRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const summaries = createInstallationSummaries(app.changes);

  app.get('/:customerId/location/:locationCode/installations', { schema: listSchema, config: { locationParam: 'locationCode', responseCache: {} } }, async (request) =>
    listInstallations(requestContextOf(request), { code: request.params.locationCode, known: request.pathLocation }),
  );

  app.get('/:customerId/location/:locationCode/qr-labels.pdf', { schema: qrLabelsSchema, config: { locationParam: 'locationCode' } }, async (request, reply) => {
    const { pdf, fileName } = await qrLabels(requestContextOf(request), {
      code: request.params.locationCode,
      known: request.pathLocation,
      language: reportLanguageOf(request.headers['accept-language']),
    });
    return reply.type('application/pdf').header('Content-Disposition', contentDisposition(fileName, false)).header('Cache-Control', 'no-store').send(pdf);
  });

  app.get(
    '/:customerId/location/:locationCode/installations/query',
    { schema: querySchema, config: { locationParam: 'locationCode', responseCache: {} } },
    async (request) => {
      const { query } = request;
      return queryInstallations(requestContextOf(request), {
        code: request.params.locationCode,
        known: request.pathLocation,
        skip: query.skip ?? 0,
        take: query.take ?? 10,
        sortCol: query.sortCol ?? 'name',
        sortDir: query.sortDir ?? 'asc',
        nameSearch: query.nameSearch,
        typeFilter: query.typeFilter,
      }, summaries);
    },
  );

  await registerUploadRoutes(app, (uploads) => {
    uploads.put('/:customerId/:id/location/:locationCode/:installationCode/uploadFiles', { schema: uploadSchema, config: { locationParam: 'locationCode' } }, async (request, reply) => {
      const { params } = request;
      const result = await uploadInstallationFiles(requestContextOf(request), {
        installationId: params.id,
        locationCode: params.locationCode,
        known: request.pathLocation,
        installationCode: params.installationCode,
        upload: request,
      });
      reply.status(201);
      return result;
    });
  });

  app.delete('/:customerId/deleteFile/:installationId/:fileName/:locationRef/:installationCode', { schema: deleteFileSchema, config: { locationParam: 'locationRef' } }, async (request, reply) => {
    const { params } = request;
    await deleteInstallationFile(requestContextOf(request), {
      installationId: params.installationId,
      fileName: params.fileName,
      locationCode: params.locationRef,
      known: request.pathLocation,
      installationCode: params.installationCode,
    });
    return reply.status(204).send();
  });
}
