import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { describeEachDatabase } from '../../test/test-app.js';
import { readDictionaryFile } from './resource.repository.js';
import { CULTURES } from './resource.service.js';

describe('dictionary files (api/dictionaries)', () => {
  const dir = loadConfig({ JWT_SECRET: 'x' }).dictionariesDir;

  // The apps ship their own texts; these files hold only the provider's rewordings (possibly none), which
  // override the apps' texts per key.
  it('exist for every culture and have the same keys', async () => {
    expect(readdirSync(dir).filter((file) => file.endsWith('.json')).sort()).toEqual(
      CULTURES.map((culture) => `${culture}.json`).sort(),
    );
    const [first, ...others] = await Promise.all(CULTURES.map((culture) => readDictionaryFile(dir, culture)));
    const keys = Object.keys(first ?? {}).sort();
    for (const other of others) expect(Object.keys(other).sort()).toEqual(keys);
  });
});

const fixtureDir = mkdtempSync(join(tmpdir(), 'portal-dictionaries-'));
for (const culture of CULTURES) {
  writeFileSync(join(fixtureDir, `${culture}.json`), JSON.stringify({ 'login.title': `Sign in (${culture})` }));
}
const emptyDir = mkdtempSync(join(tmpdir(), 'portal-no-dictionaries-'));
afterAll(() => {
  rmSync(fixtureDir, { recursive: true, force: true });
  rmSync(emptyDir, { recursive: true, force: true });
});

describeEachDatabase(
  'dictionary',
  (context) => {
    it('serves every culture without a token', async () => {
      for (const culture of CULTURES) {
        const response = await context().app.inject({ url: `/api/resource/dictionary?culture=${culture}` });
        expect(response.statusCode, culture).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.json()).toEqual({ 'login.title': `Sign in (${culture})` });
      }
      const upper = await context().app.inject({ url: '/api/resource/dictionary?culture=da-DK' });
      expect(upper.json()).toEqual({ 'login.title': 'Sign in (da-dk)' });
    });

    it('lets the browser keep the current version of a dictionary for good, and revalidate any other URL', async () => {
      const plain = await context().app.inject({ url: '/api/resource/dictionary?culture=en-gb' });
      const version = String(plain.headers.etag).replace(/"/g, '');
      const current = await context().app.inject({ url: `/api/resource/dictionary?culture=en-gb&v=${version}` });
      expect(current.statusCode).toBe(200);
      expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(current.json()).toEqual({ 'login.title': 'Sign in (en-gb)' });
      const old = await context().app.inject({ url: '/api/resource/dictionary?culture=en-gb&v=an-older-version' });
      expect(old.headers['cache-control']).toBe('no-cache');
      expect(old.json()).toEqual({ 'login.title': 'Sign in (en-gb)' });
      // Another culture's version is not this one's.
      const daVersion = String((await context().app.inject({ url: '/api/resource/dictionary?culture=da-dk' })).headers.etag).replace(/"/g, '');
      expect((await context().app.inject({ url: `/api/resource/dictionary?culture=en-gb&v=${daVersion}` })).headers['cache-control']).toBe('no-cache');
    });

    it('answers 400 for an unknown or missing culture', async () => {
      const unknown = await context().app.inject({ url: '/api/resource/dictionary?culture=fr-fr' });
      expect(unknown.statusCode).toBe(400);
      expect((unknown.json() as { message: string }).message).toContain('fr-fr');
      expect((await context().app.inject({ url: '/api/resource/dictionary?culture=../../x' })).statusCode).toBe(400);
      expect((await context().app.inject({ url: '/api/resource/dictionary' })).statusCode).toBe(400);
    });
  },
  { env: { DICTIONARIES_DIR: fixtureDir } },
);

describeEachDatabase(
  'dictionary without files',
  (context) => {
    it('answers 503 with a clear message', async () => {
      const response = await context().app.inject({ url: '/api/resource/dictionary?culture=da-dk' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: 'The texts for da-dk are not available' });
    });
  },
  { env: { DICTIONARIES_DIR: emptyDir } },
);
