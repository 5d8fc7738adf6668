// The built portal (api/dist/main.js) on a throwaway SQLite database with the demo data, for the
// browser benchmarks: started, awaited until healthy, and stopped with its data removed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../workspaces.mjs';

/** Starts the portal on `port`; resolves once `/api/health` answers. */
export async function startPortal(port) {
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const server = spawn(process.execPath, [path.join(repoRoot, 'api/dist/main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: 'bench-only' },
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let exited;
  server.on('exit', (code, signal) => (exited = signal ?? code));
  // Up to 60 s: migrations and the demo data take a while on a loaded machine.
  for (let attempt = 0; attempt < 300 && exited === undefined; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(exited === undefined ? 'server did not answer /api/health within 60 s' : `server exited (${exited}) before answering /api/health (port ${port} taken?)`);
}
