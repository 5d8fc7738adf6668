import { integerSchema, objectSchema, stringSchema } from '../../schemas/responses.js';
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

