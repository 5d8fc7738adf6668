#!/usr/bin/env node
// `npm run build`: builds the shell, every remote and the API.
import { spawnSync } from 'node:child_process';
import { buildTargets, repoRoot } from './workspaces.mjs';

// A remote's description (remote.meta.json) and its implementation (src/start.ts) must match first.
const check = spawnSync(process.execPath, ['scripts/check-remotes.mjs'], { cwd: repoRoot, stdio: 'inherit' });
if (check.status !== 0) {
  process.exit(check.status ?? 1);
}

for (const { folder } of buildTargets()) {
  const result = spawnSync('npm', ['run', 'build', '-w', folder], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}
