import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { bearer, describeEachDatabase, signIn, signInAs } from '../../test/test-app.js';

describeEachDatabase('ETags and compression of stable data', (context) => {
  it('tags the location tree and answers 304 to a matching If-None-Match', async () => {
    const { app } = context();
    const { token, claims: { CustomerId } } = await signInAs(app, 'demo@example.com');
    const url = `/api/location/${CustomerId}/locations`;
    const first = await app.inject({ url, headers: bearer(token) });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toContain('no-cache');

    const again = await app.inject({ url, headers: { ...bearer(token), 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await app.inject({ url, headers: { ...bearer(token), 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());

    // The tag never lets a stranger in: the guard runs first.
    const anden = await signIn(app, 'anden@example.com');
    expect((await app.inject({ url, headers: { ...bearer(anden), 'if-none-match': String(etag) } })).statusCode).toBe(404);
  });

  it('changes the tree tag when issue status changes through the API clear the badges', async () => {
    const { app, db } = context();
    const { token, claims: { CustomerId } } = await signInAs(app, 'demo@example.com');
    const customerId = Number(CustomerId);
    const url = `/api/location/${CustomerId}/locations`;
    const before = await app.inject({ url, headers: bearer(token) });
    expect(JSON.stringify(before.json())).toContain('"hasIncidents":true');
    const open = await db
      .selectFrom('issues')
      .select(['id', 'kind', 'status', 'updated', 'updated_by'])
      .where('customer_id', '=', customerId)
      .where('status', 'in', ['Error', 'NoAction', 'Created'])
      .execute();
    try {
      for (const issue of open) {
        const location = await db
          .selectFrom('locations')
          .innerJoin('issues', 'issues.location_id', 'locations.id')
          .select('locations.code')
          .where('issues.id', '=', issue.id)
          .executeTakeFirstOrThrow();
        const path =
          issue.kind === 'thermography'
            ? `/api/issue/${CustomerId}/updateThermographyStatus/${issue.id}/${location.code}`
            : `/api/issue/${CustomerId}/updateStatus/${issue.id}`;
        const done = await app.inject({ method: 'POST', url: path, headers: bearer(token), payload: { IssueStatus: 'Completed', Comment: 'Udbedret ved servicebesøget' } });
        expect(done.statusCode).toBe(200);
      }
      const after = await app.inject({ url, headers: { ...bearer(token), 'if-none-match': String(before.headers.etag) } });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(JSON.stringify(after.json())).not.toContain('"hasIncidents":true');
    } finally {
      for (const issue of open) {
        await db
          .updateTable('issues')
          .set({ status: issue.status, updated: issue.updated instanceof Date ? issue.updated.toISOString() : issue.updated, updated_by: issue.updated_by })
          .where('id', '=', issue.id)
          .execute();
      }
      // Written behind the API's back: tell the caches, as any writer in this process would.
      app.changes.changed(customerId);
    }
  });
});

/**
 * The provider's per-key rewordings (ADR 10), one set per language and over 1 KB, so the tags differ
 * between languages and the body is large enough to be compressed.
 */
const overridesDir = mkdtempSync(join(tmpdir(), 'portal-dictionaries-'));
for (const culture of ['da-dk', 'en-gb', 'de-de']) {
  const texts = Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`shell.override.${index}`, `${culture}: en omformuleret tekst nummer ${index}`]));
  writeFileSync(join(overridesDir, `${culture}.json`), JSON.stringify(texts));
}
afterAll(() => rmSync(overridesDir, { recursive: true, force: true }));

describeEachDatabase(
  'ETags and compression of the dictionaries',
  (context) => {
    it('tags the dictionaries', async () => {
      const { app } = context();
      const first = await app.inject({ url: '/api/resource/dictionary?culture=da-dk' });
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      const again = await app.inject({ url: '/api/resource/dictionary?culture=da-dk', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      const english = await app.inject({ url: '/api/resource/dictionary?culture=en-gb', headers: { 'if-none-match': etag } });
      expect(english.statusCode).toBe(200);
      expect(english.headers.etag).not.toBe(etag);

      // Large JSON is compressed for clients that accept it.
      expect(first.rawPayload.length).toBeGreaterThan(1024);
      const gzipped = await app.inject({ url: '/api/resource/dictionary?culture=da-dk', headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(first.json());
    });
  },
  { env: { DICTIONARIES_DIR: overridesDir } },
);
