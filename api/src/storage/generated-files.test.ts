import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStore, isOrphanTemporary } from './file-store.js';
import { sweepGeneratedFiles } from './generated-files.js';

describe('sweeping generated files', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-sweep-'));
  const store = createFileStore(dataDir);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const age = (key: string, hours: number) => {
    const when = new Date(Date.now() - hours * 60 * 60 * 1000);
    utimesSync(join(store.root, key), when, when);
  };

  it('removes reports and bundles whose links have expired, and nothing else', async () => {
    await store.put('reports/issues/old.pdf', Buffer.from('%PDF-old'));
    await store.put('reports/issues/new.pdf', Buffer.from('%PDF-new'));
    await store.put('bundles/old.zip', Buffer.from('PK old'));
    await store.put('bundles/recent.zip', Buffer.from('PK recent'));
    await store.put('customers/1/issues/2/upload.pdf', Buffer.from('%PDF-upload'));
    age('reports/issues/old.pdf', 3);
    age('bundles/old.zip', 9 * 24);
    age('bundles/recent.zip', 3 * 24);
    age('customers/1/issues/2/upload.pdf', 400 * 24);

    expect(await sweepGeneratedFiles(store)).toEqual({ reports: 1, bundles: 1, tmp: 0 });
    expect(await store.exists('reports/issues/old.pdf')).toBe(false);
    expect(await store.exists('reports/issues/new.pdf')).toBe(true);
    expect(await store.exists('bundles/old.zip')).toBe(false);
    expect(await store.exists('bundles/recent.zip')).toBe(true);
    // Uploaded files are never generated files.
    expect(await store.exists('customers/1/issues/2/upload.pdf')).toBe(true);
  });

  it('removes orphan .part files of crashed uploads older than an hour, not ones being written', async () => {
    const temporary = join(store.root, '.tmp');
    mkdirSync(temporary, { recursive: true });
    writeFileSync(join(temporary, 'crashed.part'), 'half an upload');
    writeFileSync(join(temporary, 'writing.part'), 'an upload in progress');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(join(temporary, 'crashed.part'), twoHoursAgo, twoHoursAgo);

    expect((await sweepGeneratedFiles(store)).tmp).toBe(1);
    expect(readdirSync(temporary)).toEqual(['writing.part']);
  });

  it('removes at once the .part files of a crashed process of this host, keeps those of live ones', async () => {
    const temporary = join(store.root, '.tmp');
    mkdirSync(temporary, { recursive: true });
    await store.put('reports/issues/own.pdf', Buffer.from('%PDF-'));
    const host = hostname().toLowerCase().replace(/[^a-z0-9-]/g, '-');
    // A process that has exited: its pid is free.
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    const names = {
      crashed: `${host}_${gone}_aaaaaaaaaaaa.1.part`,
      restarted: `${host}_${process.pid}_bbbbbbbbbbbb.2.part`,
      live: `${host}_${process.ppid}_cccccccccccc.3.part`,
      otherHost: `elsewhere_${gone}_dddddddddddd.4.part`,
    };
    for (const name of Object.values(names)) writeFileSync(join(temporary, name), 'half a file');
    expect(isOrphanTemporary(names.crashed)).toBe(true);
    expect(isOrphanTemporary(names.restarted)).toBe(true);
    expect((await sweepGeneratedFiles(store)).tmp).toBe(2);
    expect(readdirSync(temporary).sort()).toEqual([names.live, names.otherHost, 'writing.part'].sort());
  });

  it('is a no-op when nothing was generated yet', async () => {
    const emptyDir = mkdtempSync(join(tmpdir(), 'portal-sweep-empty-'));
    try {
      expect(await sweepGeneratedFiles(createFileStore(emptyDir))).toEqual({ reports: 0, bundles: 0, tmp: 0 });
    } finally {
      rmSync(emptyDir, { recursive: true, force: true });
    }
  });
});
