import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ENCODINGS } from '../../plugins/body-compression.js';
import { appContextOf } from '../../plugins/context.js';
import { contentDisposition } from '../../plugins/content-disposition.js';
import { downloadSchema } from './download.schemas.js';
import { UPLOADED_FILE_CSP, openDownload, type Download } from './download.service.js';

const IMAGE_TYPES = /^image\/(png|jpeg|gif)$/;

/**
 * Uploaded files are the customers' content served from the portal's origin, so only images are
 * shown inline; an uploaded PDF (which may carry scripts or actions) or document is an attachment.
 * The report PDFs the server renders itself open in the browser's viewer, as the portal expects.
 */
export function isInline(download: Pick<Download, 'target' | 'generated'>): boolean {
  const { contentType } = download.target;
  return IMAGE_TYPES.test(contentType) || (contentType === 'application/pdf' && download.generated);
}

/** Prefix /api/download. Public (the signed token is the authorization): streams the object with its type and name. */
export async function downloadRoutes(instance: FastifyInstance): Promise<void> {
  // Files go out as streams, which the API's one-call body compression leaves alone (ADR 0037): a stored
  // text file (CSV, plain text, SVG) is compressed as a stream here, on these routes only.
  await instance.register(compress, { global: true, threshold: 1024, encodings: [...ENCODINGS] });
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/*', { schema: downloadSchema, config: { public: true } }, async (request, reply) => {
    const download = await openDownload(appContextOf(request), { token: request.params['*'].split('/')[0] ?? '' });
    if (!download.generated) void reply.header('content-security-policy', UPLOADED_FILE_CSP);
    return reply
      .header('content-type', download.target.contentType)
      .header('content-disposition', contentDisposition(download.target.fileName, isInline(download)))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(download.content);
  });
}
