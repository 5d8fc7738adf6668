import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requestContextOf } from '../../plugins/context.js';
import { sendTagged } from '../../plugins/etag.js';
import { registerUploadRoutes } from '../../uploads/multipart.js';
import { createLocationTreeCache } from './location-tree-cache.js';
import { deleteLocationFileSchema, locationFilesSchema, locationNodeSchema, locationSchema, locationsSchema, uploadLocationFilesSchema } from './location.schemas.js';
import { deleteLocationFile, listLocationFiles, uploadLocationFiles } from './location-files.service.js';
import { actorLocationTree, locationDetails, taggedLocationTree } from './location.service.js';

/** How long a built tree is reused at most (see location-tree-cache.ts). */
const TREE_TTL_MS = 10_000;

/** Prefix /api/location. The customer-access guard applies (params carry customerId). */
export async function locationRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addSchema(locationNodeSchema);
  const trees = createLocationTreeCache(app.changes, { ttlMs: TREE_TTL_MS, maxCustomers: 200 });

  // The tree carries an ETag: a matching If-None-Match is a 304 without a body.
  app.get('/:customerId/locations', { schema: locationsSchema }, async (request, reply) => {
    const ctx = requestContextOf(request);
    // A user limited to chosen locations (ADR 0031) gets their own subtrees, built per request.
    const own = await actorLocationTree(ctx);
    if (own) return own;
    const tagged = await taggedLocationTree(ctx, trees, (tree) => reply.serialize(tree) as string);
    return sendTagged(request, reply, tagged);
  });

  // Details carry the rolled-up flags: cached like the issue reads (ADR 0020), dropped on any write.
  app.get('/:customerId/location/:code', { schema: locationSchema, config: { locationParam: 'code', responseCache: {} } }, async (request) =>
    locationDetails(requestContextOf(request), { code: request.params.code, known: request.pathLocation }),
  );

  // The documents block of /lokation (spec section 7: the prefix abbreviated there as '...').
  app.get('/:customerId/location/:code/files', { schema: locationFilesSchema, config: { locationParam: 'code' } }, async (request) =>
    listLocationFiles(requestContextOf(request), { code: request.params.code, known: request.pathLocation }),
  );

  await registerUploadRoutes(app, (uploads) => {
    uploads.put('/:customerId/location/:code/uploadFiles', { schema: uploadLocationFilesSchema, config: { locationParam: 'code' } }, async (request, reply) => {
      const result = await uploadLocationFiles(requestContextOf(request), { code: request.params.code, known: request.pathLocation, upload: request });
      return reply.status(201).send(result);
    });
  });

  app.delete('/:customerId/location/:code/deletefile/:fileName', { schema: deleteLocationFileSchema, config: { locationParam: 'code' } }, async (request, reply) => {
    await deleteLocationFile(requestContextOf(request), { code: request.params.code, known: request.pathLocation, fileName: request.params.fileName });
    return reply.status(204).send();
  });
}
