import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { dateLanguageOf } from '@portal/shared/rules';
import { appContextOf, requestContextOf } from '../../plugins/context.js';
import { contentDisposition } from '../../plugins/content-disposition.js';
import { rateLimitGuard } from '../../plugins/rate-limit-guard.js';
import { reportLanguageOf, type ReportLanguage } from '../../reports/report-texts.js';
import { UPLOADED_FILE_CSP } from '../download/download.service.js';
import {
  createLinkSchema,
  linkAccessesSchema,
  listLinksSchema,
  publicEvidenceSchema,
  publicFaultReportSchema,
  publicFaultsSchema,
  publicFileSchema,
  publicPinSchema,
  publicStatementSchema,
  publicTaskReportSchema,
  publicTasksSchema,
  revokeLinkSchema,
} from './share.schemas.js';
import { createShareLink, linkAccesses, listShareLinks, revokeLink } from './share.service.js';
import {
  openShareLink,
  sharedControlSchema,
  sharedEvidence,
  sharedFaultReport,
  sharedFaults,
  sharedFile,
  sharedServiceReport,
  sharedStatement,
  sharedTasks,
  unlockShareLink,
  type SharedDownload,
} from './share-public.service.js';

/** Prefix /api/share: the customer's Admins make, list and revoke share links, and read their logs (ADR 0064). */
export async function shareRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/:customerId/links', { schema: createLinkSchema }, async (request, reply) => {
    const created = await createShareLink(requestContextOf(request), request.body);
    return reply.status(201).send(created);
  });

  app.get('/:customerId/links', { schema: listLinksSchema }, async (request) => listShareLinks(requestContextOf(request)));

  app.delete('/:customerId/links/:id', { schema: revokeLinkSchema }, async (request, reply) => {
    await revokeLink(requestContextOf(request), request.params.id);
    return reply.status(204).send();
  });

  app.get('/:customerId/links/:id/accesses', { schema: linkAccessesSchema }, async (request) => linkAccesses(requestContextOf(request), request.params.id));
}

/**
 * A recipient's page opens with four calls and a download is one more; far more from one address is someone trying
 * tokens, which cannot guess 256 bits anyway: the limit bounds the load.
 */
const SHARE_CALLS_PER_MINUTE_PER_ADDRESS = 120;
/** PIN tries: a person mistypes once or twice; ten in a quarter of an hour is a guess at a 4-digit PIN. */
const PIN_TRIES = 10;
const PIN_WINDOW = '15 minutes';

const tokenOf = (request: FastifyRequest): string => String((request.params as { token?: unknown } | undefined)?.token ?? '');
/** The key the link's PIN was exchanged for. */
const keyOf = (request: FastifyRequest): string | undefined => {
  const key = request.headers['x-share-key'];
  return typeof key === 'string' && key !== '' ? key : undefined;
};
const languageOf = (request: FastifyRequest, culture: string | undefined): ReportLanguage =>
  culture ? dateLanguageOf(culture) : reportLanguageOf(request.headers['accept-language']);

/** Prefix /api/public/share: what a share link's recipient reads and downloads, without a sign-in (ADR 0064). */
export async function sharePublicRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const perAddress = app.createRateLimit({ max: SHARE_CALLS_PER_MINUTE_PER_ADDRESS, timeWindow: '1 minute', keyGenerator: (request) => `share|${request.ip}` });
  const pinPerAddress = app.createRateLimit({ max: PIN_TRIES, timeWindow: PIN_WINDOW, keyGenerator: (request) => `share-pin|${request.ip}` });
  const pinPerLink = app.createRateLimit({ max: PIN_TRIES, timeWindow: PIN_WINDOW, keyGenerator: (request) => `share-pin-link|${tokenOf(request)}` });
  const limited = rateLimitGuard([perAddress], (seconds) => `Too many requests. Try again in ${seconds} seconds.`);
  const pinLimited = rateLimitGuard([perAddress, pinPerAddress, pinPerLink], (seconds) => `Too many PIN tries. Try again in ${Math.ceil(seconds / 60)} minutes.`);
  const options = { onRequest: limited, config: { public: true } };

  const opened = (request: FastifyRequest) => openShareLink(appContextOf(request), { token: tokenOf(request), key: keyOf(request), ip: request.ip });

  const send = (reply: FastifyReply, download: SharedDownload) => {
    if (!download.generated) void reply.header('content-security-policy', UPLOADED_FILE_CSP);
    return reply
      .header('content-type', download.contentType)
      .header('content-disposition', contentDisposition(download.fileName, download.generated))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(download.content);
  };

  app.get('/:token', { schema: publicEvidenceSchema, ...options }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return sharedEvidence(appContextOf(request), await opened(request));
  });

  app.post('/:token/pin', { schema: publicPinSchema, onRequest: pinLimited, config: { public: true } }, async (request) =>
    unlockShareLink(appContextOf(request), { token: request.params.token, pin: request.body.pin }),
  );

  app.get('/:token/tasks', { schema: publicTasksSchema, ...options }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return sharedTasks(appContextOf(request), await opened(request), { page: request.query.page });
  });

  app.get('/:token/faults', { schema: publicFaultsSchema, ...options }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return sharedFaults(appContextOf(request), await opened(request), { page: request.query.page });
  });

  app.get('/:token/locations/:code/statement.pdf', { schema: publicStatementSchema, ...options }, async (request, reply) => {
    const language = languageOf(request, request.query.culture);
    return send(reply, await sharedStatement(appContextOf(request), await opened(request), { code: request.params.code, language }));
  });

  app.get('/:token/tasks/:taskId/:report', { schema: publicTaskReportSchema, ...options }, async (request, reply) => {
    const input = { taskId: request.params.taskId, language: languageOf(request, request.query.culture) };
    const ctx = appContextOf(request);
    const link = await opened(request);
    return send(reply, request.params.report === 'service-report' ? await sharedServiceReport(ctx, link, input) : await sharedControlSchema(ctx, link, input));
  });

  app.get('/:token/faults/:issueId/report.pdf', { schema: publicFaultReportSchema, ...options }, async (request, reply) => {
    const language = languageOf(request, request.query.culture);
    return send(reply, await sharedFaultReport(appContextOf(request), await opened(request), { issueId: request.params.issueId, language }));
  });

  app.get('/:token/files/:fileId', { schema: publicFileSchema, ...options }, async (request, reply) =>
    send(reply, await sharedFile(appContextOf(request), await opened(request), { fileId: request.params.fileId })),
  );
}
