// Where the apps live, for the root scripts. Remotes are every `mfe-*` folder with a remote.meta.json.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

export function remoteFolders(root = repoRoot) {
  return readdirSync(root)
    .filter((name) => name.startsWith('mfe-') && existsSync(path.join(root, name, 'remote.meta.json')))
    .sort();
}

/** Each app with the file its build produces and the folders its build reads. */
export function buildTargets() {
  const frontEnd = (folder, output) => ({
    folder,
    output: path.join(repoRoot, folder, 'dist', output),
    // Its source, texts, remote description and build configuration, and the shared package's source and texts.
    inputs: [
      ...['src', 'translations', 'remote.meta.json', 'rspack.config.mjs'].map((name) => path.join(repoRoot, folder, name)),
      path.join(repoRoot, 'shared', 'src'),
      path.join(repoRoot, 'shared', 'translations'),
      path.join(repoRoot, 'build-tools'),
    ],
  });
  return [
    frontEnd('shell', 'index.html'),
    ...remoteFolders().map((folder) => frontEnd(folder, 'mf-manifest.json')),
    { folder: 'api', output: path.join(repoRoot, 'api', 'dist', 'main.js'), inputs: [path.join(repoRoot, 'api', 'src')] },
  ];
}

/** Folders that hold no source: installed packages, build output, test reports, run-time data. */
const skippedFolders = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'coverage', 'data']);
/** The one folder whose name starts with a dot that holds source: CI's entry script, every file of it. */
const checkedDotFolder = '.ci';
const checkedFile = /\.(ts|tsx|js|mjs|cjs|md|css|html|ya?ml|json|sh)$|^Dockerfile$/;
/** Written by npm, not by us. */
const generatedFile = 'package-lock.json';

/**
 * Every file of ours that holds text a person wrote (code, comments, docs, styles, JSON, the CI and container
 * files) under `folder`: what the repository-wide checks read.
 */
export function* textFiles(folder = repoRoot, everyFile = false) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name === checkedDotFolder) yield* textFiles(path.join(folder, entry.name), true);
      else if (!skippedFolders.has(entry.name) && !entry.name.startsWith('.')) yield* textFiles(path.join(folder, entry.name));
    } else if (everyFile || (checkedFile.test(entry.name) && entry.name !== generatedFile)) {
      yield path.join(folder, entry.name);
    }
  }
}
