import type { FastifyInstance } from 'fastify';
import type { LocationDetails, LocationNode } from '@portal/shared/contract';
import { locationSchema, locationsSchema, type CustomerParams, type LocationParams } from './location.schemas.js';
import { locationDetails, locationTree } from './location.service.js';

/** Prefix /api/location. The customer-access guard applies (params carry customerId). */
export async function locationRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: CustomerParams }>(
    '/:customerId/locations',
    { schema: locationsSchema },
    async (request): Promise<LocationNode[]> => locationTree(app.db, request.params.customerId),
  );

  app.get<{ Params: LocationParams }>(
    '/:customerId/location/:code',
    { schema: locationSchema },
    async (request): Promise<LocationDetails> =>
      locationDetails(app.db, request.params.customerId, request.params.code),
  );
}
