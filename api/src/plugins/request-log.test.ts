import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger, LazyRequestLogger, loggableUrl, OneLineRequestLog } from './request-log.js';

describe('loggableUrl', () => {
  it.each([
    ['/api/download/eyJhbGciOi.abc.def/report.pdf', '/api/download/[redacted]/report.pdf'],
    ['/api/download/eyJhbGciOi.abc.def', '/api/download/[redacted]'],
    ['/api/export/download/eyJhbGciOi.abc.def/faults-2026-11-27.csv', '/api/export/download/[redacted]/faults-2026-11-27.csv'],
    ['/api/export/1/faults.csv?location=NE-100', '/api/export/1/faults.csv?location=NE-100'],
    ['/api/notification/unsubscribe/eyJ.x.y', '/api/notification/unsubscribe/[redacted]'],
    ['/?accessToken=eyJ.x.y', '/?accessToken=[redacted]'],
    ['/aktuelle-fejl?lang=da&accessToken=eyJ.x.y#top', '/aktuelle-fejl?lang=da&accessToken=[redacted]#top'],
    ['/set-password?token=abc123&x=1', '/set-password?token=[redacted]&x=1'],
    ['/?AccessToken=eyJ.x.y', '/?AccessToken=[redacted]'],
  ])('redacts %s', (url, expected) => {
    expect(loggableUrl(url)).toBe(expected);
  });

  it('leaves URLs without secrets alone', () => {
    const url = '/api/issue/1/location/NE-100/issues/2021-11-23/2027-11-23/DASHBOARD?take=5';
    expect(loggableUrl(url)).toBe(url);
  });
});

describe('OneLineRequestLog', () => {
  it('writes one line per request with the secrets of its URL redacted', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, logController: new OneLineRequestLog() });
    app.get('/api/download/*', async () => 'file');
    await app.inject({ url: '/api/download/eyJ.secret.sig/a.pdf?accessToken=eyJ.session.sig' });
    await app.close();

    const requestLines = lines.filter((line) => line['msg'] === 'request completed');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ method: 'GET', url: '/api/download/[redacted]/a.pdf?accessToken=[redacted]', statusCode: 200 });
    expect(JSON.stringify(lines)).not.toContain('secret');
    expect(JSON.stringify(lines)).not.toContain('session');
  });
});

describe('lazyRequestLogger', () => {
  const capture = () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    return { lines, stream };
  };

  it('gives request.log the request id only when something logs through it', async () => {
    const { lines, stream } = capture();
    const app = Fastify({ logger: { level: 'info', stream }, logController: new OneLineRequestLog(), childLoggerFactory: lazyRequestLogger });
    let quiet: unknown;
    app.get('/quiet', async (request) => {
      quiet = request.log;
      return 'ok';
    });
    app.get('/talks', async (request) => {
      request.log.warn({ detail: 1 }, 'something to say');
      return 'ok';
    });
    await app.inject({ url: '/quiet' });
    await app.inject({ url: '/talks' });
    await app.close();

    expect(quiet).toBeInstanceOf(LazyRequestLogger);
    expect((quiet as LazyRequestLogger).level).toBe('info');
    const said = lines.find((line) => line['msg'] === 'something to say');
    expect(said).toMatchObject({ level: 40, detail: 1, reqId: expect.any(String) });
    // Each completed line names its request, as the child logger's did.
    const completed = lines.filter((line) => line['msg'] === 'request completed');
    expect(completed.map((line) => line['url'])).toEqual(['/quiet', '/talks']);
    expect(new Set(completed.map((line) => line['reqId'])).size).toBe(2);
    expect(completed[1]?.['reqId']).toBe(said?.['reqId']);
  });
});
