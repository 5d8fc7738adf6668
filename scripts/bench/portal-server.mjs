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
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error('server did not start');
}
