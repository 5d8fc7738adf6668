import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import pg from 'pg';
import { apiPackageRoot } from '../config.js';

/** Helpers for tests that run the API as real processes (src/main.ts through tsx). */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** One API process; its output goes to `logFile`. */
export class ApiProcess {
  private child: ChildProcess | undefined;
  readonly base: string;
  /** How often it was started (the log marks each start). */
  starts = 0;

  constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
    private readonly logFile: string,
  ) {
    this.base = `http://127.0.0.1:${port}`;
  }

  /** Starts it and resolves once /api/health answers. */
  async start(): Promise<void> {
    this.starts += 1;
    const log = createWriteStream(this.logFile, { flags: 'a' });
    log.write(`\n=== start ${this.starts} ===\n`);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiPackageRoot,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    this.child = child;
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the API process exited (${child.exitCode}); see ${this.logFile}`);
      try {
        if ((await fetch(`${this.base}/api/health`)).ok) return;
      } catch {
        // not up yet
      }
      await sleep(150);
    }
    throw new Error(`the API process did not start; see ${this.logFile}`);
  }

  /** SIGTERM (a shutdown, SIGKILL after 10 s) or SIGKILL (a crash); resolves once the process is gone. */
  async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
    this.child = undefined;
  }
}

/** A new PostgreSQL database on TEST_DATABASE_URL's server (a process needs a DATABASE_URL of its own). */
export async function createPostgresDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = new URL(process.env.TEST_DATABASE_URL ?? '');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.href });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(base.href);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      // The processes' last connections may still be closing: retry rather than force them.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
          break;
        } catch (error) {
          if (attempt === 20) throw error;
          await sleep(250);
        }
      }
      await admin.end();
    },
  };
}
