import { issueListStatuses as listStatuses, issueUpdateStatuses, thermographyUpdateStatuses } from '@portal/shared/rules';
import { codeSchema, customerParamsProperties, idSchema } from '../../schemas/common.js';
import { arrayOf, booleanSchema, integerSchema, nullableInteger, nullableString, objectSchema, stringSchema } from '../../schemas/responses.js';

/** A calendar day in a path (YYYY-MM-DD); the service also rejects impossible days and to < from. */
const dateSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
export type ListStatus = (typeof listStatuses)[number];
const listStatusSchema = { type: 'string', enum: listStatuses } as const;
/** An installation's reference code; may contain a slash. */
const installationCodeSchema = { type: 'string', minLength: 1, maxLength: 128 } as const;
const commentSchema = { type: 'string', maxLength: 4000 } as const;
const optionalText = { type: 'string', maxLength: 320 } as const;

const params = <P extends Record<string, object>>(properties: P) =>
  ({
    type: 'object',
    required: ['customerId', ...Object.keys(properties)],
    additionalProperties: false,
    properties: { ...customerParamsProperties, ...properties },
  }) as const;

const issueStatusSchema = { type: 'string', enum: ['Error', 'NoAction', 'Completed', 'Created'] } as const;

/** IssueRow of the contract. */
export const issueRowSchema = objectSchema({
  id: integerSchema,
  number: stringSchema,
  status: issueStatusSchema,
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
});

/** ThermographyIssueRow: the fixed keys, and every other thermography field as its own key. */
const thermographyRowSchema = {
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
} as const;

const issueFileSchema = objectSchema({ url: stringSchema, displayName: stringSchema });

/** IssueDetails of the contract. */
export const issueDetailsSchema = objectSchema({
  issueId: integerSchema,
  number: stringSchema,
  kind: { type: 'string', enum: ['standard', 'thermography'] },
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
  notes: arrayOf(objectSchema({ value: stringSchema, created: stringSchema })),
  files: arrayOf(issueFileSchema),
  transactions: arrayOf(objectSchema({ date: stringSchema, person: stringSchema, statusPhrase: stringSchema, comment: stringSchema })),
});

/**
 * `?take=N` (optional) bounds a list to its newest N rows, for dashboard widgets; the total is
 * then in the `X-Total-Count` header. Without it the list is whole, as the spec's call is.
 */
export const MAX_TAKE = 500;
export const TOTAL_COUNT_HEADER = 'x-total-count';
export interface TakeQuery {
  take?: number;
}
const takeQuery = {
  type: 'object',
  properties: { take: { type: 'integer', minimum: 1, maximum: MAX_TAKE } },
} as const;

export interface RangeParams {
  customerId: number;
  from: string;
  to: string;
  status: ListStatus;
}

export interface LocationRangeParams extends RangeParams {
  locationCode: string;
}

const listParams = params({ locationCode: codeSchema, from: dateSchema, to: dateSchema, status: listStatusSchema });

export const locationListSchema = {
  params: listParams,
  querystring: takeQuery,
  response: { 200: arrayOf(issueRowSchema) },
} as const;

export const thermographyListSchema = {
  params: listParams,
  response: { 200: arrayOf(thermographyRowSchema) },
} as const;

export const locationsListSchema = {
  params: params({ from: dateSchema, to: dateSchema, status: listStatusSchema }),
  querystring: takeQuery,
  body: { type: 'array', maxItems: 1000, items: codeSchema },
  response: { 200: arrayOf(issueRowSchema) },
} as const;

export interface InstallationListParams {
  customerId: number;
  status: ListStatus;
}

export const installationListSchema = {
  params: params({ status: listStatusSchema }),
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { locationReferenceCode: { anyOf: [codeSchema, { type: 'string', maxLength: 0 }] } },
  },
  body: installationCodeSchema,
  response: { 200: arrayOf(issueRowSchema) },
} as const;

export interface IssueParams {
  customerId: number;
  issueId: number;
}

export const detailsSchema = {
  params: params({ issueId: idSchema }),
  body: codeSchema,
  response: { 200: issueDetailsSchema },
} as const;

export interface IssueLocationParams extends IssueParams {
  locationCode: string;
}

export const reportSchema = {
  params: params({ issueId: idSchema, locationCode: codeSchema }),
  response: { 200: objectSchema({ url: stringSchema }) },
} as const;

export interface FileParams extends IssueParams {
  fileName: string;
}

export const deleteFileSchema = {
  params: params({ issueId: idSchema, fileName: { type: 'string', minLength: 1, maxLength: 255 } }),
} as const;

export const uploadSchema = {
  params: params({ issueId: idSchema }),
} as const;

/**
 * The body of both status updates (contract: UpdateIssueStatusRequest, UpdateThermographyStatusRequest);
 * they differ only in the statuses allowed.
 */
function statusUpdateBody<const S extends readonly string[]>(statuses: S) {
  return {
    type: 'object',
    required: ['IssueStatus', 'Comment'],
    additionalProperties: false,
    properties: {
      InstallationReferenceCode: { type: 'string', maxLength: 128 },
      IssueStatus: { type: 'string', enum: statuses },
      Comment: commentSchema,
      Email: optionalText,
      Name: optionalText,
    },
  } as const;
}

export const updateStatusSchema = {
  params: params({ issueId: idSchema }),
  body: statusUpdateBody(issueUpdateStatuses),
  response: { 200: issueDetailsSchema },
} as const;

export const updateThermographySchema = {
  params: params({ issueId: idSchema, locationCode: codeSchema }),
  body: statusUpdateBody(thermographyUpdateStatuses),
  response: { 200: issueDetailsSchema },
} as const;

export interface BundleParams {
  customerId: number;
  locationCode: string;
  includeFiles: boolean;
  includeServiceReport: boolean;
  includeIssueReport: boolean;
  includeControlSchema: boolean;
}

export interface BundleBody {
  IssueIds: number[];
  email?: string;
  name?: string;
}

export const bundleSchema = {
  params: params({
    locationCode: codeSchema,
    includeFiles: { type: 'boolean' },
    includeServiceReport: { type: 'boolean' },
    includeIssueReport: { type: 'boolean' },
    includeControlSchema: { type: 'boolean' },
  }),
  body: {
    type: 'object',
    required: ['IssueIds'],
    additionalProperties: false,
    properties: {
      IssueIds: { type: 'array', minItems: 1, maxItems: 500, items: idSchema },
      email: optionalText,
      name: optionalText,
    },
  },
} as const;
