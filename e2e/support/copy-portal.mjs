#!/usr/bin/env node
// Copies the built portal (shell/dist and every mfe-*/dist) into e2e/.portal, the PORTAL_ROOT of the e2e
// server: a spec may then redeploy a remote there (replace its files) while the portal runs, without
// touching the repository's builds.
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const target = path.resolve(import.meta.dirname, '..', '.portal');
rmSync(target, { recursive: true, force: true });
for (const app of ['shell', ...readdirSync(repoRoot).filter((name) => name.startsWith('mfe-'))]) {
  const dist = path.join(repoRoot, app, 'dist');
  if (existsSync(dist)) cpSync(dist, path.join(target, app, 'dist'), { recursive: true });
}
console.log(`copy-portal: ${target}`);
