import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

const REDACTED = '[redacted]';
/** Path segments that are bearer secrets: signed download and export links and digest unsubscribe links. */
const SECRET_PATH = /^(\/api\/(?:download|export\/download|notification\/unsubscribe)\/)[^/?#]+/;
/** Query parameters that carry a session token (the spec's `?accessToken=` sign-in) or a one-time token. */
const SECRET_QUERY = /([?&](?:accessToken|token)=)[^&#]*/gi;
/** Whether a URL has such a parameter (SECRET_QUERY is global, so its `test` would carry state between calls). */
const HAS_SECRET_QUERY = /[?&](?:accessToken|token)=/i;

/**
 * The URL as it may be written to a log: the signed tokens in download, export and unsubscribe links and an
 * `accessToken` in the query replaced, because log lines travel to places (log shippers, support tickets)
 * where a still-valid link or session must not.
 */
export function loggableUrl(url: string): string {
  // Runs on every answer, and nearly no URL carries a secret: tested first, replaced only when needed.
  if (!SECRET_PATH.test(url) && !HAS_SECRET_QUERY.test(url)) return url;
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
    // The root logger with the id: the request's own logger is made only when something else logs (below).
    reply.server.log.info(
      { reqId: request.id, method: request.method, url: loggableUrl(request.url), statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime * 10) / 10 },
      'request completed',
    );
  }
}

type LogArguments = [obj: unknown, msg?: string, ...args: unknown[]];

/**
 * `request.log` that becomes pino's child logger (bound to the request id) only when something logs
 * through it: nearly every request logs nothing but its completed line, and a child per request
 * (Fastify's default) was a measurable share of a cached answer under load. Its methods live on the
 * prototype, so a request costs one small object.
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  fatal(...args: LogArguments): void {
    this.logger.fatal(...args);
  }

  error(...args: LogArguments): void {
    this.logger.error(...args);
  }

  warn(...args: LogArguments): void {
    this.logger.warn(...args);
  }

  info(...args: LogArguments): void {
    this.logger.info(...args);
  }

  debug(...args: LogArguments): void {
    this.logger.debug(...args);
  }

  trace(...args: LogArguments): void {
    this.logger.trace(...args);
  }

  silent(...args: LogArguments): void {
    this.logger.silent(...args);
  }
}

/** Fastify's `childLoggerFactory`: the lazy request logger above. */
export function lazyRequestLogger(this: unknown, logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyRequestLogger(logger, bindings, options);
}
