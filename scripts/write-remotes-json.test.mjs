// node --test scripts/ : write-remotes-json.mjs writes the registry (names, base URLs) and config.json from the environment.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

const script = path.join(import.meta.dirname, 'write-remotes-json.mjs');
let root;

before(() => {
  root = mkdtempSync(path.join(tmpdir(), 'write-remotes-json-'));
});

after(() => rmSync(root, { recursive: true, force: true }));

function run(out, extraEnv) {
  // Only what the test sets: drop any REMOTE_*_URL / config variables inherited from the caller.
  const inherited = Object.entries(process.env).filter(
    ([key]) => !/^REMOTE_.*_URL$/.test(key) && ![
        'API_BASE_URL',
        'PORTAL_ENVIRONMENT',
        'PROVIDER_NAME',
        'PUBLIC_SITE_URL',
        'TIME_ZONE',
        'DIGEST_TIME_ZONE',
        'MAP_TILE_URL',
        'MAP_TILE_ATTRIBUTION',
      ].includes(key),
  );
  const env = { ...Object.fromEntries(inherited), ...extraEnv };
  return spawnSync(process.execPath, [script, '--out', out], { env, encoding: 'utf8' });
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

test('writes the registry from REMOTE_<NAME>_URL: names and base URLs only, nothing of the remotes themselves', () => {
  const out = path.join(root, 'out-1');
  const result = run(out, {
    REMOTE_LOCATIONS_URL: 'http://localhost:8102/',
    REMOTE_NEWS_CHARTS_URL: 'https://cdn.example.com/news',
  });
  assert.equal(result.status, 0, result.stderr);
  const registry = readJson(path.join(out, 'remotes.json'));
  assert.deepEqual(registry, {
    remotes: [
      { name: 'mfe_locations', url: 'http://localhost:8102/' },
      { name: 'mfe_news_charts', url: 'https://cdn.example.com/news/' },
    ],
  });
  assert.deepEqual(readJson(path.join(out, 'config.json')), {
    apiBaseUrl: '/api',
    environment: 'production',
    providerName: 'Nordisk Sikring',
    publicSiteUrl: '/login',
    timeZone: 'Europe/Copenhagen',
    mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapAttribution: '© OpenStreetMap contributors',
  });
});

test('config.json takes API_BASE_URL, PORTAL_ENVIRONMENT, PROVIDER_NAME, PUBLIC_SITE_URL, TIME_ZONE and the map tiles', () => {
  const out = path.join(root, 'out-2');
  const result = run(out, {
    API_BASE_URL: 'http://localhost:8080/api',
    PORTAL_ENVIRONMENT: 'staging',
    PROVIDER_NAME: 'Test Provider',
    PUBLIC_SITE_URL: 'https://www.provider.example/',
    TIME_ZONE: 'Atlantic/Faroe',
    MAP_TILE_URL: 'https://tiles.provider.example/{z}/{x}/{y}.png',
    MAP_TILE_ATTRIBUTION: 'Kort: Provider',
  });
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stderr, /no REMOTE_<NAME>_URL is set/);
  assert.deepEqual(readJson(path.join(out, 'remotes.json')), { remotes: [] });
  assert.deepEqual(readJson(path.join(out, 'config.json')), {
    apiBaseUrl: 'http://localhost:8080/api',
    environment: 'staging',
    providerName: 'Test Provider',
    publicSiteUrl: 'https://www.provider.example/',
    timeZone: 'Atlantic/Faroe',
    mapTileUrl: 'https://tiles.provider.example/{z}/{x}/{y}.png',
    mapAttribution: 'Kort: Provider',
  });
});

test('TIME_ZONE falls back to DIGEST_TIME_ZONE, as in the API, and a zone that is not one is refused', () => {
  const out = path.join(root, 'out-zone');
  assert.equal(run(out, { DIGEST_TIME_ZONE: 'Europe/Berlin' }).status, 0);
  assert.equal(readJson(path.join(out, 'config.json')).timeZone, 'Europe/Berlin');
  const result = run(path.join(root, 'out-bad-zone'), { TIME_ZONE: 'Europe/Aarhus' });
  assert.equal(result.status, 1);
  assert.match(result.stderr, /TIME_ZONE must be an IANA time zone/);
});

test('refuses a MAP_TILE_URL that is not an http(s) template with {z}, {x} and {y}', () => {
  for (const bad of ['ftp://tiles.example/{z}/{x}/{y}.png', 'https://tiles.example/tile.png', 'not a url']) {
    const result = run(path.join(root, 'out-map'), { MAP_TILE_URL: bad });
    assert.equal(result.status, 1, bad);
    assert.match(result.stderr, /MAP_TILE_URL/);
  }
});

for (const bad of ['ftp://localhost:8102', 'localhost:8102', 'not a url']) {
  test(`rejects a remote URL that is not http(s): '${bad}'`, () => {
    const out = path.join(root, `out-bad-${bad.replace(/\W/g, '_')}`);
    const result = run(out, { REMOTE_LOCATIONS_URL: bad });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /REMOTE_LOCATIONS_URL/);
    assert.equal(existsSync(path.join(out, 'remotes.json')), false);
  });
}
