import { describe, expect, it } from 'vitest';
import { allowedCorsOrigin, contentSecurityPolicy, frameOptionsFor, originsOf } from './content-security-policy.js';

describe('the portal Content-Security-Policy', () => {
  it('limits scripts and styles to the portal and the remotes origins, calls also to the API origin', () => {
    const policy = contentSecurityPolicy({
      remoteOrigins: ['http://localhost:8101', 'http://localhost:8102'],
      apiOrigins: ['https://api.example.com'],
      frameAncestors: ["'self'", 'https://intranet.example.com'],
    });
    const directives = Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1).join(' ')]));
    expect(directives['script-src']).toBe("'self' http://localhost:8101 http://localhost:8102");
    expect(directives['style-src']).toBe("'self' http://localhost:8101 http://localhost:8102");
    expect(directives['connect-src']).toBe("'self' http://localhost:8101 http://localhost:8102 https://api.example.com");
    expect(directives['manifest-src']).toBe("'self'");
    expect(directives['object-src']).toBe("'none'");
    expect(directives['base-uri']).toBe("'none'");
    expect(directives['frame-ancestors']).toBe("'self' https://intranet.example.com");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it("defaults to the portal's own origin and frame-ancestors 'self'", () => {
    expect(contentSecurityPolicy()).toContain("script-src 'self';");
    expect(contentSecurityPolicy()).toMatch(/frame-ancestors 'self'$/);
  });

  it('matches X-Frame-Options to frame-ancestors', () => {
    expect(frameOptionsFor(["'none'"])).toBe('DENY');
    expect(frameOptionsFor(["'self'"])).toBe('SAMEORIGIN');
    expect(frameOptionsFor(["'self'", 'https://intranet.example.com'])).toBeUndefined();
  });

  it('takes origins from absolute URLs only', () => {
    expect(originsOf(['/mfe/x/mf-manifest.json', 'http://localhost:8102/mf-manifest.json', 'https://a.example/b', undefined, '/api'])).toEqual([
      'http://localhost:8102',
      'https://a.example',
    ]);
  });

  it('answers CORS only for the allowed origins', () => {
    expect(allowedCorsOrigin('https://a.example', '*')).toBe('*');
    expect(allowedCorsOrigin('https://a.example', ['https://a.example'])).toBe('https://a.example');
    expect(allowedCorsOrigin('https://b.example', ['https://a.example'])).toBeUndefined();
    expect(allowedCorsOrigin(undefined, ['https://a.example'])).toBeUndefined();
    expect(allowedCorsOrigin('https://a.example', [])).toBeUndefined();
  });
});
