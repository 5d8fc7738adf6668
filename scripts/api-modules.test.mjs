// Every API module has the template's file set (api/README.md, "How to add an API module").
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './workspaces.mjs';

const modulesDir = path.join(repoRoot, 'api', 'src', 'modules');

/**
 * What is wrong with a module's file names, if anything: `<domain>.service.ts` and `<domain>.test.ts`
 * always; routes and schemas together; every other file `<domain>.<layer>.ts`,
 * `<domain>-<area>.(service|repository|test).ts` or a helper `<domain>-<what>.ts`.
 */
export function layoutProblems(domain, files) {
  const problems = [];
  const has = (name) => files.includes(name);
  for (const required of ['service', 'test']) {
    if (!has(`${domain}.${required}.ts`)) problems.push(`${domain}: no ${domain}.${required}.ts`);
  }
  if (has(`${domain}.routes.ts`) !== has(`${domain}.schemas.ts`)) problems.push(`${domain}: routes and schemas come together`);
  const named = new RegExp(`^${domain}(\\.(routes|schemas|service|repository|test|test-data)|-[a-z]+(-[a-z]+)*(\\.(service|repository|test))?)\\.ts$`);
  for (const file of files) {
    if (!named.test(file)) problems.push(`${domain}: ${file} is not named <domain>.<layer>.ts, <domain>-<area>.<layer>.ts or <domain>-<what>.ts`);
  }
  return problems;
}

test('every module under api/src/modules follows the file set of the template', () => {
  const domains = readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  assert.ok(domains.length >= 8, `modules found: ${domains.join(', ')}`);
  const problems = domains.flatMap((domain) => layoutProblems(domain, readdirSync(path.join(modulesDir, domain))));
  assert.deepEqual(problems, []);
});

test('the layout check fails for a missing service or test, routes without schemas, or a stray name', () => {
  assert.equal(layoutProblems('chart', ['chart.routes.ts', 'chart.schemas.ts', 'chart.test.ts']).length, 1);
  assert.equal(layoutProblems('chart', ['chart.service.ts']).length, 1);
  assert.equal(layoutProblems('chart', ['chart.routes.ts', 'chart.service.ts', 'chart.test.ts']).length, 1);
  assert.equal(layoutProblems('issue', ['issue.service.ts', 'issue.test.ts', 'issue.mapper.ts', 'helpers.ts', 'issue-files.routes.ts']).length, 3);
  assert.deepEqual(layoutProblems('issue', ['issue.service.ts', 'issue.test.ts', 'issue-mapper.ts', 'issue-files.service.ts', 'issue-files.test.ts', 'issue.test-data.ts']), []);
});
