import { maxBundleTasks, maxTaskNoteLength, taskListStatuses, taskStatusIdList } from '@portal/shared/rules';
import { Type } from 'typebox';
import { codeSchema, customerParams as params, idSchema, stringEnum } from '../../schemas/common.js';
import { arrayOf, booleanSchema, integerSchema, noContentSchema, nullableString, objectSchema, stringSchema } from '../../schemas/responses.js';
import { MAX_TAKE, TOTAL_COUNT_HEADER } from '../issue/issue.schemas.js';

export { TOTAL_COUNT_HEADER };

/** A calendar day in a path (YYYY-MM-DD); the service also rejects impossible days and to < from. */
const dateSchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const listStatusSchema = stringEnum(taskListStatuses);
/** An installation's reference code; may contain a slash (URL-encoded in a path). */
const installationCodeSchema = Type.String({ minLength: 1, maxLength: 128 });
const optionalText = Type.Optional(Type.String({ maxLength: 320 }));
const fileNameSchema = Type.String({ minLength: 1, maxLength: 255 });
const reportFileSchema = Type.String({ minLength: 1, maxLength: 255 });
const labelSchema = Type.String({ minLength: 1, maxLength: 255 });

/** TaskRow of the contract. */
export const taskRowSchema = objectSchema({
  id: integerSchema,
  number: stringSchema,
  name: stringSchema,
  type: stringSchema,
  status: stringSchema,
  installation: stringSchema,
  installationReferenceCode: stringSchema,
  installationId: integerSchema,
  installationType: stringSchema,
  location: stringSchema,
  locationName: stringSchema,
  facilityName: stringSchema,
  due: stringSchema,
  start: nullableString,
  planned: nullableString,
  completed: nullableString,
  jobNumber: nullableString,
  latestNote: nullableString,
  overdue: booleanSchema,
  hasServiceReport: booleanSchema,
  hasControlSchema: booleanSchema,
  controlSchemaFile: nullableString,
  controlSchemaItems: integerSchema,
  fileCount: integerSchema,
});

const historyEntrySchema = objectSchema({
  created: stringSchema,
  taskStatus: stringSchema,
  note: objectSchema({ value: nullableString }),
  responsible: stringSchema,
});

const taskFileSchema = objectSchema({ url: stringSchema, displayName: stringSchema, fileName: stringSchema, shortDescription: nullableString });

const takeQuery = Type.Object({ take: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TAKE })) });
const rangeParams = { from: dateSchema, to: dateSchema, status: listStatusSchema };

export const locationListSchema = {
  summary: 'Tasks of a location and its descendants due in a day range (`?take=N`: the first N, total in X-Total-Count)',
  operationId: 'listLocationTasks',
  description: '`status` is a status name, `active`, `all` or `DASHBOARD`; the days (yyyy-mm-dd) are both included.',
  params: params({ code: codeSchema, ...rangeParams }),
  querystring: takeQuery,
  response: { 200: arrayOf(taskRowSchema) },
};

export const locationsListSchema = {
  summary: 'Tasks of the listed locations due in a day range',
  operationId: 'listTasksOfLocations',
  description: 'The body lists the location codes; each must be visible to the user, else 404.',
  params: params(rangeParams),
  querystring: takeQuery,
  body: Type.Array(codeSchema, { maxItems: 1000 }),
  response: { 200: arrayOf(taskRowSchema) },
};

export const installationListSchema = {
  summary: 'Tasks of an installation (body: its reference code as a JSON string) due in a day range',
  operationId: 'listInstallationTasks',
  description: 'The body is the installation\'s reference code as a JSON string.',
  params: params({ dateFrom: dateSchema, dateTo: dateSchema, status: listStatusSchema }),
  body: installationCodeSchema,
  response: { 200: arrayOf(taskRowSchema) },
};

const planQuery = Type.Object(
  { from: Type.Optional(dateSchema), to: Type.Optional(dateSchema), take: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TAKE })) },
  { additionalProperties: false },
);

export const locationPlanSchema = {
  summary:
    'The service plan of a location: its planned visits (status Planned) due in [from, to] (default today to one month ahead; `?take=N`: the first N, total in X-Total-Count)',
  operationId: 'getLocationServicePlan',
  description: 'The upcoming inspections of the location and everything inside it.',
  params: params({ code: codeSchema }),
  querystring: planQuery,
  response: { 200: arrayOf(taskRowSchema) },
};

export const locationsPlanSchema = {
  summary: 'The service plan of the listed locations',
  operationId: 'getServicePlan',
  description: 'The body lists the location codes; each must be visible to the user, else 404.',
  params: params({}),
  querystring: planQuery,
  body: Type.Array(codeSchema, { maxItems: 1000 }),
  response: { 200: arrayOf(taskRowSchema) },
};

const serviceReportParams = params({ taskId: idSchema, installationNumber: installationCodeSchema });

export const serviceReportSchema = {
  summary: 'The service report of a task',
  operationId: 'getServiceReport',
  description: "The service report's header and lines, as the report overlay shows them.",
  params: serviceReportParams,
  response: {
    200: objectSchema({
      taskId: integerSchema,
      installationType: stringSchema,
      caseNumber: stringSchema,
      activityType: stringSchema,
      taskName: stringSchema,
      installationNumber: stringSchema,
      responsible: stringSchema,
      stopDate: stringSchema,
      customer: nullableString,
      files: arrayOf(taskFileSchema),
      checklistLines: arrayOf(objectSchema({ description: stringSchema, checked: booleanSchema, type: stringEnum(['header', 'line']) })),
      comments: arrayOf(objectSchema({ date: stringSchema, person: stringSchema, comment: stringSchema })),
    }),
  },
};

const urlResponse = { 200: objectSchema({ url: stringSchema }) };

export const serviceReportPdfSchema = {
  summary: 'A signed link to the service report PDF of a task',
  operationId: 'getServiceReportLink',
  description: 'The PDF is made on each call; the link expires after an hour.',
  params: serviceReportParams,
  response: urlResponse,
};

const controlSchemaBody = {
  reportFile: reportFileSchema,
  installationReferenceCode: installationCodeSchema,
};

export const controlSchemaSchema = {
  summary: 'A control schema by its report file and installation',
  operationId: 'getControlSchema',
  description: 'The items and checks of the control schema the body names.',
  params: params({}),
  body: Type.Object({ ...controlSchemaBody, installationType: Type.Optional(Type.String({ maxLength: 255 })) }, { additionalProperties: false }),
  response: {
    200: objectSchema({
      taskId: integerSchema,
      installationType: stringSchema,
      installationId: stringSchema,
      installationName: stringSchema,
      installationReferenceCode: stringSchema,
      company: stringSchema,
      department: nullableString,
      responsible: stringSchema,
      date: stringSchema,
      locationName: stringSchema,
      reportFile: stringSchema,
      items: arrayOf(objectSchema({ name: stringSchema, checklist: arrayOf(objectSchema({ name: stringSchema, completed: stringSchema })) })),
    }),
  },
};
/** The spec's path of the same call, with its trailing slash: its own operationId. */
export const controlSchemaSpecPathSchema = {
  ...controlSchemaSchema,
  operationId: 'getControlSchemaSpecPath',
  description: "The same call as getControlSchema, at the spec's path with the trailing slash.",
};


export const controlSchemaPdfSchema = {
  summary: 'A signed link to a control schema PDF (the path names are labels)',
  operationId: 'getControlSchemaLink',
  description: 'The PDF of the control schema the body names; the path segments only label it.',
  params: params({ locationName: labelSchema, installationName: labelSchema, installationType: labelSchema }),
  body: Type.Object(controlSchemaBody, { additionalProperties: false }),
  response: urlResponse,
};

export const uploadSchema = {
  summary: 'Uploads files to a task (multipart: parts `files`, the comment `commentFile` as a field or a text part)',
  operationId: 'uploadTaskFiles',
  description: 'All or nothing: a file of the wrong type, name or size refuses the whole upload (400 or 413). The comment may be a field or a text part.',
  consumes: ['multipart/form-data'],
  params: params({ taskId: idSchema }),
  response: { 201: objectSchema({ files: arrayOf(taskFileSchema) }) },
};

export const filesSchema = {
  summary: 'The files of a task',
  operationId: 'listTaskFiles',
  description: 'Each file with a signed link that expires after an hour.',
  params: params({ taskId: idSchema }),
  response: { 200: arrayOf(taskFileSchema) },
};

export const deleteFileSchema = {
  summary: 'Deletes a file of a task',
  operationId: 'deleteTaskFile',
  description: 'Removes the record and the stored file; 404 for an unknown name.',
  params: params({ taskId: idSchema, fileName: fileNameSchema }),
  response: { 204: noContentSchema },
};

export const historySchema = {
  summary: 'The status history of a task, newest first',
  operationId: 'getTaskHistory',
  description: 'Every status change with its note and who made it.',
  params: params({ taskId: idSchema }),
  response: { 200: arrayOf(historyEntrySchema) },
};

export const updateStatusSchema = {
  summary: 'Changes the status of a task (select id 1-7) with a note; {installation} is its installation reference code',
  operationId: 'updateTaskStatus',
  description: 'Records the change with the actor and the note, and an audit entry. The same status without a note changes nothing and is refused (400, key tasks.overlay.noChanges).',
  params: params({ installation: installationCodeSchema }),
  body: Type.Object(
    {
      taskId: idSchema,
      taskStatus: Type.Unsafe<1 | 2 | 3 | 4 | 5 | 6 | 7>({ type: 'integer', enum: [...taskStatusIdList] }),
      comment: Type.Optional(Type.String({ maxLength: maxTaskNoteLength })),
    },
    { additionalProperties: false },
  ),
  response: { 200: objectSchema({ taskId: integerSchema, status: stringSchema, history: arrayOf(historyEntrySchema) }) },
};

export const bundleSchema = {
  summary: 'Queues a zip bundle of tasks (files and reports); the link is mailed to the employee',
  operationId: 'requestTaskBundle',
  description: 'Answers 202 at once; the zip is built in the background and its link mailed. At most BUNDLE_QUEUE_LIMIT wait per employee (429).',
  params: params({
    locationCode: codeSchema,
    includeFiles: Type.Boolean(),
    includeServiceReport: Type.Boolean(),
    includeIssueReport: Type.Boolean(),
    includeControlSchema: Type.Boolean(),
  }),
  body: Type.Object(
    {
      TaskIds: Type.Array(idSchema, { maxItems: maxBundleTasks }),
      InstallationIds: Type.Optional(Type.Array(idSchema, { maxItems: maxBundleTasks })),
      email: optionalText,
      name: optionalText,
    },
    { additionalProperties: false },
  ),
  response: { 202: objectSchema({ accepted: Type.Literal(true) }) },
};
