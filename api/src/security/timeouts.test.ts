import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.js';

/** Sends the head of a request and part of its body, then waits for the server to answer or close. */
function slowBody(port: number, path: string, declared: number, sent: string): Promise<{ response: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n${sent}`);
    });
    let response = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (response += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ response, ms: Date.now() - started }));
    // The test's own guard: a server that never answers fails here instead of hanging.
    setTimeout(() => socket.destroy(), 8_000).unref();
  });
}

describeEachDatabase(
  'request timeouts',
  (context) => {
    it('answers 408 and closes the connection when a sign-in body does not arrive in time', async () => {
      const { app, config } = context();
      expect(config.bodyTimeoutMs).toBe(300);
      expect(app.server.requestTimeout).toBe(config.requestTimeoutMs);
      expect(app.server.keepAliveTimeout).toBe(5_000);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const { response, ms } = await slowBody(port, '/api/authentication/authenticate', 500, '{"em');
      expect(response).toMatch(/^HTTP\/1\.1 408 /);
      expect(response).toContain('"message":"The request body was not received in time"');
      expect(ms).toBeLessThan(5_000);
    });
  },
  { seed: false, env: { BODY_TIMEOUT_MS: '300' } },
);
