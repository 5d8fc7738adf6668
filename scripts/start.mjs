#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then runs the API, which
// also serves the shell, every remote, /remotes.json and /config.json (one process, SQLite by default).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildTargets, repoRoot } from './workspaces.mjs';

/** The newest modification time of a file, or of the files in a folder (0 when it does not exist). */
function newestMtime(folder) {
  if (!existsSync(folder)) {
    return 0;
  }
  if (statSync(folder).isFile()) {
    return statSync(folder).mtimeMs;
  }
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx')) {
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/**
 * A front-end's development build (`npm run dev`) names its entry `main.js`; a production build hashes every
 * name and cleans the folder, so a `main.js` in its dist means the app was last built for development.
 */
const isDevelopmentBuild = (target) => target.folder !== 'api' && existsSync(path.join(path.dirname(target.output), 'main.js'));

for (const target of buildTargets()) {
  const built = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
  const sources = Math.max(...target.inputs.map(newestMtime));
  if (built >= sources && !isDevelopmentBuild(target)) {
    continue;
  }
  console.log(`Building ${target.folder} ...`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.folder], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Build of ${target.folder} failed.`);
    process.exit(result.status ?? 1);
  }
}

const server = spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'main.js')], { cwd: repoRoot, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
