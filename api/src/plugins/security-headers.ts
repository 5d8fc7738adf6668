import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy, frameOptionsFor } from '@portal/page-server/content-security-policy';

export interface SecurityHeadersOptions {
  /** `frame-ancestors` sources from EMBED_ORIGINS. */
  embedOrigins: readonly string[];
}

const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Headers on every response: nosniff, the referrer policy, and frame options matching EMBED_ORIGINS.
 * Everything outside /api (the shell's pages and files, the remotes' files, remotes.json, config.json)
 * carries the portal's Content-Security-Policy. This process serves the remotes itself (/mfe/<name>/),
 * so scripts, styles and calls stay on the portal's own origin ('self'). /api answers are data, not
 * documents; the file downloads there set a sandboxing policy of their own.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  const policy = contentSecurityPolicy({ frameAncestors: options.embedOrigins });
  const frameOptions = frameOptionsFor(options.embedOrigins);
  // A callback hook (no promise per response): it runs on every answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('X-Content-Type-Options', 'nosniff');
    void reply.header('Referrer-Policy', 'same-origin');
    if (frameOptions) void reply.header('X-Frame-Options', frameOptions);
    if (!isApiPath(request.url) && !reply.hasHeader('Content-Security-Policy')) {
      void reply.header('Content-Security-Policy', policy);
    }
    done(null, payload);
  });
}
