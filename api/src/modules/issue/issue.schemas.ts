import { issueListStatuses as listStatuses, issueSeverities, issueStatusCodes, issueUpdateStatuses, thermographyUpdateStatuses } from '@portal/shared/rules';
import { Type, type Static } from 'typebox';
import type { ThermographyIssueRow } from '@portal/shared/contract';
import { codeSchema, customerParams as params, idSchema, stringEnum } from '../../schemas/common.js';
import { arrayOf, booleanSchema, integerSchema, noContentSchema, nullableInteger, nullableString, objectSchema, stringSchema } from '../../schemas/responses.js';

/** A calendar day in a path (YYYY-MM-DD); the service also rejects impossible days and to < from. */
const dateSchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
export type ListStatus = (typeof listStatuses)[number];
const listStatusSchema = stringEnum(listStatuses);
/** An installation's reference code; may contain a slash. */
const installationCodeSchema = Type.String({ minLength: 1, maxLength: 128 });
const commentSchema = Type.String({ maxLength: 4000 });
const optionalText = Type.Optional(Type.String({ maxLength: 320 }));

const issueStatusSchema = stringEnum(issueStatusCodes);

/** IssueRow of the contract. */
export const issueRowSchema = objectSchema({
  id: integerSchema,
  number: stringSchema,
  status: issueStatusSchema,
  severity: Type.Union([stringEnum(issueSeverities), Type.Null()]),
  taskId: nullableInteger,
  installationReferenceCode: stringSchema,
  installation: stringSchema,
  installationType: stringSchema,
  locationName: stringSchema,
  locationCode: stringSchema,
  hasIssueReport: booleanSchema,
  hasServiceReport: booleanSchema,
  hasControlSchema: booleanSchema,
  responsible: stringSchema,
  created: stringSchema,
  updated: stringSchema,
  latestNote: nullableString,
  controlSchemaFile: nullableString,
  controlSchemaItems: integerSchema,
  jobNumber: nullableString,
  fileCount: integerSchema,
  customerFixPending: booleanSchema,
});

/** ThermographyIssueRow: the fixed keys, and every other thermography field as its own key. */
const thermographyRowSchema = Type.Unsafe<ThermographyIssueRow>({
  ...objectSchema({
    created: stringSchema,
    issueId: integerSchema,
    number: stringSchema,
    responsible: stringSchema,
    responsibleInitials: stringSchema,
    status: issueStatusSchema,
    note: nullableString,
    fileUrl: nullableString,
    fileName: nullableString,
    Tavlenr: stringSchema,
    Tavletype: stringSchema,
    Fejlklasse: stringSchema,
    Fejltype: stringSchema,
    FejlId: stringSchema,
  }),
  additionalProperties: { type: ['string', 'number', 'null'] },
});

const issueFileSchema = objectSchema({ url: stringSchema, displayName: stringSchema, evidence: Type.Optional(booleanSchema) });

/** IssueDetails of the contract. */
export const issueDetailsSchema = objectSchema({
  issueId: integerSchema,
  number: stringSchema,
  kind: stringEnum(['standard', 'thermography']),
  status: issueStatusSchema,
  created: stringSchema,
  updated: stringSchema,
  updatedBy: stringSchema,
  responsible: stringSchema,
  type: stringSchema,
  errorType: nullableString,
  reference: nullableString,
  description: nullableString,
  installationReferenceCode: stringSchema,
  installation: stringSchema,
  locationCode: stringSchema,
  locationName: stringSchema,
  tabletNumber: nullableString,
  tabletType: nullableString,
  thermographyFields: arrayOf(objectSchema({ key: stringSchema, type: stringSchema, value: stringSchema })),
  thermographyReport: Type.Union([issueFileSchema, Type.Null()]),
  notes: arrayOf(objectSchema({ value: stringSchema, created: stringSchema })),
  files: arrayOf(issueFileSchema),
  transactions: arrayOf(objectSchema({ date: stringSchema, person: stringSchema, statusPhrase: stringSchema, comment: stringSchema })),
  customerFix: Type.Union([objectSchema({ fixedAt: stringSchema, verifiedAt: nullableString, pending: booleanSchema }), Type.Null()]),
});

/**
 * `?take=N` (optional) bounds a list to its newest N rows, for dashboard widgets; the total is
 * then in the `X-Total-Count` header. Without it the list is whole, as the spec's call is.
 */
export const MAX_TAKE = 500;
export const TOTAL_COUNT_HEADER = 'x-total-count';
const takeQuery = Type.Object({ take: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TAKE })) });

const listParams = params({ locationCode: codeSchema, from: dateSchema, to: dateSchema, status: listStatusSchema });

export const locationListSchema = {
  summary: 'Issues of a location and its descendants in a day range (`?take=N`: the first N, total in X-Total-Count)',
  operationId: 'listLocationIssues',
  description: '`status` is a status name, `active`, `all` or `DASHBOARD`; the days (yyyy-mm-dd) are both included.',
  params: listParams,
  querystring: takeQuery,
  response: { 200: arrayOf(issueRowSchema) },
};

export const thermographyListSchema = {
  summary: 'Thermography issues of a location and its descendants in a day range (`?take=N`: the newest N, total in X-Total-Count)',
  operationId: 'listThermographyIssues',
  description: 'With each issue\'s thermography fields; the same filters as the issue list.',
  params: listParams,
  querystring: takeQuery,
  response: { 200: arrayOf(thermographyRowSchema) },
};

export const locationsListSchema = {
  summary: 'Issues of the listed locations in a day range',
  operationId: 'listIssuesOfLocations',
  description: 'The body lists the location codes; each must be visible to the user, else 404.',
  params: params({ from: dateSchema, to: dateSchema, status: listStatusSchema }),
  querystring: takeQuery,
  body: Type.Array(codeSchema, { maxItems: 1000 }),
  response: { 200: arrayOf(issueRowSchema) },
};

export const installationListSchema = {
  summary: 'Issues of an installation',
  operationId: 'listInstallationIssues',
  description: 'The body is the installation\'s reference code as a JSON string; `locationReferenceCode` narrows it to a location.',
  params: params({ status: listStatusSchema }),
  querystring: Type.Object(
    { locationReferenceCode: Type.Optional(Type.Union([codeSchema, Type.String({ maxLength: 0 })])) },
    { additionalProperties: false },
  ),
  body: installationCodeSchema,
  response: { 200: arrayOf(issueRowSchema) },
};

export const detailsSchema = {
  summary: 'Details of an issue: transactions, files, signed links',
  operationId: 'getIssueDetails',
  description: 'The body is the issue\'s location code; 404 when the issue is not there or not the customer\'s.',
  params: params({ issueId: idSchema }),
  body: codeSchema,
  response: { 200: issueDetailsSchema },
};

export const reportSchema = {
  summary: 'A signed link to the issue report PDF',
  operationId: 'getIssueReportLink',
  description: 'The PDF is made once per version of what it shows; the link expires after an hour.',
  params: params({ issueId: idSchema, locationCode: codeSchema }),
  response: { 200: objectSchema({ url: stringSchema }) },
};

export const deleteFileSchema = {
  summary: 'Deletes an uploaded file of an issue',
  operationId: 'deleteIssueFile',
  description: 'Only uploaded files can be deleted; 404 for an unknown name.',
  params: params({ issueId: idSchema, fileName: Type.String({ minLength: 1, maxLength: 255 }) }),
  response: { 204: noContentSchema },
};

export const uploadSchema = {
  summary: 'Uploads files to an issue (multipart, parts named `files`; type checked by content, 100 MB each)',
  operationId: 'uploadIssueFiles',
  description: 'All or nothing: a file of the wrong type, name or size refuses the whole upload (400 or 413). An optional comment (`commentFile`) becomes the files\' description.',
  consumes: ['multipart/form-data'],
  params: params({ issueId: idSchema }),
  response: { 201: objectSchema({ files: arrayOf(issueFileSchema) }) },
};
/** The spec's path of the same upload, with its trailing slash: its own operationId. */
export const uploadSpecPathSchema = {
  ...uploadSchema,
  operationId: 'uploadIssueFilesSpecPath',
  description: "The same upload as uploadIssueFiles, at the spec's path with the trailing slash.",
};


/**
 * The body of both status updates (contract: UpdateIssueStatusRequest, UpdateThermographyStatusRequest);
 * they differ only in the statuses allowed.
 */
function statusUpdateBody<const S extends readonly string[]>(statuses: S) {
  return Type.Object(
    {
      InstallationReferenceCode: Type.Optional(Type.String({ maxLength: 128 })),
      IssueStatus: stringEnum(statuses),
      Comment: commentSchema,
      Email: optionalText,
      Name: optionalText,
    },
    { additionalProperties: false },
  );
}

export const updateStatusSchema = {
  summary: 'Changes the status of an issue, with a comment',
  operationId: 'updateIssueStatus',
  description: 'Records the change with the actor and the comment, and an audit entry.',
  params: params({ issueId: idSchema }),
  body: statusUpdateBody(issueUpdateStatuses),
  response: { 200: issueDetailsSchema },
};

export const updateThermographySchema = {
  summary: 'Changes the status of a thermography issue at a location, with a comment',
  operationId: 'updateThermographyIssueStatus',
  description: 'Records the change with the actor and the comment, and an audit entry.',
  params: params({ issueId: idSchema, locationCode: codeSchema }),
  body: statusUpdateBody(thermographyUpdateStatuses),
  response: { 200: issueDetailsSchema },
};

export const bundleSchema = {
  summary: 'Queues a zip bundle of issues (files and reports); the link is mailed to the employee',
  operationId: 'requestIssueBundle',
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
      IssueIds: Type.Array(idSchema, { minItems: 1, maxItems: 500 }),
      email: optionalText,
      name: optionalText,
    },
    { additionalProperties: false },
  ),
  response: { 202: objectSchema({ accepted: Type.Literal(true) }) },
};

/** The path of the issue lists: the day range and the list status. */
export type ListRange = Pick<Static<typeof listParams>, 'from' | 'to' | 'status'>;

export const reportFaultSchema = {
  summary: 'Reports a fault on an installation (multipart: installationReferenceCode or token, description, urgency, phone, files)',
  operationId: 'reportFault',
  description:
    'The fault gets the status Reported and the caller as the first entry of its history. `token` (a QR label\'s) may stand for the installation. Photos (jpg, png) are re-encoded without their metadata and get a thumbnail; every file follows the upload rules (type by content, name, 100 MB). A bad field is a 400 that names it, and nothing is kept.',
  consumes: ['multipart/form-data'],
  params: params({}),
  response: { 201: objectSchema({ issueId: integerSchema, number: stringSchema, status: Type.Literal('Reported') }) },
};

export const reportTargetSchema = {
  summary: 'The installation a QR label names (for the signed-in report form)',
  operationId: 'reportTarget',
  description: 'A valid, current label of the customer gives its unit and location; any other token answers 404, the same for forged, rotated and unknown ones.',
  params: params({ token: Type.String({ minLength: 1, maxLength: 100 }) }),
  response: {
    200: objectSchema({ installationReferenceCode: stringSchema, installation: stringSchema, locationCode: stringSchema, locationName: stringSchema }),
  },
};

export const customerFixSchema = {
  summary: 'The customer completed the fault itself (multipart: comment, files as its evidence)',
  operationId: 'customerFix',
  description:
    'Sets the fault to Completed with the comment (at least 15 characters) in its history and the files marked as evidence (photos re-encoded without metadata). It then shows as mended by the customer, awaiting the provider\'s check, until the provider confirms it (the import\'s verifiedAt) or reopens it. Answers the fresh details.',
  consumes: ['multipart/form-data'],
  params: params({ issueId: idSchema }),
  response: { 200: issueDetailsSchema },
};
