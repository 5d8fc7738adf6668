import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-app.js';
import { DICTIONARIES_DIR } from './resource.routes.js';
import { CULTURES } from './resource.service.js';
import { readDictionaryFile } from './resource.repository.js';

describe('dictionary files', () => {
  it('exist for every culture and have the same keys', async () => {
    expect(readdirSync(DICTIONARIES_DIR).filter((file) => file.endsWith('.json')).sort()).toEqual(
      CULTURES.map((culture) => `${culture}.json`).sort(),
    );
    const [first, ...others] = await Promise.all(CULTURES.map((culture) => readDictionaryFile(DICTIONARIES_DIR, culture)));
    const keys = Object.keys(first ?? {}).sort();
    expect(keys.length).toBeGreaterThan(0);
    for (const other of others) expect(Object.keys(other).sort()).toEqual(keys);
  });
});

describeEachDatabase('dictionary', (context) => {
  it('serves every culture without a token', async () => {
    for (const culture of CULTURES) {
      const response = await context().app.inject({ url: `/api/resource/dictionary?culture=${culture}` });
      expect(response.statusCode, culture).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      const body = response.json() as Record<string, unknown>;
      expect(Object.values(body).every((value) => typeof value === 'string')).toBe(true);
    }
    const upper = await context().app.inject({ url: '/api/resource/dictionary?culture=da-DK' });
    expect(upper.statusCode).toBe(200);
  });

  it('answers 400 for an unknown or missing culture', async () => {
    const unknown = await context().app.inject({ url: '/api/resource/dictionary?culture=fr-fr' });
    expect(unknown.statusCode).toBe(400);
    expect((unknown.json() as { message: string }).message).toContain('fr-fr');
    expect((await context().app.inject({ url: '/api/resource/dictionary?culture=../../x' })).statusCode).toBe(400);
    expect((await context().app.inject({ url: '/api/resource/dictionary' })).statusCode).toBe(400);
  });
});
