// node --test scripts/ : every name an app imports from 'react-router-dom' exists in the narrowed entry the
// apps share under that name (build-tools/rspack/shared-router.mjs, ADR 0027). A missing one would be
// `undefined` at run time in the built portal only (the unit tests use the whole package).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { remoteFolders, repoRoot } from './workspaces.mjs';

const entryFile = path.join(repoRoot, 'build-tools', 'rspack', 'shared-router.mjs');

/** The names shared-router.mjs exports. */
function exportedNames() {
  const list = /export\s*\{([^}]*)\}\s*from\s*'react-router'/.exec(readFileSync(entryFile, 'utf8'))?.[1] ?? '';
  return new Set(list.split(',').map((name) => name.trim()).filter(Boolean));
}

/** Every .ts/.tsx file under a folder (no node_modules, no build output). */
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [full] : [];
  });
}

const appFolders = ['shell', 'shared', ...remoteFolders()].map((folder) => path.join(repoRoot, folder, 'src'));

/** The value names (not types) one file imports from a module, with where. */
function importsFrom(file, moduleName) {
  const source = readFileSync(file, 'utf8');
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${moduleName}'`, 'g');
  const names = [];
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}

test("every name the apps import from 'react-router-dom' is in the shared router entry", () => {
  const exported = exportedNames();
  assert.ok(exported.has('BrowserRouter') && exported.has('useSearchParams'), 'the entry is read');
  const missing = [];
  let seen = 0;
  for (const file of appFolders.flatMap(sourceFiles)) {
    for (const name of importsFrom(file, 'react-router-dom')) {
      seen += 1;
      if (!exported.has(name)) missing.push(`${path.relative(repoRoot, file)}: ${name}`);
    }
  }
  assert.ok(seen > 10, `found the apps' imports (${seen})`);
  assert.deepEqual(missing, [], `add these to ${path.relative(repoRoot, entryFile)}`);
});

test("no app imports 'react-router' itself (it would be a second, unshared router) or the whole package by namespace", () => {
  const offenders = appFolders
    .flatMap(sourceFiles)
    .filter((file) => /from\s*'react-router(\/[^']*)?'|import\s*\*\s*as\s+\w+\s+from\s*'react-router-dom'/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(repoRoot, file));
  assert.deepEqual(offenders, []);
});
