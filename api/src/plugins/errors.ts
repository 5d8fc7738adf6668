import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@portal/shared/contract';
import { RETRY_AFTER_SECONDS, TEMPORARILY_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/database-errors.js';
import { DomainError, type DomainErrorKind } from '../errors/domain-errors.js';

/**
 * An error whose status only exists in HTTP (408, 413, 414, 429); its message is safe to show
 * to the user. Everything else throws a domain error (errors/domain-errors.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The one place where domain errors become status codes. */
const statusOfKind: Record<DomainErrorKind, number> = {
  'invalid-input': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  expired: 410,
  'too-many': 429,
  unavailable: 503,
};

export function errorBody(statusCode: number, message: string, key?: string): ApiErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(key ? { key } : {}) };
}

/**
 * Fastify's 415 says only "Unsupported Media Type"; this one names what was sent and what the route takes:
 * files as multipart/form-data in an upload scope (registerUploadRoutes), JSON everywhere else.
 */
function unsupportedTypeMessage(request: FastifyRequest): string {
  const sent = (request.headers['content-type'] ?? '').split(';')[0]?.trim().slice(0, 100) || 'none';
  return request.server.hasContentTypeParser('multipart/form-data')
    ? `This address takes files as multipart/form-data, not ${sent}`
    : `This address takes a JSON body (Content-Type: application/json), not ${sent}`;
}

function statusOf(error: FastifyError | HttpError | DomainError): number {
  if (error instanceof DomainError) return statusOfKind[error.kind];
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/** Every error becomes JSON `{statusCode, error, message}`; bad input is a 400, never a 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | DomainError, request: FastifyRequest, reply: FastifyReply) => {
    if ('validation' in error && error.validation) {
      return reply.status(400).send(errorBody(400, error.message));
    }
    // The database is down or restarting: a clear 503 the client may retry, not a 500 with a stack.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send(errorBody(503, TEMPORARILY_UNAVAILABLE_MESSAGE));
    }
    const status = statusOf(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const message = error instanceof HttpError || error instanceof DomainError ? error.message : 'An unexpected error occurred';
      return reply.status(status).send(errorBody(status, message));
    }
    if ('code' in error && error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(errorBody(415, unsupportedTypeMessage(request)));
    }
    // A body too large is not read to its end: the connection closes after the answer.
    if (status === 413) void reply.header('connection', 'close');
    if (error instanceof DomainError) return reply.status(status).send({ ...error.fields, ...errorBody(status, error.message, error.key) });
    return reply.status(status).send(errorBody(status, error.message));
  });
}
