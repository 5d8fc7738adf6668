import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { createAppContext, requestContextOf } from '../../plugins/context.js';
import { reportLanguageOf } from '../../reports/report-texts.js';
import { registerUploadRoutes } from '../../uploads/multipart.js';
import { requestTaskBundle, runTaskBundleJob, TASK_BUNDLE_JOB, type TaskBundleJob } from './task-bundle.service.js';
import { deleteTaskFile, listTaskFiles, uploadTaskFiles } from './task-files.service.js';
import { controlSchemaDetails, controlSchemaUrl, serviceReportDetails, serviceReportUrl } from './task-reports.service.js';
import {
  bundleSchema,
  controlSchemaPdfSchema,
  controlSchemaSchema,
  controlSchemaSpecPathSchema,
  deleteFileSchema,
  filesSchema,
  historySchema,
  installationListSchema,
  locationListSchema,
  locationPlanSchema,
  locationsListSchema,
  locationsPlanSchema,
  serviceReportPdfSchema,
  serviceReportSchema,
  updateStatusSchema,
  uploadSchema,
  TOTAL_COUNT_HEADER,
} from './task.schemas.js';
import {
  listInstallationTasks,
  listLocationTasks,
  listTasksOfLocations,
  locationServicePlan,
  servicePlanOfLocations,
  taskHistory,
  updateTaskStatus,
  type TaskList,
} from './task.service.js';

/** A list's rows; a bounded list (`?take=N`) also its total in X-Total-Count. */
function sendList(reply: FastifyReply, list: TaskList) {
  if (list.total !== undefined) void reply.header(TOTAL_COUNT_HEADER, String(list.total));
  return list.rows;
}

/**
 * Prefix /api/task: the calls of spec section 7 "Tasks". The customer-access guard applies to every
 * route (params carry customerId); the services scope everything to the token's customer. Body
 * Name/Email fields are accepted only for compatibility: the acting person is the token's.
 */
export async function taskRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const jobContext = createAppContext(app, app.log);
  app.jobs.handle(TASK_BUNDLE_JOB, (payload, job) => runTaskBundleJob(jobContext, payload as TaskBundleJob, job));

  app.get(
    '/:customerId/location/:code/tasks/:from/:to/:status',
    { schema: locationListSchema, config: { locationParam: 'code', responseCache: { headers: [TOTAL_COUNT_HEADER] } } },
    async (request, reply) => {
      const { params, query } = request;
      const list = await listLocationTasks(requestContextOf(request), {
        code: params.code,
        known: request.pathLocation,
        from: params.from,
        to: params.to,
        status: params.status,
        ...(query.take !== undefined ? { take: query.take } : {}),
      });
      return sendList(reply, list);
    },
  );

  app.post('/:customerId/tasks/:from/:to/:status', { schema: locationsListSchema, config: { responseCache: { headers: [TOTAL_COUNT_HEADER] } } }, async (request, reply) => {
    const { params, query } = request;
    const list = await listTasksOfLocations(requestContextOf(request), {
      locationCodes: request.body,
      from: params.from,
      to: params.to,
      status: params.status,
      ...(query.take !== undefined ? { take: query.take } : {}),
    });
    return sendList(reply, list);
  });

  app.post('/:customerId/installation/tasks/:dateFrom/:dateTo/:status', { schema: installationListSchema, config: { responseCache: {} } }, async (request) =>
    listInstallationTasks(requestContextOf(request), {
      installationCode: request.body,
      from: request.params.dateFrom,
      to: request.params.dateTo,
      status: request.params.status,
    }),
  );

  app.get(
    '/:customerId/location/:code/serviceplan',
    { schema: locationPlanSchema, config: { locationParam: 'code', responseCache: { headers: [TOTAL_COUNT_HEADER] } } },
    async (request, reply) => {
      const { query } = request;
      const list = await locationServicePlan(requestContextOf(request), {
        code: request.params.code,
        known: request.pathLocation,
        from: query.from,
        to: query.to,
        ...(query.take !== undefined ? { take: query.take } : {}),
      });
      return sendList(reply, list);
    },
  );

  app.post('/:customerId/serviceplan', { schema: locationsPlanSchema, config: { responseCache: { headers: [TOTAL_COUNT_HEADER] } } }, async (request, reply) => {
    const { query } = request;
    const list = await servicePlanOfLocations(requestContextOf(request), {
      from: query.from,
      to: query.to,
      locationCodes: request.body,
      ...(query.take !== undefined ? { take: query.take } : {}),
    });
    return sendList(reply, list);
  });

  app.get('/:customerId/task/:taskId/:installationNumber/serviceReport', { schema: serviceReportSchema }, async (request) =>
    serviceReportDetails(requestContextOf(request), request.params),
  );

  app.get('/:customerId/task/:taskId/:installationNumber/serviceReport/pdf', { schema: serviceReportPdfSchema }, async (request) =>
    serviceReportUrl(requestContextOf(request), { ...request.params, language: reportLanguageOf(request.headers['accept-language']) }),
  );

  for (const [path, schema] of [['/:customerId/controlSchema/', controlSchemaSpecPathSchema], ['/:customerId/controlSchema', controlSchemaSchema]] as const) {
    app.post(path, { schema }, async (request) => controlSchemaDetails(requestContextOf(request), request.body));
  }

  app.post('/:customerId/:locationName/:installationName/:installationType/controlSchema/pdf', { schema: controlSchemaPdfSchema }, async (request) =>
    controlSchemaUrl(requestContextOf(request), { ...request.body, language: reportLanguageOf(request.headers['accept-language']) }),
  );

  await registerUploadRoutes(app, (uploads) => {
    uploads.post('/:customerId/tasks/:taskId/uploadFiles', { schema: uploadSchema }, async (request, reply) => {
      const result = await uploadTaskFiles(requestContextOf(request), { taskId: request.params.taskId, upload: request });
      reply.status(201);
      return result;
    });
  });

  app.get('/:customerId/tasks/:taskId/getFiles', { schema: filesSchema }, async (request) => listTaskFiles(requestContextOf(request), request.params.taskId));

  app.delete('/:customerId/tasks/:taskId/:fileName', { schema: deleteFileSchema }, async (request, reply) => {
    await deleteTaskFile(requestContextOf(request), request.params);
    return reply.status(204).send();
  });

  // Opened with every task overlay: cached like the issue details (ADR 0020), dropped by any write of the customer.
  app.get('/:customerId/history/:taskId', { schema: historySchema, config: { responseCache: {} } }, async (request) =>
    taskHistory(requestContextOf(request), request.params.taskId),
  );

  app.post('/:customerId/updateStatus/:installation', { schema: updateStatusSchema }, async (request) =>
    updateTaskStatus(requestContextOf(request), {
      installationCode: request.params.installation,
      taskId: request.body.taskId,
      statusId: request.body.taskStatus,
      comment: request.body.comment,
    }),
  );

  app.post(
    '/:customerId/zipfile/:locationCode/:includeFiles/:includeServiceReport/:includeIssueReport/:includeControlSchema',
    { schema: bundleSchema },
    async (request, reply) => {
      const { params, body } = request;
      const accepted = await requestTaskBundle(requestContextOf(request), {
        locationCode: params.locationCode,
        taskIds: body.TaskIds,
        installationIds: body.InstallationIds ?? [],
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
