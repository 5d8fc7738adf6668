import { Type } from 'typebox';
import { quoteListStatuses, quoteNameMaxLength, quotePoNumberMaxLength, quoteReasonMaxLength } from '@portal/shared/rules';
import { customerParams, idSchema, stringEnum } from '../../schemas/common.js';
import { arrayOf, booleanSchema, integerSchema, objectSchema, stringSchema } from '../../schemas/responses.js';
import { MAX_TAKE } from '../issue/issue.schemas.js';

const quoteParams = customerParams({ quoteId: idSchema });

const decisionSchema = Type.Unsafe<{ decidedAt: string; name: string; poNumber: string | null; reason: string | null } | null>({
  type: ['object', 'null'],
  properties: { decidedAt: { type: 'string' }, name: { type: 'string' }, poNumber: { type: ['string', 'null'] }, reason: { type: ['string', 'null'] } },
  required: ['decidedAt', 'name', 'poNumber', 'reason'],
});

/** Quote of the contract. */
const quoteSchema = objectSchema({
  id: integerSchema,
  number: stringSchema,
  title: stringSchema,
  amountMinor: integerSchema,
  currency: stringSchema,
  validUntil: stringSchema,
  status: stringEnum(quoteListStatuses),
  locationCode: stringSchema,
  locationName: stringSchema,
  issues: arrayOf(objectSchema({ id: integerSchema, number: stringSchema })),
  hasPdf: booleanSchema,
  decision: decisionSchema,
});

export const listQuotesSchema = {
  summary: "The customer's remediation quotes (`?take=N`: the first N, total in X-Total-Count)",
  operationId: 'listQuotes',
  description: '`status` filters (Expired: pending after its last valid day); `issueId` gives the quotes of one fault. Only locations the user may see.',
  params: customerParams({}),
  querystring: Type.Object(
    {
      status: Type.Optional(stringEnum(quoteListStatuses)),
      issueId: Type.Optional(idSchema),
      take: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TAKE })),
    },
    { additionalProperties: false },
  ),
  response: { 200: arrayOf(quoteSchema) },
};

export const quoteRightsSchema = {
  summary: 'Whether the signed-in user may decide quotes',
  operationId: 'getQuoteRights',
  description: 'Admins, and users an Admin gave the right on the users page.',
  params: customerParams({}),
  response: { 200: objectSchema({ mayDecide: booleanSchema }) },
};

export const quoteDetailsSchema = {
  summary: 'One quote',
  operationId: 'getQuote',
  description: 'A quote of the customer at a location the user may see; anything else is a 404.',
  params: quoteParams,
  response: { 200: quoteSchema },
};

export const quotePdfSchema = {
  summary: "A signed link to the quote's PDF",
  operationId: 'getQuotePdfLink',
  description: 'The link opens the PDF without a Bearer header for an hour.',
  params: quoteParams,
  response: { 200: objectSchema({ url: stringSchema }) },
};

const nameSchema = Type.String({ minLength: 1, maxLength: quoteNameMaxLength });

export const approveQuoteSchema = {
  summary: 'Approve a quote (final)',
  operationId: 'approveQuote',
  description: 'The name the user signs with and an optional purchase-order number. 409 when decided, 410 when expired, 403 without the right.',
  params: quoteParams,
  body: Type.Object({ name: nameSchema, poNumber: Type.Optional(Type.String({ maxLength: quotePoNumberMaxLength })) }, { additionalProperties: false }),
  response: { 200: quoteSchema },
};

export const declineQuoteSchema = {
  summary: 'Decline a quote (final)',
  operationId: 'declineQuote',
  description: 'The name the user signs with and the reason (at least 15 characters). 409 when decided, 410 when expired, 403 without the right.',
  params: quoteParams,
  body: Type.Object({ name: nameSchema, reason: Type.String({ maxLength: quoteReasonMaxLength }) }, { additionalProperties: false }),
  response: { 200: quoteSchema },
};
