import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssueDetails } from '@portal/shared/contract';
import { apiPackageRoot } from '../config.js';
import { buildApp } from '../app.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/migrator.js';
import type { Database } from '../db/schema.js';
import { createIssueTestData, type IssueTestData } from '../modules/issue/issue.test-data.js';
import { seedDemoData } from '../seed/demo-data.js';
import { TEST_JWT_SECRET, bearer, signInAs, testConfig } from '../test/test-app.js';
import { multipartBody, png, uploadToIssue } from '../test/uploads.js';
import { restoreBackup, RestoreError } from './restore.js';
import type { BackupManifest } from './backup.js';

const run = promisify(execFile);

/**
 * `npm run backup -w api` while the portal runs (SQLite online backup plus the
 * file store), `npm run restore -w api` into a fresh data folder, and a portal started on that folder
 * serves the same data: the location tree, an issue with its uploaded file (byte for byte), sign-in.
 */

interface Portal {
  app: FastifyInstance;
  db: Kysely<Database>;
  dataDir: string;
}

async function openPortal(dataDir: string): Promise<Portal> {
  const db = createDatabase({ sqliteFile: join(dataDir, 'portal.sqlite') });
  await migrateToLatest(db);
  const app = await buildApp({ config: testConfig(dataDir), db });
  await app.ready();
  return { app, db, dataDir };
}

/** Runs an api package script the way an operator does (npm run <script> -w api -- <args>), with DATA_DIR. */
async function npmRun(script: 'backup' | 'restore', args: string[], dataDir: string): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', script, '--', ...args], {
    cwd: apiPackageRoot,
    env: { ...process.env, DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' },
  });
  return stdout;
}

const image = png(16);
let original: Portal;
let restored: Portal | undefined;
let data: IssueTestData;
let backups: string;
let backupFolder: string;
const folders: string[] = [];
const tempFolder = (prefix: string): string => {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
};

beforeAll(async () => {
  const dataDir = tempFolder('portal-backup-source-');
  original = await openPortal(dataDir);
  await seedDemoData(original.db, { dataDir });
  data = await createIssueTestData(original.app, original.db, original.app.files);
  const upload = await uploadToIssue(original.app, data, data.openIssue.id, multipartBody([{ name: 'Tavle.png', content: image }]));
  expect(upload.statusCode).toBe(201);
  backups = tempFolder('portal-backups-');
}, 60_000);

afterAll(async () => {
  for (const portal of [original, restored]) {
    await portal?.app.close();
    await portal?.db.destroy();
  }
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function details(portal: Portal, token: string): Promise<IssueDetails> {
  const response = await portal.app.inject({
    method: 'POST',
    url: `/api/issue/${data.customerId}/issue/${data.openIssue.id}`,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: JSON.stringify(data.site),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as IssueDetails;
}

async function tree(portal: Portal, token: string): Promise<unknown> {
  const response = await portal.app.inject({ url: `/api/location/${data.customerId}/locations`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('backup and restore', () => {
  it('backs up the running portal into a timestamped folder', async () => {
    const output = await npmRun('backup', [backups], original.dataDir);
    const folder = /Backup written to (\S+)/.exec(output)?.[1];
    expect(folder, output).toMatch(/portal-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/);
    backupFolder = folder ?? '';
    const manifest = JSON.parse(readFileSync(join(backupFolder, 'manifest.json'), 'utf8')) as BackupManifest;
    expect(manifest).toMatchObject({ format: 1, database: 'sqlite', includesDatabase: true, files: { included: true } });
    expect(manifest.files.count).toBeGreaterThanOrEqual(1);
    expect(existsSync(join(backupFolder, 'portal.sqlite'))).toBe(true);
  }, 60_000);

  it('restores into a fresh data folder, where the portal serves the same data', async () => {
    // A change after the backup is not in it.
    const { token } = await signInAs(original.app, 'demo@example.com');
    const before = await details(original, token);
    const beforeTree = await tree(original, token);
    const later = await uploadToIssue(original.app, data, data.openIssue.id, multipartBody([{ name: 'Senere.png', content: png(4) }]));
    expect(later.statusCode).toBe(201);

    const target = join(tempFolder('portal-restore-'), 'data');
    const output = await npmRun('restore', [backupFolder], target);
    expect(output).toContain(`into ${target}`);
    restored = await openPortal(target);

    const session = await signInAs(restored.app, 'demo@example.com');
    expect(await tree(restored, session.token)).toEqual(beforeTree);
    const after = await details(restored, session.token);
    // The same issue, transactions and files (the files' signed links are made anew per answer).
    expect({ ...after, files: after.files.map((file) => file.displayName) }).toEqual({ ...before, files: before.files.map((file) => file.displayName) });
    expect(after.files.map((file) => file.displayName)).toEqual(['Tavle.png']);
    const download = await restored.app.inject({ url: after.files[0]?.url ?? '' });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(image)).toBe(true);
  }, 60_000);

  it('never restores over a data folder that has a database or files', () => {
    expect(() => restoreBackup(testConfig(restored?.dataDir ?? ''), backupFolder)).toThrow(RestoreError);
    expect(() => restoreBackup(testConfig(tempFolder('portal-not-a-backup-')), tempFolder('portal-empty-'))).toThrow(/not a backup/);
  });
});
