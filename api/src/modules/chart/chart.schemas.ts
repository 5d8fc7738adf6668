import { integerSchema, objectSchema, stringSchema } from '../../schemas/responses.js';
import { locationSchema, type LocationParams } from '../location/location.schemas.js';

/** The statistics call addresses a location exactly like the location details call. */
export type StatisticsParams = LocationParams;
export const statisticsSchema = {
  params: locationSchema.params,
  response: {
    200: objectSchema({ name: stringSchema, openIssues: integerSchema, closedIssues: integerSchema, openTasks: integerSchema, closedTasks: integerSchema }),
  },
} as const;
