import type { FastifyInstance } from 'fastify';
import type { LocationDetails } from '@portal/shared/contract';
import { sendTagged } from '../../plugins/etag.js';
import { createLocationTreeCache } from './location-tree-cache.js';
import { locationNodeSchema, locationSchema, locationsSchema, type CustomerParams, type LocationParams } from './location.schemas.js';
import { locationDetails } from './location.service.js';

/** How long a built tree is reused at most (see location-tree-cache.ts). */
const TREE_TTL_MS = 10_000;

/** Prefix /api/location. The customer-access guard applies (params carry customerId). */
export async function locationRoutes(app: FastifyInstance): Promise<void> {
  app.addSchema(locationNodeSchema);
  const trees = createLocationTreeCache(app.changes, { ttlMs: TREE_TTL_MS, maxCustomers: 200 });

  // The tree carries an ETag: a matching If-None-Match is a 304 without a body.
  app.get<{ Params: CustomerParams }>('/:customerId/locations', { schema: locationsSchema }, async (request, reply) => {
    const tagged = await trees.get(app.db, request.params.customerId, (tree) => reply.serialize(tree) as string);
    return sendTagged(request, reply, tagged);
  });

  app.get<{ Params: LocationParams }>(
    '/:customerId/location/:code',
    { schema: locationSchema, config: { locationParam: 'code' } },
    async (request): Promise<LocationDetails> =>
      locationDetails(app.db, request.params.customerId, request.params.code, request.pathLocation),
  );
}
