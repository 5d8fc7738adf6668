import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPackageRoot } from './config.js';
import { freePort, sleep } from './test/api-process.js';

/** The API's log output as a process writes it: stdout through pino's asynchronous destination (app.ts). */

interface Finished {
  stdout: string;
  code: number | null;
}

/** A process of the API package through tsx; `whileRunning` gets it once started, `stdout` so far. */
function runProcess(args: string[], env: Record<string, string>, whileRunning?: (child: ReturnType<typeof spawn>, stdout: () => string) => Promise<void>): Promise<Finished> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: apiPackageRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  // 'close' comes after the process has exited and its stdout has been read to the end.
  const closed = new Promise<Finished>((resolve) => child.once('close', (code) => resolve({ stdout, code })));
  const driven = whileRunning?.(child, () => stdout).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw new Error(`${String(error)}\nstderr: ${stderr}`);
  });
  return Promise.all([closed, driven]).then(([finished]) => finished);
}

const linesOf = (stdout: string): Array<Record<string, unknown>> =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('API log output', () => {
  let dataDir: string | undefined;
  afterEach(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  const environment = (): Record<string, string> => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-log-'));
    return { DATA_DIR: dataDir, JWT_SECRET: 'log-test-secret-0123456789abcdef0123456789', DEMO_DATA: '0', NODE_ENV: 'production', LOG_LEVEL: 'info' };
  };

  it('writes every request line of a burst when the process exits right after it', async () => {
    const count = 500;
    const { stdout, code } = await runProcess(['src/test/log-burst-process.ts', String(count)], environment());
    expect(code).toBe(0);
    const burst = linesOf(stdout).filter((line) => line['msg'] === 'request completed');
    expect(burst).toHaveLength(count);
    expect(burst[count - 1]).toMatchObject({ method: 'GET', url: `/api/health?burst=${count - 1}`, statusCode: 200 });
  }, 120_000);

  it('writes the request lines of the running API and its shutdown line on SIGTERM', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const urls = Array.from({ length: 50 }, (_, n) => `/api/health?sigterm=${n}`);
    const { stdout, code } = await runProcess(['src/main.ts'], { ...environment(), PORT: String(port), HOST: '127.0.0.1' }, async (child) => {
      const deadline = Date.now() + 45_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode})`);
        try {
          if ((await fetch(`${base}/api/health`)).ok) break;
        } catch {
          // not up yet
        }
        if (Date.now() > deadline) throw new Error('the API did not start');
        await sleep(150);
      }
      await Promise.all(urls.map(async (url) => expect((await fetch(`${base}${url}`)).status).toBe(200)));
      child.kill('SIGTERM');
    });
    expect(code).toBe(0);
    const lines = linesOf(stdout);
    const logged = lines.filter((line) => line['msg'] === 'request completed' && String(line['url']).includes('sigterm=')).map((line) => line['url']);
    expect(logged.sort()).toEqual([...urls].sort());
    const shutdown = lines.findIndex((line) => line['msg'] === 'SIGTERM: shutting down');
    expect(shutdown).toBeGreaterThan(lines.findLastIndex((line) => String(line['url']).includes('sigterm=')));
  }, 120_000);
});
