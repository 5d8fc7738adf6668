import { issueListStatuses as listStatuses, issueUpdateStatuses, thermographyUpdateStatuses } from '@portal/shared/rules';
import { codeSchema, customerParamsProperties, idSchema } from '../../schemas/common.js';

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

export interface RangeParams {
  customerId: number;
  from: string;
  to: string;
  status: ListStatus;
}

export interface LocationRangeParams extends RangeParams {
  locationCode: string;
}

export const locationListSchema = {
  params: params({ locationCode: codeSchema, from: dateSchema, to: dateSchema, status: listStatusSchema }),
} as const;

export const locationsListSchema = {
  params: params({ from: dateSchema, to: dateSchema, status: listStatusSchema }),
  body: { type: 'array', maxItems: 1000, items: codeSchema },
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
} as const;

export interface IssueParams {
  customerId: number;
  issueId: number;
}

export const detailsSchema = {
  params: params({ issueId: idSchema }),
  body: codeSchema,
} as const;

export interface IssueLocationParams extends IssueParams {
  locationCode: string;
}

export const reportSchema = {
  params: params({ issueId: idSchema, locationCode: codeSchema }),
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
} as const;

export const updateThermographySchema = {
  params: params({ issueId: idSchema, locationCode: codeSchema }),
  body: statusUpdateBody(thermographyUpdateStatuses),
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
