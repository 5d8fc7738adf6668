import { Type } from 'typebox';
import { complianceBadges, complianceWindowMonths, defaultComplianceWindowMonths, issueSeverities } from '@portal/shared/rules';
import { customerParams } from '../../schemas/common.js';
import { arrayOf, binarySchema, integerSchema, nullableInteger, nullableString, objectSchema, stringSchema } from '../../schemas/responses.js';

const monthsQuery = Type.Object(
  {
    months: Type.Optional(
      Type.Unsafe<(typeof complianceWindowMonths)[number]>({
        type: 'integer',
        enum: [...complianceWindowMonths],
        default: defaultComplianceWindowMonths,
        description: `The window in calendar months, the current one included: ${complianceWindowMonths.join(', ')}.`,
      }),
    ),
  },
);

const nullableNumber = Type.Unsafe<number | null>({ type: ['number', 'null'] });
const windowSchema = objectSchema({ from: stringSchema, to: stringSchema });
const worstIssueSchema = Type.Unsafe<unknown>({
  type: ['object', 'null'],
  properties: {
    id: { type: 'integer' },
    number: { type: 'string' },
    severity: { type: ['string', 'null'], enum: [...issueSeverities, null] },
  },
  required: ['id', 'number', 'severity'],
});

const figures = {
  compliancePercent: nullableNumber,
  badge: Type.Unsafe<string | null>({ type: ['string', 'null'], enum: [...complianceBadges, null] }),
  onTime: integerSchema,
  late: integerSchema,
  overdue: integerSchema,
  dueSoon: integerSchema,
  openIssues: integerSchema,
  awaitingVerification: integerSchema,
  oldestOpenIssueDays: nullableInteger,
  worstIssue: worstIssueSchema,
};

export const overviewSchema = {
  summary: 'Where every location the user may see stands: compliance, inspections and open faults',
  operationId: 'getPortfolioOverview',
  description:
    'Each location with its sub-locations, over the window of `months` calendar months (portfolio.rules.js). A user limited to chosen locations gets those.',
  params: customerParams({}),
  querystring: monthsQuery,
  response: {
    200: objectSchema({
      window: windowSchema,
      totals: objectSchema({ ...figures, openIssuesBySeverity: objectSchema({ A: integerSchema, B: integerSchema, C: integerSchema, none: integerSchema }) }),
      locations: arrayOf(
        objectSchema({
          code: stringSchema,
          name: stringSchema,
          parentCode: nullableString,
          depth: integerSchema,
          latitude: nullableNumber,
          longitude: nullableNumber,
          ...figures,
        }),
      ),
    }),
  },
};

export const trendSchema = {
  summary: 'Per month of the window: inspections due, on time and late; faults found and closed',
  operationId: 'getPortfolioTrend',
  description: 'Over the locations the user may see; one entry per calendar month, oldest first.',
  params: customerParams({}),
  querystring: monthsQuery,
  response: {
    200: objectSchema({
      window: windowSchema,
      months: arrayOf(
        objectSchema({ month: stringSchema, due: integerSchema, onTime: integerSchema, late: integerSchema, issuesFound: integerSchema, issuesClosed: integerSchema }),
      ),
    }),
  },
};

const dayPattern = '^\\d{4}-\\d{2}-\\d{2}$';

export const statementSchema = {
  summary: 'The compliance statement of a location with its sub-locations over a period (PDF)',
  operationId: 'complianceStatement',
  description:
    'Streamed application/pdf: the compliance figures by the portfolio rule, every inspection due in the period with its dates and result, the service reports and control schemas, open faults and those closed in the period with class and dates, the thermography, the outstanding actions, and when it was generated. `from`/`to` are days, both included (default: the last 12 months to today); 400 when `from` is after `to` or the period is longer than five years; 404 for a location the user may not see. The language is `culture` (da-DK, en-GB, de-DE), else the Accept-Language.',
  params: customerParams({ code: Type.String({ minLength: 1, maxLength: 100 }) }),
  querystring: Type.Object(
    {
      from: Type.Optional(Type.String({ pattern: dayPattern })),
      to: Type.Optional(Type.String({ pattern: dayPattern })),
      culture: Type.Optional(Type.Union([Type.Literal('da-DK'), Type.Literal('en-GB'), Type.Literal('de-DE')])),
    },
    { additionalProperties: false },
  ),
  produces: ['application/pdf'],
  response: { 200: binarySchema('The PDF') },
};
