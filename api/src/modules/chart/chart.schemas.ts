import { Type } from 'typebox';
import { codeSchema, customerParams } from '../../schemas/common.js';
import { arrayOf, integerSchema, objectSchema, stringSchema } from '../../schemas/responses.js';
import { locationParams } from '../location/location.schemas.js';

/** The statistics call addresses a location exactly like the location details call. */
export const statisticsSchema = {
  summary: 'Open and closed issue and task counts of a location and its descendants',
  operationId: 'getLocationStatistics',
  description: 'The chart page: counts over the location and everything inside it.',
  params: locationParams,
  response: {
    200: objectSchema({ name: stringSchema, openIssues: integerSchema, closedIssues: integerSchema, openTasks: integerSchema, closedTasks: integerSchema }),
  },
};

/** The most locations one grouped statistics call takes (the chart shows one bar group per location). */
export const MAX_CHART_LOCATIONS = 100;

export const groupedStatisticsSchema = {
  summary: 'Open and closed issue and task counts of many locations (each with its descendants), in one grouped query',
  operationId: 'getStatistics',
  description: 'The location codes in the body; each must be visible to the user, else 404.',
  params: customerParams({}),
  body: Type.Object({ codes: Type.Array(codeSchema, { minItems: 1, maxItems: MAX_CHART_LOCATIONS }) }, { additionalProperties: false }),
  response: {
    200: arrayOf(
      objectSchema({ code: stringSchema, name: stringSchema, openIssues: integerSchema, closedIssues: integerSchema, openTasks: integerSchema, closedTasks: integerSchema }),
    ),
  },
};
