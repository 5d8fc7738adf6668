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
    inputs: [path.join(repoRoot, folder, 'src'), path.join(repoRoot, 'shared', 'src'), path.join(repoRoot, 'build-tools')],
  });
  return [
    frontEnd('shell', 'index.html'),
    ...remoteFolders().map((folder) => frontEnd(folder, 'mf-manifest.json')),
    { folder: 'api', output: path.join(repoRoot, 'api', 'dist', 'main.js'), inputs: [path.join(repoRoot, 'api', 'src')] },
  ];
}
