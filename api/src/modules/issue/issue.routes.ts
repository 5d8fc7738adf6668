import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { createAppContext, requestContextOf } from '../../plugins/context.js';
import { reportLanguageOf } from '../../reports/report-texts.js';
import { registerUploadRoutes } from '../../uploads/multipart.js';
import { ISSUE_BUNDLE_JOB, requestBundle, runBundleJob, type BundleJob } from './issue-bundle.service.js';
import { deleteIssueFile, issueReportUrl, uploadIssueFiles } from './issue-files.service.js';
import { completeByCustomer } from './issue-fix.service.js';
import { reportFault, reportTarget } from './issue-report.service.js';
import {
  bundleSchema,
  customerFixSchema,
  deleteFileSchema,
  detailsSchema,
  installationListSchema,
  locationListSchema,
  locationsListSchema,
  reportFaultSchema,
  reportSchema,
  reportTargetSchema,
  thermographyListSchema,
  updateStatusSchema,
  updateThermographySchema,
  uploadSchema,
  uploadSpecPathSchema,
  TOTAL_COUNT_HEADER,
} from './issue.schemas.js';
import {
  issueDetails,
  listInstallationIssues,
  listIssuesOfLocations,
  listLocationIssues,
  listThermographyIssues,
  updateStatus,
  type IssueList,
} from './issue.service.js';

/** A list's rows; a bounded list (`?take=N`) also its total in X-Total-Count (see TakeQuery). */
function sendList(reply: FastifyReply, list: IssueList) {
  if (list.total !== undefined) void reply.header(TOTAL_COUNT_HEADER, String(list.total));
  return list.rows;
}

/**
 * Prefix /api/issue: the calls of spec section 7 "Issues". The customer-access guard applies to
 * every route (params carry customerId); the services scope everything to the token's customer.
 * The body's Name/Email are accepted only for compatibility with the spec's payloads: the acting
 * person is the token's.
 */
export async function issueRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // The bundle jobs this module queues run here (also those a crashed process left in the table).
  const jobContext = createAppContext(app, app.log);
  app.jobs.handle(ISSUE_BUNDLE_JOB, (payload, job) => runBundleJob(jobContext, payload as BundleJob, job));

  app.get(
    '/:customerId/location/:locationCode/issues/:from/:to/:status',
    { schema: locationListSchema, config: { locationParam: 'locationCode', responseCache: { headers: [TOTAL_COUNT_HEADER] } } },
    async (request, reply) => {
      const { params, query } = request;
      const list = await listLocationIssues(requestContextOf(request), {
        code: params.locationCode,
        known: request.pathLocation,
        from: params.from,
        to: params.to,
        status: params.status,
        ...(query.take !== undefined ? { take: query.take } : {}),
      });
      return sendList(reply, list);
    },
  );

  app.get(
    '/:customerId/location/:locationCode/ThermographyIssue/:from/:to/:status',
    { schema: thermographyListSchema, config: { locationParam: 'locationCode', responseCache: { headers: [TOTAL_COUNT_HEADER] } } },
    async (request, reply) => {
      const { params, query } = request;
      const list = await listThermographyIssues(requestContextOf(request), {
        code: params.locationCode,
        known: request.pathLocation,
        from: params.from,
        to: params.to,
        status: params.status,
        ...(query.take !== undefined ? { take: query.take } : {}),
      });
      if (list.total !== undefined) void reply.header(TOTAL_COUNT_HEADER, String(list.total));
      return list.rows;
    },
  );

  app.post('/:customerId/issues/:from/:to/:status', { schema: locationsListSchema, config: { responseCache: { headers: [TOTAL_COUNT_HEADER] } } }, async (request, reply) => {
    const { params, query } = request;
    const list = await listIssuesOfLocations(requestContextOf(request), {
      locationCodes: request.body,
      from: params.from,
      to: params.to,
      status: params.status,
      ...(query.take !== undefined ? { take: query.take } : {}),
    });
    return sendList(reply, list);
  });

  app.post('/:customerId/installation/issues/:status', { schema: installationListSchema, config: { responseCache: {} } }, async (request) =>
    listInstallationIssues(requestContextOf(request), {
      installationCode: request.body,
      status: request.params.status,
      locationCode: request.query.locationReferenceCode,
    }),
  );

  app.post('/:customerId/issue/:issueId', { schema: detailsSchema, config: { responseCache: {} } }, async (request) =>
    issueDetails(requestContextOf(request), { issueId: request.params.issueId, locationCode: request.body }),
  );

  app.get('/:customerId/:issueId/:locationCode/issueReport/pdf', { schema: reportSchema }, async (request) =>
    issueReportUrl(requestContextOf(request), {
      issueId: request.params.issueId,
      locationCode: request.params.locationCode,
      language: reportLanguageOf(request.headers['accept-language']),
    }),
  );

  app.delete('/:customerId/deleteFile/:issueId/:fileName', { schema: deleteFileSchema }, async (request, reply) => {
    await deleteIssueFile(requestContextOf(request), { issueId: request.params.issueId, fileName: request.params.fileName });
    return reply.status(204).send();
  });

  await registerUploadRoutes(app, (uploads) => {
    for (const [path, schema] of [['/:customerId/uploadFiles/:issueId/', uploadSpecPathSchema], ['/:customerId/uploadFiles/:issueId', uploadSchema]] as const) {
      uploads.put(path, { schema }, async (request, reply) => {
        const result = await uploadIssueFiles(requestContextOf(request), { issueId: request.params.issueId, upload: request });
        reply.status(201);
        return result;
      });
    }
    uploads.post('/:customerId/customerFix/:issueId', { schema: customerFixSchema }, async (request) =>
      completeByCustomer(requestContextOf(request), { issueId: request.params.issueId, upload: request }),
    );
    uploads.post('/:customerId/report', { schema: reportFaultSchema }, async (request, reply) => {
      const result = await reportFault(requestContextOf(request), { upload: request });
      reply.status(201);
      return result;
    });
  });

  app.get('/:customerId/report-target/:token', { schema: reportTargetSchema }, async (request) =>
    reportTarget(requestContextOf(request), { token: request.params.token }),
  );

  app.post('/:customerId/updateStatus/:issueId', { schema: updateStatusSchema }, async (request) =>
    updateStatus(requestContextOf(request), {
      issueId: request.params.issueId,
      status: request.body.IssueStatus,
      comment: request.body.Comment,
    }),
  );

  app.post('/:customerId/updateThermographyStatus/:issueId/:locationCode', { schema: updateThermographySchema }, async (request) =>
    updateStatus(requestContextOf(request), {
      issueId: request.params.issueId,
      status: request.body.IssueStatus,
      comment: request.body.Comment,
      thermographyLocation: request.params.locationCode,
    }),
  );

  app.post(
    '/:customerId/zipfile/:locationCode/:includeFiles/:includeServiceReport/:includeIssueReport/:includeControlSchema',
    { schema: bundleSchema },
    async (request, reply) => {
      const { params } = request;
      const accepted = await requestBundle(requestContextOf(request), {
        locationCode: params.locationCode,
        issueIds: request.body.IssueIds,
        includeFiles: params.includeFiles,
        includeServiceReport: params.includeServiceReport,
        includeIssueReport: params.includeIssueReport,
        includeControlSchema: params.includeControlSchema,
        language: reportLanguageOf(request.headers['accept-language']),
      });
      reply.status(202);
      return accepted;
    },
  );
}
