import type { FastifyInstance } from 'fastify';
import { FileNotFoundError, InvalidFileKeyError } from '../../storage/file-store.js';
import { HttpError } from '../../plugins/errors.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { DownloadLinkExpiredError, createDownloadLinks, type DownloadTarget } from '../../auth/download-token.js';

/**
 * `<token>` or `<token>/<file name>`. A wildcard, because a signed token is longer than Fastify's
 * 100-character limit for a named path parameter.
 */
interface DownloadParams {
  '*': string;
}

const paramsSchema = {
  params: {
    type: 'object',
    required: ['*'],
    additionalProperties: false,
    properties: {
      '*': { type: 'string', minLength: 10, maxLength: 4096, pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+(/.*)?$' },
    },
  },
} as const;

const IMAGE_TYPES = /^image\/(png|jpeg|gif)$/;
/** Folder of the report PDFs the server renders itself (see storage/generated-files.ts). */
const GENERATED_REPORTS = 'reports/';

/**
 * Uploaded files are the customers' content served from the portal's origin, so only images are
 * shown inline; an uploaded PDF (which may carry scripts or actions) or document is an attachment.
 * The report PDFs the server renders itself open in the browser's viewer, as the portal expects.
 */
export function isInline(target: DownloadTarget): boolean {
  return IMAGE_TYPES.test(target.contentType) || (target.contentType === 'application/pdf' && target.key.startsWith(GENERATED_REPORTS));
}

/**
 * For everything but our own reports: no scripts, plugins, forms or same-origin access even when a
 * browser renders it (an image opened in a tab keeps its inline styles).
 */
export const UPLOADED_FILE_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(fileName: string, inline: boolean): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Prefix /api/download. Public (the signed token is the authorization): streams the object with
 * its type and name. Expired link -> 410, forged or unknown -> 404.
 */
export async function downloadRoutes(app: FastifyInstance): Promise<void> {
  const links = createDownloadLinks(app.config.jwtSecret, app.config.publicUrl);
  app.get<{ Params: DownloadParams }>('/*', { schema: paramsSchema, config: { public: true } }, async (request, reply) => {
    const token = request.params['*'].split('/')[0] ?? '';
    let target;
    try {
      target = await links.verify(token);
    } catch (error) {
      if (error instanceof DownloadLinkExpiredError) throw new HttpError(410, 'The download link has expired');
      throw new NotFoundError('The download link is not valid');
    }
    let stream;
    try {
      stream = await app.files.get(target.key);
    } catch (error) {
      if (error instanceof FileNotFoundError) throw new NotFoundError('The file no longer exists');
      // Only a token signed with our key gets here, but its key is still checked: never a 500.
      if (error instanceof InvalidFileKeyError) throw new NotFoundError('The download link is not valid');
      throw error;
    }
    if (!target.key.startsWith(GENERATED_REPORTS)) void reply.header('content-security-policy', UPLOADED_FILE_CSP);
    return reply
      .header('content-type', target.contentType)
      .header('content-disposition', contentDisposition(target.fileName, isInline(target)))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  });
}
