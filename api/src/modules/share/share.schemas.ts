import { Type } from 'typebox';
import { shareAccessKinds, shareLinkMaxDays, shareLinkMaxLocations, shareListPageSize } from '@portal/shared/rules';
import { customerParams, idSchema, paramsObject, stringEnum } from '../../schemas/common.js';
import { arrayOf, binarySchema, booleanSchema, integerSchema, noContentSchema, nullableString, objectSchema, stringSchema } from '../../schemas/responses.js';

const dayPattern = '^\\d{4}-\\d{2}-\\d{2}$';
const cultureSchema = Type.Optional(stringEnum(['da-DK', 'en-GB', 'de-DE'] as const));
const tokenParams = { token: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) };

const locationRef = objectSchema({ code: stringSchema, name: stringSchema });
const sharedFile = objectSchema({ id: integerSchema, name: stringSchema, contentType: stringSchema });

const linkSummary = objectSchema({
  id: integerSchema,
  locations: arrayOf(locationRef),
  from: stringSchema,
  to: stringSchema,
  expiresAt: stringSchema,
  createdAt: stringSchema,
  createdBy: stringSchema,
  revokedAt: nullableString,
  pinProtected: booleanSchema,
  state: stringEnum(['active', 'expired', 'revoked'] as const),
  visits: integerSchema,
  lastVisitAt: nullableString,
});

export const createLinkSchema = {
  summary: 'Makes a share link to the evidence of chosen locations over a period (Admins)',
  operationId: 'createShareLink',
  description: `Answers 201 with the public address, shown once: the server keeps only the token's hash. A link covers at most ${shareLinkMaxLocations} locations, each with everything inside it, the days \`from\` to \`to\` (both included) and ends at \`expiresAt\`, at most ${shareLinkMaxDays} days ahead. An optional PIN of 4 to 8 digits is asked of the recipient. 403 for a non-Admin, 404 for a location the Admin may not see. Audited.`,
  params: customerParams({}),
  body: Type.Object(
    {
      locations: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: shareLinkMaxLocations }),
      from: Type.String({ pattern: dayPattern }),
      to: Type.String({ pattern: dayPattern }),
      expiresAt: Type.String({ minLength: 10, maxLength: 40 }),
      pin: Type.Optional(Type.String({ maxLength: 8 })),
    },
    { additionalProperties: false },
  ),
  response: { 201: objectSchema({ id: integerSchema, url: stringSchema, expiresAt: stringSchema }) },
};

export const listLinksSchema = {
  summary: "The customer's share links, newest first, with their visit counts (Admins)",
  operationId: 'listShareLinks',
  description: 'The newest 500, each with its locations, period, state (active, expired or revoked), and its visits. The addresses themselves are not kept.',
  params: customerParams({}),
  response: { 200: arrayOf(linkSummary) },
};

export const revokeLinkSchema = {
  summary: 'Revokes a share link (Admins)',
  operationId: 'revokeShareLink',
  description: 'The link stops answering at once, in every API process (410 to its recipient). Revoking an ended link again changes nothing. Audited.',
  params: customerParams({ id: idSchema }),
  response: { 204: noContentSchema },
};

export const linkAccessesSchema = {
  summary: "A share link's access log, newest first (Admins)",
  operationId: 'shareLinkAccesses',
  description: 'Every visit of the public page and every download: when, from which address, and what.',
  params: customerParams({ id: idSchema }),
  response: { 200: arrayOf(objectSchema({ at: stringSchema, ip: stringSchema, what: stringEnum(shareAccessKinds), subject: nullableString })) },
};

const publicDescription =
  'No sign-in: the token is the secret. 404 alike for every token that opens no link; 410 for an expired or revoked link; 401 `{ pinRequired: true }` for a link with a PIN until the call carries the key from POST .../pin in `x-share-key`. Rate-limited per address (429). Every visit and download is logged for the customer.';

export const publicEvidenceSchema = {
  summary: 'What a share link covers: the customer, the period, the locations and their documents',
  operationId: 'sharedEvidence',
  description: publicDescription,
  params: paramsObject(tokenParams),
  response: {
    200: objectSchema({
      customerName: stringSchema,
      from: stringSchema,
      to: stringSchema,
      expiresAt: stringSchema,
      locations: arrayOf(objectSchema({ code: stringSchema, name: stringSchema, address: stringSchema })),
      documents: arrayOf(objectSchema({ id: integerSchema, name: stringSchema, contentType: stringSchema, location: stringSchema })),
    }),
  },
};

export const publicPinSchema = {
  summary: "Exchanges a share link's PIN for the key its calls carry",
  operationId: 'unlockSharedEvidence',
  description: 'A wrong PIN is a 401 `{ pinRequired: true }`; tries are limited per address and per link (429).',
  params: paramsObject(tokenParams),
  body: Type.Object({ pin: Type.String({ minLength: 1, maxLength: 8 }) }, { additionalProperties: false }),
  response: { 200: objectSchema({ key: stringSchema }) },
};

const pageQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })) }, { additionalProperties: false });
const pageOf = <R extends ReturnType<typeof objectSchema>>(row: R) => objectSchema({ rows: arrayOf(row), total: integerSchema, page: integerSchema, pageSize: integerSchema });

export const publicTasksSchema = {
  summary: "A page of the inspections due in a share link's period",
  operationId: 'sharedTasks',
  description: `${shareListPageSize} a page, the latest due first. ${publicDescription}`,
  params: paramsObject(tokenParams),
  querystring: pageQuery,
  response: {
    200: pageOf(
      objectSchema({
        id: integerSchema,
        number: stringSchema,
        name: stringSchema,
        installation: stringSchema,
        location: stringSchema,
        dueDate: stringSchema,
        completedDate: nullableString,
        status: stringSchema,
        state: Type.Unsafe<string | null>({ type: ['string', 'null'], enum: ['onTime', 'late', 'overdue', 'dueSoon', null] }),
        serviceReport: booleanSchema,
        controlSchema: booleanSchema,
        files: arrayOf(sharedFile),
      }),
    ),
  },
};

export const publicFaultsSchema = {
  summary: "A page of the faults found in a share link's period or still open",
  operationId: 'sharedFaults',
  description: `${shareListPageSize} a page, the latest found first. ${publicDescription}`,
  params: paramsObject(tokenParams),
  querystring: pageQuery,
  response: {
    200: pageOf(
      objectSchema({
        id: integerSchema,
        number: stringSchema,
        kind: stringEnum(['standard', 'thermography'] as const),
        type: stringSchema,
        faultClass: nullableString,
        status: stringSchema,
        installation: stringSchema,
        location: stringSchema,
        created: stringSchema,
        closedAt: nullableString,
        files: arrayOf(sharedFile),
      }),
    ),
  },
};

const pdfQuery = Type.Object({ culture: cultureSchema }, { additionalProperties: false });

export const publicStatementSchema = {
  summary: "The compliance statement of one of a share link's locations over its period (PDF)",
  operationId: 'sharedStatement',
  description: `The language is \`culture\`, else the Accept-Language. ${publicDescription}`,
  params: paramsObject({ ...tokenParams, code: Type.String({ minLength: 1, maxLength: 100 }) }),
  querystring: pdfQuery,
  produces: ['application/pdf'],
  response: { 200: binarySchema('The PDF') },
};

export const publicTaskReportSchema = {
  summary: "An inspection's service report or control schema under a share link (PDF)",
  operationId: 'sharedTaskReport',
  description: `404 for an inspection outside the link's locations or without that report. ${publicDescription}`,
  params: paramsObject({ ...tokenParams, taskId: idSchema, report: stringEnum(['service-report', 'control-schema'] as const) }),
  querystring: pdfQuery,
  produces: ['application/pdf'],
  response: { 200: binarySchema('The PDF') },
};

export const publicFaultReportSchema = {
  summary: "A fault's report under a share link (PDF)",
  operationId: 'sharedFaultReport',
  description: `404 for a fault outside the link's locations. ${publicDescription}`,
  params: paramsObject({ ...tokenParams, issueId: idSchema }),
  querystring: pdfQuery,
  produces: ['application/pdf'],
  response: { 200: binarySchema('The PDF') },
};

export const publicFileSchema = {
  summary: 'A stored file of the locations, units, inspections or faults a share link covers',
  operationId: 'sharedFile',
  description: `An attachment, never shown inline. 404 for a file outside the link's locations. ${publicDescription}`,
  params: paramsObject({ ...tokenParams, fileId: idSchema }),
  response: { 200: binarySchema('The file') },
};
