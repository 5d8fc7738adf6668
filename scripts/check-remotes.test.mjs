import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { checkRemote } from './check-remotes.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'check-remotes-'));
after(() => rmSync(root, { recursive: true, force: true }));

function remote(name, meta, start) {
  const folder = path.join(root, name);
  mkdirSync(path.join(folder, 'src'), { recursive: true });
  writeFileSync(path.join(folder, 'remote.meta.json'), JSON.stringify({ name, routes: [], sidebar: [], ...meta }));
  writeFileSync(path.join(folder, 'src', 'start.ts'), start);
  return folder;
}

const start = (overlays, widgets) => `import { defineRemote } from '@portal/shared';
import meta from '../remote.meta.json';
export const descriptor = defineRemote(meta, {
  routes: () => import('./root').then((m) => m.Root),
  embedded: () => import('./root').then((m) => m.EmbeddedRoot),
  overlays: { ${overlays.map((id) => `'${id}': () => import('./o')`).join(', ')} },
  widgets: { ${widgets.map((id) => `'${id}': () => import('./w')`).join(', ')} },
});`;

test('a remote whose loaders match its remote.meta.json passes', () => {
  const folder = remote('mfe-ok', { overlays: ['issue'], widgets: [{ id: 'table', area: 'tables', order: 1 }] }, start(['issue'], ['table']));
  assert.deepEqual(checkRemote(folder), []);
});

test('names a declared id without a loader and a loader without a declaration', () => {
  const folder = remote('mfe-bad', { overlays: ['issue', 'news'], widgets: [] }, start(['issue'], ['extra']));
  assert.deepEqual(checkRemote(folder), [
    "overlay 'news' is declared in remote.meta.json but has no loader in src/start.ts",
    "widget 'extra' has a loader in src/start.ts but is not declared in remote.meta.json",
  ]);
});

test('fails a start.ts without a defineRemote call', () => {
  const folder = remote('mfe-none', { overlays: [], widgets: [] }, 'export const descriptor = {};');
  assert.match(checkRemote(folder)[0] ?? '', /no defineRemote/);
});

test('the repository remotes pass', async () => {
  const { remoteFolders, repoRoot } = await import('./workspaces.mjs');
  const folders = remoteFolders();
  assert.ok(folders.length >= 2);
  for (const folder of folders) {
    assert.deepEqual(checkRemote(path.join(repoRoot, folder)), [], folder);
  }
});
