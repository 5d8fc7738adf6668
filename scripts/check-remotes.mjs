#!/usr/bin/env node
// Build-time check that each remote is described once and implemented exactly as described: every
// overlay type and widget id in `mfe-*/remote.meta.json` has a loader in the `defineRemote(meta, { ... })`
// call of `src/start.ts`, and every loader there is declared. Run by `npm run build` before any app is built.
//   node scripts/check-remotes.mjs [remotes root]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** Property names of an object literal (string or identifier keys). */
function keysOf(node) {
  if (!node || !ts.isObjectLiteralExpression(node)) return null;
  return node.properties.flatMap((property) => {
    const name = property.name;
    if (name && (ts.isIdentifier(name) || ts.isStringLiteral(name))) return [name.text];
    return [];
  });
}

/** The second argument of the `defineRemote(...)` call in start.ts, or null. */
function implementationOf(source) {
  let found = null;
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineRemote') {
      found = node.arguments[1] ?? null;
    }
    if (!found) ts.forEachChild(node, visit);
  };
  visit(source);
  return found && ts.isObjectLiteralExpression(found) ? found : null;
}

function compare(kind, declared, implemented) {
  return [
    ...declared.filter((id) => !implemented.includes(id)).map((id) => `${kind} '${id}' is declared in remote.meta.json but has no loader in src/start.ts`),
    ...implemented.filter((id) => !declared.includes(id)).map((id) => `${kind} '${id}' has a loader in src/start.ts but is not declared in remote.meta.json`),
  ];
}

/** The problems of one remote folder (empty when it is consistent). */
export function checkRemote(folder) {
  const meta = JSON.parse(readFileSync(path.join(folder, 'remote.meta.json'), 'utf8'));
  const file = path.join(folder, 'src', 'start.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const implementation = implementationOf(source);
  if (!implementation) return ['src/start.ts has no defineRemote(meta, { ... }) call with an object literal'];
  const property = (name) =>
    implementation.properties.find((entry) => ts.isPropertyAssignment(entry) && entry.name && ts.isIdentifier(entry.name) && entry.name.text === name);
  const problems = [];
  for (const required of ['routes', 'embedded']) {
    if (!property(required)) problems.push(`src/start.ts gives no '${required}' loader`);
  }
  const overlays = keysOf(property('overlays')?.initializer);
  const widgets = keysOf(property('widgets')?.initializer);
  if (!overlays || !widgets) return [...problems, "src/start.ts must give 'overlays' and 'widgets' as object literals"];
  return [
    ...problems,
    ...compare('overlay', meta.overlays ?? [], overlays),
    ...compare('widget', (meta.widgets ?? []).map((widget) => widget.id), widgets),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { remoteFolders, repoRoot } = await import('./workspaces.mjs');
  const root = path.resolve(process.argv[2] ?? repoRoot);
  let failed = false;
  for (const folder of remoteFolders(root)) {
    for (const problem of checkRemote(path.join(root, folder))) {
      console.error(`check-remotes: ${folder}: ${problem}`);
      failed = true;
    }
  }
  if (failed) process.exit(1);
  console.log('check-remotes: every remote implements exactly what its remote.meta.json declares');
}
