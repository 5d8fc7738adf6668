#!/usr/bin/env node
// Writes /remotes.json (the registry) and /config.json for a shell served on its own (the shell container
// in docker-compose).
//   node scripts/write-remotes-json.mjs --out <dir>
// The registry lists names and base URLs only, from REMOTE_<NAME>_URL (REMOTE_ISSUES_URL=http://localhost:8101
// -> { "name": "mfe_issues", "url": "http://localhost:8101/" }): each remote serves its own remote.meta.json
// next to its mf-manifest.json, so the shell's image holds nothing of a remote. serve-static.mjs reads
// remotes.json again whenever it changes: edit it (or mount another) to add or move a remote without a restart.
// config.json takes API_BASE_URL, PORTAL_ENVIRONMENT, PROVIDER_NAME, PUBLIC_SITE_URL (where logout goes; default
// /login), TIME_ZONE (the zone of every time on the screens; give the API the same, which writes the PDFs and mails
// in it) and MAP_TILE_URL, MAP_TILE_ATTRIBUTION.
import { mapAttributionFor, parseMapTileUrl } from '@portal/page-server/map-tiles';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { registryFromEnv } from '@portal/shared/remote-registry';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@portal/shared/rules';

function fail(message) {
  console.error(`write-remotes-json: ${message}`);
  process.exit(1);
}

function httpUrl(value, variable) {
  let url;
  try {
    url = new URL(value);
  } catch {
    fail(`${variable}='${value}' is not a valid URL (expected e.g. http://localhost:8102)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    fail(`${variable}='${value}' must be an http:// or https:// URL`);
  }
  return url;
}

const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
if (!values.out) fail('usage: node scripts/write-remotes-json.mjs --out <dir>');
const outDir = path.resolve(values.out);
const env = (name) => (process.env[name] ?? '').trim();

let registry;
try {
  registry = registryFromEnv(process.env) ?? { remotes: [] };
} catch (error) {
  fail(error.message);
}
if (registry.remotes.length === 0) console.warn('write-remotes-json: warning: no REMOTE_<NAME>_URL is set, the registry is empty');
const remotes = registry.remotes;

const apiBaseUrl = env('API_BASE_URL') || '/api';
if (!apiBaseUrl.startsWith('/')) httpUrl(apiBaseUrl, 'API_BASE_URL');
const publicSiteUrl = env('PUBLIC_SITE_URL') || '/login';
if (!publicSiteUrl.startsWith('/') || publicSiteUrl.startsWith('//')) httpUrl(publicSiteUrl, 'PUBLIC_SITE_URL');
// As the API reads it (api/src/config.ts): DIGEST_TIME_ZONE is its older name.
const timeZone = env('TIME_ZONE') || env('DIGEST_TIME_ZONE') || DEFAULT_TIME_ZONE;
if (!isTimeZone(timeZone)) fail(`TIME_ZONE must be an IANA time zone such as Europe/Copenhagen, got '${timeZone}'`);
const config = {
  apiBaseUrl: apiBaseUrl.replace(/\/+$/, '') || '/',
  environment: env('PORTAL_ENVIRONMENT') || 'production',
  providerName: env('PROVIDER_NAME') || 'Nordisk Sikring',
  publicSiteUrl,
  timeZone,
};
try {
  config.mapTileUrl = parseMapTileUrl(process.env.MAP_TILE_URL);
  config.mapAttribution = mapAttributionFor(process.env.MAP_TILE_ATTRIBUTION, config.mapTileUrl);
} catch (error) {
  fail(error.message);
}

mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'remotes.json'), `${JSON.stringify(registry, null, 2)}\n`);
writeFileSync(path.join(outDir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
console.log(
  `write-remotes-json: wrote ${path.join(outDir, 'remotes.json')} (${remotes.length} remote${remotes.length === 1 ? '' : 's'}: ` +
    `${remotes.map((remote) => remote.name).join(', ') || 'none'}) and config.json (apiBaseUrl ${config.apiBaseUrl})`,
);
