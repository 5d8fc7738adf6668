import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, signIn } from '../test/test-app.js';

const TOOL = 'https://tools.example.com';

describeEachDatabase(
  'API CORS with API_CORS_ORIGINS (pages that mount a remote with /embed.js)',
  (context) => {
    it('answers a preflight from a named origin without a token, naming what it may send', async () => {
      const preflight = await context().app.inject({
        method: 'OPTIONS',
        url: '/api/issue/1/updateStatus/1',
        headers: { origin: TOOL, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(TOOL);
      expect(preflight.headers['access-control-allow-methods']).toContain('PUT');
      expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
      // Bearer tokens only: never cookies, so never credentials.
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      expect(preflight.headers.vary).toMatch(/Origin/);
    });

    it('lets a named origin read answers, and still requires the token', async () => {
      const token = await signIn(context().app, 'demo@example.com');
      const answer = await context().app.inject({ url: '/api/health', headers: { origin: TOOL, ...bearer(token) } });
      expect(answer.headers['access-control-allow-origin']).toBe(TOOL);
      const withoutToken = await context().app.inject({ method: 'POST', url: '/api/authentication/logout', headers: { origin: TOOL } });
      expect(withoutToken.statusCode).toBe(401);
      expect(withoutToken.headers['access-control-allow-origin']).toBe(TOOL);
    });

    it('gives any other origin no CORS header, for a preflight or a call', async () => {
      const preflight = await context().app.inject({
        method: 'OPTIONS',
        url: '/api/issue/1/updateStatus/1',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.statusCode).not.toBe(204);
      const call = await context().app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
      expect(call.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('leaves the portal files outside /api to MFE_CORS_ORIGINS', async () => {
      const page = await context().app.inject({ url: '/remotes.json', headers: { origin: TOOL } });
      expect(page.headers['access-control-allow-origin']).toBeUndefined();
    });
  },
  { env: { API_CORS_ORIGINS: `${TOOL}/` } },
);

describeEachDatabase('API CORS without API_CORS_ORIGINS (the default)', (context) => {
  it('sends no CORS header and answers no preflight', async () => {
    const preflight = await context().app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: TOOL, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.statusCode).not.toBe(204);
  });
});
