import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of the test's own (initdb + pg_ctl in a temporary folder, on a loopback port),
 * which the test may stop and start: never the shared server on 5432 that other suites use. The
 * machine's binaries are Debian's (/usr/lib/postgresql/<version>/bin, or PG_BIN). PostgreSQL refuses
 * to run as root, so as root the commands run as the `postgres` user (runuser).
 */
export interface ThrowawayPostgres {
  url: string;
  port: number;
  start(): Promise<void>;
  /** Fast shutdown: connections are closed, as in a restart or a failover. */
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`No PostgreSQL binaries under ${root} (set PG_BIN): the outage test needs initdb and pg_ctl`);
  return join(root, newest, 'bin');
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The first free port of PG_THROWAWAY_PORTS (`5440-5449` by default). */
async function freePort(): Promise<number> {
  const [from, to] = (process.env.PG_THROWAWAY_PORTS ?? '5440-5449').split('-').map(Number);
  for (let port = from ?? 5440; port <= (to ?? from ?? 5449); port += 1) {
    if (await portIsFree(port)) return port;
  }
  throw new Error(`No free port in ${process.env.PG_THROWAWAY_PORTS ?? '5440-5449'} for the throwaway PostgreSQL`);
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const folder = mkdtempSync(join(tmpdir(), 'portal-throwaway-pg-'));
  const dataDir = join(folder, 'data');
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(folder, Number(stdout.trim()), Number(group.trim()));
  }
  const pg = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args]) : run(join(bin, command), args);

  const port = await freePort();
  await pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  // Socket in the folder (not /var/run/postgresql, which may not be writable); TCP on loopback only.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async (): Promise<void> => {
    await pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(folder, 'server.log'), '-w', '-t', '30', 'start']);
  };
  const stop = async (): Promise<void> => {
    await pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    async destroy() {
      await stop().catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
