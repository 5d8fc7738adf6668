#!/usr/bin/env node
// `npm run typecheck`: `tsc --noEmit` of every workspace that has a typecheck script, as many at a time as
// the machine has cores (tsc uses one; one after the other took 117 s of CI on two cores). Each one's
// output is printed when it ends, so the lines of two checks never interleave; exits 1 if any failed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './workspaces.mjs';

const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const checked = workspaces.filter((folder) => {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8'));
  return Boolean(manifest.scripts?.typecheck);
});

function typecheck(folder) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'typecheck', '--silent', '-w', folder], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const text = Buffer.concat(output)
        .toString('utf8')
        .split('\n')
        // npm's notice about the machine's own npmrc, not about the code.
        .filter((line) => !/^npm warn Unknown (user|env) config/.test(line))
        .join('\n')
        .trim();
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${folder} (${seconds} s)${text ? `\n${text}\n` : ''}`);
      resolve(code === 0);
    });
  });
}

const queue = [...checked];
const concurrency = Math.max(1, Math.min(os.availableParallelism(), queue.length));
const results = await Promise.all(
  Array.from({ length: concurrency }, async () => {
    const passed = [];
    for (let folder = queue.shift(); folder !== undefined; folder = queue.shift()) passed.push(await typecheck(folder));
    return passed.every(Boolean);
  }),
);
if (!results.every(Boolean)) {
  console.error('typecheck failed');
  process.exit(1);
}
