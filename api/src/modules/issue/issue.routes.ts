import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FileUrlResponse, IssueBundleAccepted, IssueDetails, IssueRow, ThermographyIssueRow, UpdateIssueStatusRequest, UpdateThermographyStatusRequest, UploadFilesResponse } from '@portal/shared/contract';
import { claimsOf } from '../../plugins/authentication.js';
import { registerMultipart } from '../../uploads/multipart.js';
import { createDownloadLinks } from '../../auth/download-token.js';
import { ISSUE_BUNDLE_JOB, requestBundle, runBundleJob, type BundleContext, type BundleJob } from './issue-bundle.js';
import { deleteIssueFile, issueReportUrl, uploadIssueFiles } from './issue-files.service.js';
import { resolveLocationScope, scopeOf } from '../location/location-scope.js';
import { pathLocation } from '../../plugins/customer-access.js';
import { dayRange } from './issue-scope.js';
import {
  bundleSchema,
  deleteFileSchema,
  detailsSchema,
  installationListSchema,
  locationListSchema,
  locationsListSchema,
  reportSchema,
  thermographyListSchema,
  updateStatusSchema,
  updateThermographySchema,
  uploadSchema,
  type BundleBody,
  type BundleParams,
  type FileParams,
  type InstallationListParams,
  type IssueLocationParams,
  type IssueParams,
  type LocationRangeParams,
  type RangeParams,
  type TakeQuery,
  TOTAL_COUNT_HEADER,
} from './issue.schemas.js';
import { countIssues, type IssueFilter } from './issue.repository.js';
import { isOpenListStatus, issueDetails, listIssues, listThermographyIssues, updateStatus, type StatusUpdate } from './issue.service.js';

/**
 * Prefix /api/issue: the calls of spec section 7 "Issues". The customer-access guard applies to
 * every route (params carry customerId); everything else is scoped to that customer here.
 * The acting person (history entries, uploads, bundle recipient) is always taken from the token,
 * never from the body's Name/Email, which are accepted only for compatibility with the spec's payloads.
 */
/** The status change both update calls describe: path ids, body status and comment, the token's name. */
function statusChangeOf(
  request: FastifyRequest<{ Params: IssueParams; Body: UpdateIssueStatusRequest | UpdateThermographyStatusRequest }>,
): StatusUpdate {
  return {
    customerId: request.params.customerId,
    issueId: request.params.issueId,
    status: request.body.IssueStatus,
    comment: request.body.Comment,
    person: claimsOf(request).EmployeeName,
  };
}

export async function issueRoutes(app: FastifyInstance): Promise<void> {
  await registerMultipart(app);
  const context: BundleContext = {
    db: app.db,
    files: app.files,
    mailer: app.mailer,
    jobs: app.jobs,
    links: createDownloadLinks(app.config.jwtSecret, app.config.publicUrl),
    providerName: app.config.providerName,
    bundleQueueLimit: app.config.bundleQueueLimit,
    mailDomain: new URL(app.config.publicUrl).hostname,
    log: app.log,
  };
  app.jobs.handle(ISSUE_BUNDLE_JOB, (payload, job) => runBundleJob(context, payload as BundleJob, job));

  /** A status change moves the location badges: caches of derived data hear of it once it is written. */
  const changing = async <T>(customerId: number, write: Promise<T>): Promise<T> => {
    const result = await write;
    app.changes.changed(customerId);
    return result;
  };

  /** The list, or with `?take=N` its newest N rows and the total in X-Total-Count (TakeQuery). */
  const bounded = async (filter: IssueFilter, take: number | undefined, reply: FastifyReply): Promise<IssueRow[]> => {
    if (take === undefined) return listIssues(app.db, filter);
    const [rows, total] = await Promise.all([listIssues(app.db, filter, take), countIssues(app.db, filter)]);
    void reply.header(TOTAL_COUNT_HEADER, String(total));
    return rows;
  };

  app.get<{ Params: LocationRangeParams; Querystring: TakeQuery }>(
    '/:customerId/location/:locationCode/issues/:from/:to/:status',
    { schema: locationListSchema, config: { locationParam: 'locationCode', responseCache: { headers: [TOTAL_COUNT_HEADER] } } },
    async (request, reply): Promise<IssueRow[]> => {
      const { params, query } = request;
      const range = dayRange(params.from, params.to);
      const scope = scopeOf(params.customerId, pathLocation(request).id);
      return bounded({ customerId: params.customerId, scope, open: isOpenListStatus(params.status), ...range }, query.take, reply);
    },
  );

  app.get<{ Params: LocationRangeParams }>(
    '/:customerId/location/:locationCode/ThermographyIssue/:from/:to/:status',
    { schema: thermographyListSchema, config: { locationParam: 'locationCode', responseCache: {} } },
    async (request): Promise<ThermographyIssueRow[]> => {
      const { params } = request;
      const range = dayRange(params.from, params.to);
      const scope = scopeOf(params.customerId, pathLocation(request).id);
      return listThermographyIssues(context, { customerId: params.customerId, scope, open: isOpenListStatus(params.status), ...range });
    },
  );

  app.post<{ Params: RangeParams; Querystring: TakeQuery; Body: string[] }>(
    '/:customerId/issues/:from/:to/:status',
    { schema: locationsListSchema, config: { responseCache: { headers: [TOTAL_COUNT_HEADER] } } },
    async ({ params, query, body }, reply): Promise<IssueRow[]> => {
      const range = dayRange(params.from, params.to);
      const scope = await resolveLocationScope(app.db, params.customerId, body);
      return bounded({ customerId: params.customerId, scope, open: isOpenListStatus(params.status), ...range }, query.take, reply);
    },
  );

  app.post<{ Params: InstallationListParams; Querystring: { locationReferenceCode?: string }; Body: string }>(
    '/:customerId/installation/issues/:status',
    { schema: installationListSchema, config: { responseCache: {} } },
    async ({ params, query, body }): Promise<IssueRow[]> => {
      const code = query.locationReferenceCode;
      const scope = code ? await resolveLocationScope(app.db, params.customerId, [code]) : undefined;
      return listIssues(app.db, {
        customerId: params.customerId,
        installationCode: body,
        open: isOpenListStatus(params.status),
        ...(scope ? { scope } : {}),
      });
    },
  );

  app.post<{ Params: IssueParams; Body: string }>(
    '/:customerId/issue/:issueId',
    { schema: detailsSchema, config: { responseCache: {} } },
    async ({ params, body }): Promise<IssueDetails> => issueDetails(context, params.customerId, params.issueId, body),
  );

  app.get<{ Params: IssueLocationParams }>(
    '/:customerId/:issueId/:locationCode/issueReport/pdf',
    { schema: reportSchema },
    async ({ params }): Promise<FileUrlResponse> => issueReportUrl(context, params.customerId, params.issueId, params.locationCode),
  );

  app.delete<{ Params: FileParams }>('/:customerId/deleteFile/:issueId/:fileName', { schema: deleteFileSchema }, async ({ params }, reply) => {
    await deleteIssueFile(context, params.customerId, params.issueId, params.fileName);
    return reply.status(204).send();
  });

  for (const path of ['/:customerId/uploadFiles/:issueId/', '/:customerId/uploadFiles/:issueId']) {
    app.put<{ Params: IssueParams }>(path, { schema: uploadSchema }, async (request, reply): Promise<UploadFilesResponse> => {
      const result = await uploadIssueFiles(context, request, request.params.customerId, request.params.issueId, claimsOf(request).EmployeeName);
      reply.status(201);
      return result;
    });
  }

  app.post<{ Params: IssueParams; Body: UpdateIssueStatusRequest }>(
    '/:customerId/updateStatus/:issueId',
    { schema: updateStatusSchema },
    async (request): Promise<IssueDetails> =>
      changing(request.params.customerId, updateStatus(context, statusChangeOf(request))),
  );

  app.post<{ Params: IssueLocationParams; Body: UpdateThermographyStatusRequest }>(
    '/:customerId/updateThermographyStatus/:issueId/:locationCode',
    { schema: updateThermographySchema },
    async (request): Promise<IssueDetails> =>
      changing(
        request.params.customerId,
        updateStatus(context, { ...statusChangeOf(request), thermographyLocation: request.params.locationCode }),
      ),
  );

  app.post<{ Params: BundleParams; Body: BundleBody }>(
    '/:customerId/zipfile/:locationCode/:includeFiles/:includeServiceReport/:includeIssueReport/:includeControlSchema',
    { schema: bundleSchema },
    async (request, reply): Promise<IssueBundleAccepted> => {
      const claims = claimsOf(request);
      const { params } = request;
      const accepted = await requestBundle(context, {
        customerId: params.customerId,
        locationCode: params.locationCode,
        issueIds: request.body.IssueIds,
        includeFiles: params.includeFiles,
        includeServiceReport: params.includeServiceReport,
        includeIssueReport: params.includeIssueReport,
        includeControlSchema: params.includeControlSchema,
        recipient: { email: claims.EmployeeEmail, name: claims.EmployeeName },
      });
      reply.status(202);
      return accepted;
    },
  );
}
