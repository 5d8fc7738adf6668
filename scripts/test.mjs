#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure, with the time each took.
// API tests (and the crash test) also run on PostgreSQL when TEST_DATABASE_URL is set (they fail if it
// is unreachable).
import { spawnSync } from 'node:child_process';
import { repoRoot } from './workspaces.mjs';

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit tests', ['run', 'test:unit']],
  ['script tests', ['run', 'test:scripts']],
  ['API tests', ['run', 'test:api']],
  // The short form of the crash test (npm run test:crash runs 5 kills per database).
  ['crash test (2 kills)', ['run', 'test:crash'], { CRASH_KILLS: '2' }],
  // Two API processes on one PostgreSQL and one S3 store (skipped without TEST_DATABASE_URL).
  ['scale-out test', ['run', 'test:scale-out']],
  // PostgreSQL stopped for 10 s under light load: a throwaway cluster of the test's own (initdb + pg_ctl
  // on a loopback port in 5440-5449, never the shared server); fails if it cannot start one.
  ['database outage test', ['run', 'test:outage']],
  ['build', ['run', 'build']],
  // Each page's JavaScript (gzip) against scripts/bench/js-budget.json: at most 5 % above.
  ['JavaScript budget', ['run', 'test:js-budget']],
  ['e2e tests', ['run', 'test:e2e']],
];

const timings = [];
for (const [name, args, env = {}] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync('npm', args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds} s`);
  if (result.status !== 0) {
    console.error(`\n${name} failed after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\nAll checks passed.\n${timings.join('\n')}`);
