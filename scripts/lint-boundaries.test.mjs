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
