import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@portal/shared/contract';

/** An error whose message is safe to show to the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'The requested resource does not exist'): HttpError =>
  new HttpError(404, message);
export const unauthorized = (message = 'Authentication is required'): HttpError => new HttpError(401, message);
export const badRequest = (message: string): HttpError => new HttpError(400, message);

export function errorBody(statusCode: number, message: string): ApiErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

function statusOf(error: FastifyError | HttpError): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/** Every error becomes JSON `{statusCode, error, message}`; bad input is a 400, never a 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
    if ('validation' in error && error.validation) {
      return reply.status(400).send(errorBody(400, error.message));
    }
    const status = statusOf(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const message = error instanceof HttpError ? error.message : 'An unexpected error occurred';
      return reply.status(status).send(errorBody(status, message));
    }
    // A body too large is not read to its end: the connection closes after the answer.
    if (status === 413) void reply.header('connection', 'close');
    return reply.status(status).send(errorBody(status, error.message));
  });
}
