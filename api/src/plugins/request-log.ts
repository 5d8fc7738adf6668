import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request instead of Fastify's two: nothing when a request arrives, and on
 * completion its method, URL, status and time taken (errors keep Fastify's own `request errored`
 * line with the error). Fastify's incoming line serialised the whole request and, at `info` in
 * production, the two lines cost more than a cached answer. LOG_LEVEL=warn drops these lines.
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
      { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime * 10) / 10 },
      'request completed',
    );
  }
}
