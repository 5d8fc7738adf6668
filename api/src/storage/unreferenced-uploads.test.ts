import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures.js';
import { createTestDatabase, testDialects, type TestDatabase } from '../test/test-app.js';
import { createFileStore } from './file-store.js';
import { removeUnreferencedUploads } from './unreferenced-uploads.js';

for (const dialect of testDialects()) {
  describe(`removing uploads a crash left without rows [${dialect}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
    });
    afterAll(() => database.cleanup());

    it('removes objects under customers/ that no row names and that predate the start; keeps the rest', async () => {
      const { db, dataDir } = database;
      const store = createFileStore(dataDir);
      const make = fixtures(db);
      const customer = await make.customer();
      const location = await make.location(customer);
      const installation = await make.installation(customer, location);
      const issueId = await make.issue(customer, location, installation);
      const prefix = `customers/${customer}/issues/${issueId}`;
      for (const name of ['kept', 'orphan', 'fresh']) await store.put(`${prefix}/${name}.png`, Buffer.from(name));
      await store.put('demo/other.png', Buffer.from('not an upload'));
      await db
        .insertInto('files')
        .values({ customer_id: customer, issue_id: issueId, purpose: 'attachment', display_name: 'kept.png', storage_key: `${prefix}/kept.png`, size: 4, content_type: 'image/png', uploaded_by: 'Test', created: new Date().toISOString() })
        .execute();
      const startedAt = new Date(Date.now() - 60_000);
      const before = new Date(Date.now() - 120_000);
      for (const key of [`${prefix}/kept.png`, `${prefix}/orphan.png`, 'demo/other.png']) utimesSync(join(store.root, key), before, before);

      expect(await removeUnreferencedUploads(db, store, startedAt)).toBe(1);
      expect(await store.exists(`${prefix}/orphan.png`)).toBe(false);
      expect(await store.exists(`${prefix}/kept.png`)).toBe(true);
      // Written after the start: maybe an upload whose rows are on their way.
      expect(await store.exists(`${prefix}/fresh.png`)).toBe(true);
      expect(await store.exists('demo/other.png')).toBe(true);
    });
  });
}
