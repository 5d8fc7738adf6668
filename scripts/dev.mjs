#!/usr/bin/env node
// `npm run dev`: the whole portal with reload. The API restarts on every change of its sources (tsx watch,
// `npm run dev -w api`), and the shell and every remote rebuild on every change (`rspack build --watch
// --mode development`) into the dist folders the API serves: reload the page to see a change. One address
// (http://localhost:PORT, 8080 by default), the same as `npm start`. Ctrl+C stops them all.
// A development build is never served by `npm start` by mistake: it rebuilds a dist holding one (start.mjs).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { buildTargets, repoRoot } from './workspaces.mjs';

const apps = buildTargets()
  .filter((target) => target.folder !== 'api')
  .map((target) => ({ name: target.folder, args: ['run', 'build', '-w', target.folder, '--', '--watch', '--mode', 'development'] }));
const processes = [...apps, { name: 'api', args: ['run', 'dev', '-w', 'api'] }];
const width = Math.max(...processes.map((entry) => entry.name.length));

/** Each line of a child's output, after its name. */
function prefixLines(stream, name, out) {
  createInterface({ input: stream }).on('line', (line) => out.write(`${name.padEnd(width)} | ${line}\n`));
}

let stopping = false;
const children = processes.map(({ name, args }) => {
  // Its own process group, so stopping it stops what npm started under it too.
  const child = spawn('npm', args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  prefixLines(child.stdout, name, process.stdout);
  prefixLines(child.stderr, name, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
      stop(code || 1);
    }
  });
  return child;
});

function stop(exitCode) {
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
  process.exitCode = exitCode;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => stop(0));
}
