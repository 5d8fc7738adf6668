#!/usr/bin/env node
// Writes /remotes.json and /config.json for a shell served on its own (the shell container in docker-compose).
//   node scripts/write-remotes-json.mjs --out <dir>
// For every `mfe-<name>/remote.meta.json` the remote's base URL comes from REMOTE_<NAME>_URL
// (NAME upper-cased, dashes -> underscores; e.g. REMOTE_LOCATIONS_URL=http://localhost:8102).
// A remote without its variable is left out (with a warning). config.json takes API_BASE_URL,
// PORTAL_ENVIRONMENT, PROVIDER_NAME and PUBLIC_SITE_URL (where logout goes; default /login). REMOTES_ROOT overrides the folder searched for mfe-* (tests).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const repoRoot = path.resolve(import.meta.dirname, '..');

function fail(message) {
  console.error(`write-remotes-json: ${message}`);
  process.exit(1);
}

function envNameFor(remoteName) {
  return `REMOTE_${remoteName.toUpperCase().replace(/-/g, '_')}_URL`;
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
const remotesRoot = path.resolve(process.env.REMOTES_ROOT || repoRoot);
const env = (name) => (process.env[name] ?? '').trim();

const remotes = [];
const folders = readdirSync(remotesRoot)
  .filter((folder) => folder.startsWith('mfe-') && existsSync(path.join(remotesRoot, folder, 'remote.meta.json')))
  .sort();
for (const folder of folders) {
  const name = folder.slice('mfe-'.length);
  const variable = envNameFor(name);
  const value = env(variable);
  if (!value) {
    console.warn(`write-remotes-json: warning: ${variable} is not set, leaving remote '${folder}' out of remotes.json`);
    continue;
  }
  const base = httpUrl(value, variable).href.replace(/\/+$/, '');
  let meta;
  try {
    meta = JSON.parse(readFileSync(path.join(remotesRoot, folder, 'remote.meta.json'), 'utf8'));
  } catch (error) {
    fail(`cannot read ${folder}/remote.meta.json: ${error.message}`);
  }
  remotes.push({ ...meta, manifest: `${base}/mf-manifest.json` });
}

const apiBaseUrl = env('API_BASE_URL') || '/api';
if (!apiBaseUrl.startsWith('/')) httpUrl(apiBaseUrl, 'API_BASE_URL');
const publicSiteUrl = env('PUBLIC_SITE_URL') || '/login';
if (!publicSiteUrl.startsWith('/') || publicSiteUrl.startsWith('//')) httpUrl(publicSiteUrl, 'PUBLIC_SITE_URL');
const config = {
  apiBaseUrl: apiBaseUrl.replace(/\/+$/, '') || '/',
  environment: env('PORTAL_ENVIRONMENT') || 'production',
  providerName: env('PROVIDER_NAME') || 'Nordisk Sikring',
  publicSiteUrl,
};

mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'remotes.json'), `${JSON.stringify({ remotes }, null, 2)}\n`);
writeFileSync(path.join(outDir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
console.log(
  `write-remotes-json: wrote ${path.join(outDir, 'remotes.json')} (${remotes.length} remote${remotes.length === 1 ? '' : 's'}: ` +
    `${remotes.map((remote) => remote.name).join(', ') || 'none'}) and config.json (apiBaseUrl ${config.apiBaseUrl})`,
);
