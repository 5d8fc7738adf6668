// node --test scripts/ : the shared-singleton table declares each app's own version ranges (ADR 17).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { sharedSingletonsFor } from '../build-tools/rspack/shared-singletons.mjs';
import { repoRoot } from './workspaces.mjs';

const packageOf = (folder) => JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8'));

test("every entry is a singleton that warns rather than fails, with the app's own range", () => {
  const issues = packageOf('mfe-issues');
  const table = sharedSingletonsFor(path.join(repoRoot, 'mfe-issues'));
  for (const [name, entry] of Object.entries(table)) {
    assert.equal(entry.singleton, true, name);
    assert.equal(entry.strictVersion, false, name);
  }
  assert.equal(table.react.requiredVersion, issues.dependencies.react);
  assert.equal(table['react/jsx-runtime'].requiredVersion, issues.dependencies.react);
  assert.equal(table['react-dom/client'].requiredVersion, issues.dependencies['react-dom']);
  assert.equal(table['@portal/shared'].requiredVersion, `^${packageOf('shared').version}`);
  // Brought by @portal/shared when the app does not name it itself.
  assert.equal(sharedSingletonsFor(path.join(repoRoot, 'shell'))['single-spa-react'].requiredVersion, packageOf('shared').dependencies['single-spa-react']);
});

test('a team that moves to another range declares it, and nothing else changes', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shared-singletons-'));
  try {
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'x', dependencies: { react: '^20.0.0' } }));
    const table = sharedSingletonsFor(dir);
    assert.equal(table.react.requiredVersion, '^20.0.0');
    assert.equal(table['react-dom'].requiredVersion, packageOf('shared').dependencies['react-dom']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("react-router-dom is provided from the narrowed entry, with the installed package's version (ADR 27)", () => {
  const entry = sharedSingletonsFor(path.join(repoRoot, 'shell'))['react-router-dom'];
  assert.equal(entry.import, path.join(repoRoot, 'build-tools', 'rspack', 'shared-router.mjs'));
  const installed = JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', 'react-router-dom', 'package.json'), 'utf8')).version;
  assert.equal(entry.version, installed);
  assert.equal(entry.requiredVersion, packageOf('shell').dependencies['react-router-dom']);
  // The other entries are the packages themselves.
  assert.equal(sharedSingletonsFor(path.join(repoRoot, 'shell')).react.import, undefined);
});
