// The layer rule of eslint.config.js fails where it should (a rule that cannot fail would be a defect).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { repoRoot } from './workspaces.mjs';

const eslint = new ESLint({ cwd: repoRoot });

async function restrictedImports(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

test('a remote importing another remote or the shell fails', async () => {
  assert.equal((await restrictedImports('mfe-issues/src/x.ts', "import { KeyNumbersWidget } from '../../mfe-locations/src/key-numbers/key-numbers.widget';\nexport { KeyNumbersWidget };\n")).length, 1);
  assert.equal((await restrictedImports('mfe-issues/src/x.ts', "import { OverlayHost } from '../../shell/src/overlay/shell-overlay-host.component';\nexport { OverlayHost };\n")).length, 1);
  assert.equal((await restrictedImports('mfe-locations/src/a/x.ts', "import type { X } from '@portal/mfe-issues/src/x';\nexport type { X };\n")).length, 1);
});

test('shared importing a remote, the shell or the API fails', async () => {
  assert.equal((await restrictedImports('shared/src/ui/x.ts', "import { Root } from '../../../mfe-issues/src/root.component';\nexport { Root };\n")).length, 1);
  assert.equal((await restrictedImports('shared/src/ui/x.ts', "import { ShellApp } from '../../../shell/src/shell-app.component';\nexport { ShellApp };\n")).length, 1);
  assert.equal((await restrictedImports('shared/src/testing/x.ts', "import daDk from '../../../api/dictionaries/da-dk.json';\nexport { daDk };\n")).length, 1);
});

test('the shell importing a remote fails; imports through @portal/shared pass', async () => {
  assert.equal((await restrictedImports('shell/src/x.ts', "import { descriptor } from '../../mfe-issues/src/start';\nexport { descriptor };\n")).length, 1);
  assert.deepEqual(await restrictedImports('mfe-issues/src/x.ts', "import { useSession } from '@portal/shared';\nimport { DataTable } from '@portal/shared/data-table';\nexport { useSession, DataTable };\n"), []);
  assert.deepEqual(await restrictedImports('shared/src/ui/x.ts', "import { apiRequest } from '../api/api-client';\nexport { apiRequest };\n"), []);
});

test('API infrastructure (plugins, auth, storage, import, seeds) importing a module fails', async () => {
  assert.equal((await restrictedImports('api/src/plugins/x.ts', "import { findMemberships } from '../modules/employee/employee.service.js';\nexport { findMemberships };\n")).length, 1);
  assert.equal((await restrictedImports('api/src/auth/x.ts', "import type { IssueRow } from '../modules/issue/issue.repository.js';\nexport type { IssueRow };\n")).length, 1);
  assert.equal((await restrictedImports('api/src/storage/x.ts', "import { issueRoutes } from '../modules/issue/issue.routes.js';\nexport { issueRoutes };\n")).length, 1);
  assert.equal((await restrictedImports('api/src/import/writers/x.ts', "import { withAncestry } from '../../modules/location/location-scope.js';\nexport { withAncestry };\n")).length, 1);
  assert.deepEqual(await restrictedImports('api/src/plugins/x.ts', "import { findMembership } from '../auth/membership.repository.js';\nexport { findMembership };\n"), []);
});

test('an API repository importing a service or routes file, or a service importing routes, fails', async () => {
  assert.equal((await restrictedImports('api/src/modules/issue/issue.repository.ts', "import { updateIssue } from './issue.service.js';\nexport { updateIssue };\n")).length, 1);
  assert.equal((await restrictedImports('api/src/modules/issue/issue.repository.ts', "import { issueRoutes } from './issue.routes.js';\nexport { issueRoutes };\n")).length, 1);
  assert.equal((await restrictedImports('api/src/modules/issue/issue.service.ts', "import { issueRoutes } from './issue.routes.js';\nexport { issueRoutes };\n")).length, 1);
  assert.deepEqual(await restrictedImports('api/src/modules/issue/issue.service.ts', "import { findIssue } from './issue.repository.js';\nexport { findIssue };\n"), []);
});

test("an API module importing another module's routes fails; its service passes", async () => {
  assert.equal((await restrictedImports('api/src/modules/issue/issue-scope.ts', "import { locationRoutes } from '../location/location.routes.js';\nexport { locationRoutes };\n")).length, 1);
  assert.equal((await restrictedImports('api/src/modules/issue/issue.routes.ts', "import { locationRoutes } from '../location/location.routes.js';\nexport { locationRoutes };\n")).length, 1);
  assert.deepEqual(await restrictedImports('api/src/modules/issue/issue.routes.ts', "import { findLocation } from '../location/location.service.js';\nexport { findLocation };\n"), []);
});

test('an API service or repository importing from plugins/ (HTTP) fails: it throws domain errors', async () => {
  assert.equal((await restrictedImports('api/src/modules/issue/issue.service.ts', "import { HttpError } from '../../plugins/errors.js';\nexport { HttpError };\n")).length, 1);
  assert.equal((await restrictedImports('api/src/modules/issue/issue.repository.ts', "import { claimsOf } from '../../plugins/authentication.js';\nexport { claimsOf };\n")).length, 1);
  assert.deepEqual(await restrictedImports('api/src/modules/issue/issue.service.ts', "import { NotFoundError } from '../../errors/domain-errors.js';\nexport { NotFoundError };\n"), []);
});

test('API routes importing a repository fail; a service or repository importing Fastify fails', async () => {
  assert.equal((await restrictedImports('api/src/modules/issue/issue.routes.ts', "import { countIssues } from './issue.repository.js';\nexport { countIssues };\n")).length, 1);
  assert.equal((await restrictedImports('api/src/modules/issue/issue.routes.ts', "import { findLocationByCode } from '../location/location.repository.js';\nexport { findLocationByCode };\n")).length, 1);
  assert.equal((await restrictedImports('api/src/modules/issue/issue.service.ts', "import type { FastifyRequest } from 'fastify';\nexport type { FastifyRequest };\n")).length, 1);
  assert.equal((await restrictedImports('api/src/modules/issue/issue.repository.ts', "import multipart from '@fastify/multipart';\nexport { multipart };\n")).length, 1);
  assert.deepEqual(await restrictedImports('api/src/modules/issue/issue.routes.ts', "import { listIssuesOfLocations } from './issue.service.js';\nexport { listIssuesOfLocations };\n"), []);
  assert.deepEqual(await restrictedImports('api/src/modules/issue/issue.service.ts', "import type { RequestContext } from '../../context/service-context.js';\nexport type { RequestContext };\n"), []);
});

test('infrastructure in context/ importing a module fails', async () => {
  assert.equal((await restrictedImports('api/src/context/x.ts', "import { issueDetails } from '../modules/issue/issue.service.js';\nexport { issueDetails };\n")).length, 1);
});
