import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';
/** Path segments that are bearer secrets: signed download links and digest unsubscribe links. */
const SECRET_PATH = /^(\/api\/(?:download|notification\/unsubscribe)\/)[^/?#]+/;
/** Query parameters that carry a session token (the spec's `?accessToken=` sign-in) or a one-time token. */
const SECRET_QUERY = /([?&](?:accessToken|token)=)[^&#]*/gi;

/**
 * The URL as it may be written to a log: the signed tokens in download and unsubscribe links and an
 * `accessToken` in the query replaced, because log lines travel to places (log shippers, support tickets)
 * where a still-valid link or session must not.
 */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_PATH, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`);
}

/**
 * One log line per request instead of Fastify's two: nothing when a request arrives, and on
 * completion its method, URL (secrets redacted), status and time taken (errors keep Fastify's own
 * `request errored` line with the error, which carries no URL). Fastify's incoming line serialised the
 * whole request and, at `info` in production, the two lines cost more than a cached answer.
 * LOG_LEVEL=warn drops these lines.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {
    // Logged once, when completed.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.info(
      { method: request.method, url: loggableUrl(request.url), statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime * 10) / 10 },
      'request completed',
    );
  }
}
