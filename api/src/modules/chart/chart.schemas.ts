import { locationSchema, type LocationParams } from '../location/location.schemas.js';

/** The statistics call addresses a location exactly like the location details call. */
export type StatisticsParams = LocationParams;
export const statisticsSchema = locationSchema;
