// node --test scripts/ : the commands the README names exist. Every `npm run <script>` in README.md (with or
// without `-w <workspace>`) is a script of the root or of that workspace, and every root script that runs a
// file with node (`node scripts/dev.mjs`) names a file that is there.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './workspaces.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const root = readJson(path.join(repoRoot, 'package.json'));

test('every root script that runs a file with node names a file that exists', () => {
  const missing = [];
  for (const [name, command] of Object.entries(root.scripts)) {
    for (const match of command.matchAll(/\bnode\s+(?:--[\w-]+\s+)*([\w./-]+\.m?js)\b/g)) {
      if (!existsSync(path.join(repoRoot, match[1]))) missing.push(`${name}: ${match[1]}`);
    }
  }
  assert.deepEqual(missing, []);
});

test('every npm run command in README.md is a script of the root or of the named workspace', () => {
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const commands = [...readme.matchAll(/npm run ([\w:-]+)(?: -w ([\w-]+))?/g)];
  assert.ok(commands.length > 10, 'the README names its commands');
  const missing = commands
    .filter(([, script, workspace]) => {
      const scripts = workspace ? readJson(path.join(repoRoot, workspace, 'package.json')).scripts ?? {} : root.scripts;
      return !(script in scripts);
    })
    .map(([command]) => command);
  assert.deepEqual(missing, []);
});
