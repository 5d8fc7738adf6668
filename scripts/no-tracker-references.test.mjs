// node --test scripts/ : code, comments and docs state the present and say why; the tracker's history stays in
// git. No file of the repository names a tracker issue ("issue 12", "Issue 17's findings", "#35"): such a
// reference means nothing to a reader without the tracker and goes stale when the issue closes.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot, textFiles } from './workspaces.mjs';

/**
 * "issue 12", "Issues 7", "issue #35", "#35" (but not a quoted "Issue 42", which is what a test renders, nor a
 * colour like #555).
 */
const trackerReference = /(?<!['"`\w])[Ii]ssues? #?\d+\b|(?<![\w&#'"`:-]\s?)(?<=^|[\s(])#\d{1,4}\b(?![\w-])/g;
const colour = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Each tracker reference in `text`, as `line: excerpt`. */
export function trackerReferencesIn(text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(trackerReference)) {
      const isColour = colour.test(match[0]) && /\b(colou?r|background|border|fill|stroke|shadow|outline)\b/i.test(line);
      if (!isColour) found.push(`${index + 1}: ${match[0]}`);
    }
  });
  return found;
}

test('finds the forms a tracker reference takes, and leaves quoted text and colours alone', () => {
  assert.deepEqual(trackerReferencesIn('// The lists (issue 11, TBT).\n/* Issue 17: */\n(#35) and issues 7\n'), ['1: issue 11', '2: Issue 17', '3: #35', '3: issues 7']);
  assert.deepEqual(trackerReferencesIn("expect(screen.getByText('Issue 42'));\n.x { color: #555; }\n"), []);
});

test('no file names a tracker issue', () => {
  const found = [];
  const checked = new Set();
  for (const file of textFiles()) {
    const relative = path.relative(repoRoot, file);
    checked.add(relative.split(path.sep).join('/'));
    // This file names the forms it looks for.
    if (relative === path.join('scripts', 'no-tracker-references.test.mjs')) continue;
    for (const reference of trackerReferencesIn(readFileSync(file, 'utf8'))) found.push(`${relative}:${reference}`);
  }
  // Not vacuous: the walk reaches the docs, the ADRs, code and comments of every kind of workspace, the
  // translations and the CI and container files.
  for (const file of [
    'README.md',
    'SECURITY.md',
    'docs/architecture.md',
    'docs/architecture-decisions/0050-routes-once-checked-javascript-page-server.md',
    'api/src/config.ts',
    'api/src/db/migrations/0017-portfolio-aggregates.ts',
    'shared/src/contract/portfolio.rules.js',
    'shell/src/bootstrap.tsx',
    'shell/src/global.css',
    'shell/src/index.html',
    'mfe-portfolio/remote.meta.json',
    'mfe-portfolio/translations/de-de.json',
    'page-server/src/boot-document.js',
    'e2e/specs/visual.spec.ts',
    'scripts/test.mjs',
    'scripts/docker/postgres/entrypoint.sh',
    '.ci/run',
    'Dockerfile',
    'docker-compose.yml',
  ]) {
    assert.ok(checked.has(file), `${file} is checked`);
  }
  assert.ok(checked.size > 500, `${checked.size} files checked`);
  assert.deepEqual(found, []);
});
