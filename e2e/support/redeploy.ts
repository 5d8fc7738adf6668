import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A remote deployed on its own, as the e2e specs do it: the e2e server serves a copy of the built portal
 * (support/copy-portal.mjs, `.portal`), where a spec replaces one remote's files while the portal runs, as
 * a team's deploy to its static host would, and puts the repository's build back afterwards.
 */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const portalRoot = path.resolve(import.meta.dirname, '..', '.portal');

/** The deployed files of an app (e.g. 'mfe-issues') in the served copy. */
export const deployedDist = (app: string) => path.join(portalRoot, app, 'dist');

/** Every file of a folder with the SHA-256 of its bytes. */
export function fingerprint(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const file = path.join(current, name);
      if (statSync(file).isDirectory()) walk(file);
      else result[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
    }
  };
  walk(dir);
  return result;
}

/** Replaces an app's deployed files with those of `from` (a build's dist folder). */
export function deploy(app: string, from: string): void {
  rmSync(deployedDist(app), { recursive: true, force: true });
  cpSync(from, deployedDist(app), { recursive: true });
}

/** Puts the repository's build of an app back. */
export function restore(app: string): void {
  deploy(app, path.join(repoRoot, app, 'dist'));
}

/** Copies what a remote's build reads (its sources without tests, texts, metadata, config, package.json). */
export function copyRemoteSources(app: string, to: string): void {
  const source = path.join(repoRoot, app);
  for (const entry of ['src', 'translations', 'remote.meta.json', 'rspack.config.mjs', 'package.json']) {
    cpSync(path.join(source, entry), path.join(to, entry), { recursive: true, filter: (file) => !/\.test\.tsx?$/.test(file) });
  }
}

/** A production build of the app in `dir` with the repository's rspack. */
export function build(dir: string): void {
  execFileSync(path.join(repoRoot, 'node_modules', '.bin', 'rspack'), ['build'], { cwd: dir, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } });
}

export const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
export const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
