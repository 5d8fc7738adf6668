// node --test scripts/ : serve-static.mjs (the compose services' server) sends the portal's policy and CORS.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

const script = path.join(import.meta.dirname, 'serve-static.mjs');
let shellRoot;
let remoteRoot;
const servers = [];

before(() => {
  shellRoot = mkdtempSync(path.join(tmpdir(), 'serve-static-shell-'));
  writeFileSync(path.join(shellRoot, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(
    path.join(shellRoot, 'remotes.json'),
    JSON.stringify({ remotes: [{ name: 'mfe_issues', url: 'http://localhost:8101/' }, { name: 'mfe_x', url: '/mfe/x/' }] }),
  );
  writeFileSync(path.join(shellRoot, 'config.json'), JSON.stringify({ apiBaseUrl: 'https://api.example.com/api' }));
  remoteRoot = mkdtempSync(path.join(tmpdir(), 'serve-static-remote-'));
  writeFileSync(path.join(remoteRoot, 'remoteEntry.js'), 'var mfe_issues;');
});

after(() => {
  for (const server of servers) server.kill('SIGTERM');
  rmSync(shellRoot, { recursive: true, force: true });
  rmSync(remoteRoot, { recursive: true, force: true });
});

/** Starts the server on a free port; resolves with its base URL once it listens. */
function serve(args, env = {}) {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !['EMBED_ORIGINS', 'MFE_CORS_ORIGINS'].includes(key)));
  const child = spawn(process.execPath, [script, '--port', '0', '--host', '127.0.0.1', ...args], { env: { ...inherited, ...env } });
  servers.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /at (http:\/\/\S+?)\/?(\s|$)/.exec(output);
      if (match) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`serve-static exited ${code}: ${output}`)));
  });
}

test("the shell's pages allow scripts from its own origin and the remotes' origins, calls also to the API", async () => {
  const base = await serve(['--root', shellRoot, '--spa'], { EMBED_ORIGINS: 'https://intranet.example.com' });
  const response = await fetch(`${base}/aktuelle-fejl`);
  assert.equal(response.status, 200);
  const policy = response.headers.get('content-security-policy') ?? '';
  assert.match(policy, /script-src 'self' http:\/\/localhost:8101;/);
  assert.match(policy, /connect-src 'self' http:\/\/localhost:8101 https:\/\/api\.example\.com;/);
  assert.match(policy, /object-src 'none'/);
  assert.match(policy, /frame-ancestors https:\/\/intranet\.example\.com$/);
  assert.equal(response.headers.get('x-frame-options'), null);
  assert.equal(response.headers.get('access-control-allow-origin'), null);
  const nonce = /style-src 'self' http:\/\/localhost:8101 'nonce-([^']+)';/.exec(policy)?.[1];
  assert.ok(nonce, policy);
  assert.match(await response.text(), new RegExp(`<meta property="csp-nonce" nonce="${nonce.replace(/[+/]/g, '\\$&')}">`));
  const file = await fetch(`${base}/remotes.json`);
  assert.match(file.headers.get('content-security-policy') ?? '', /style-src 'self' http:\/\/localhost:8101;/);
});

test("a remote's files: CORS only for the shell's origin, frame options as frame-ancestors", async () => {
  const base = await serve(['--root', remoteRoot], { MFE_CORS_ORIGINS: 'http://localhost:8100' });
  const fromShell = await fetch(`${base}/remoteEntry.js`, { headers: { origin: 'http://localhost:8100' } });
  assert.equal(fromShell.headers.get('access-control-allow-origin'), 'http://localhost:8100');
  assert.match(fromShell.headers.get('content-security-policy') ?? '', /script-src 'self';/);
  assert.equal(fromShell.headers.get('x-frame-options'), 'SAMEORIGIN');
  const fromElsewhere = await fetch(`${base}/remoteEntry.js`, { headers: { origin: 'https://evil.example' } });
  assert.equal(fromElsewhere.headers.get('access-control-allow-origin'), null);
});

test('without --cors or MFE_CORS_ORIGINS no CORS header at all', async () => {
  const base = await serve(['--root', remoteRoot]);
  const response = await fetch(`${base}/remoteEntry.js`, { headers: { origin: 'http://localhost:8100' } });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('access-control-allow-origin'), null);
});

test('the registry is read again when it changes: /remotes.json and the policy follow without a restart', async () => {
  const registryRoot = mkdtempSync(path.join(tmpdir(), 'serve-static-registry-'));
  const registryFile = path.join(registryRoot, 'registry.json');
  try {
    writeFileSync(registryFile, JSON.stringify({ remotes: [{ name: 'mfe_issues', url: 'https://a.example/issues' }] }));
    const base = await serve(['--root', shellRoot, '--spa', '--registry', registryFile]);
    assert.deepEqual(await (await fetch(`${base}/remotes.json`)).json(), { remotes: [{ name: 'mfe_issues', url: 'https://a.example/issues/' }] });
    assert.match((await fetch(`${base}/`)).headers.get('content-security-policy') ?? '', /script-src 'self' https:\/\/a\.example;/);

    writeFileSync(registryFile, JSON.stringify({ remotes: [{ name: 'mfe_issues', url: 'https://b.example/issues/' }, { name: 'mfe_new', url: 'https://c.example/new/' }] }));
    const moved = await fetch(`${base}/remotes.json`);
    assert.equal(moved.headers.get('cache-control'), 'no-cache');
    assert.deepEqual((await moved.json()).remotes.map((remote) => remote.url), ['https://b.example/issues/', 'https://c.example/new/']);
    assert.match((await fetch(`${base}/lokation`)).headers.get('content-security-policy') ?? '', /script-src 'self' https:\/\/b\.example https:\/\/c\.example;/);

    // A broken edit keeps the last good registry.
    writeFileSync(registryFile, '{ "remotes": [ { "name": ');
    assert.equal((await (await fetch(`${base}/remotes.json`)).json()).remotes.length, 2);
  } finally {
    rmSync(registryRoot, { recursive: true, force: true });
  }
});

test("the shell's page carries its config and registry (ADR 0024), and the API's absence does not hold it up", async () => {
  // Nothing listens on the proxy's port: the dictionary versions are left out, the page still comes.
  const base = await serve(['--root', shellRoot, '--spa', '--api-proxy', 'http://127.0.0.1:9']);
  const started = Date.now();
  const page = await (await fetch(`${base}/`)).text();
  assert.ok(Date.now() - started < 2_000, 'the page did not wait for the API');
  const block = /<script type="application\/json" id="portal-boot">(.*?)<\/script>/.exec(page)?.[1];
  const boot = JSON.parse(block ?? 'null');
  assert.deepEqual(boot.config, { apiBaseUrl: 'https://api.example.com/api' });
  assert.deepEqual(boot.registry.remotes.map((remote) => remote.name), ['mfe_issues', 'mfe_x']);
  assert.equal(boot.dictionaryVersions, undefined);
  assert.match(page, /<link rel="preload" href="http:\/\/localhost:8101\/remoteEntry\.js" as="script">/);
  assert.match(page, /<link rel="preload" href="\/mfe\/x\/mf-manifest\.json" as="fetch" crossorigin="anonymous">/);
  const login = await (await fetch(`${base}/login`)).text();
  assert.match(login, /id="portal-boot"/);
  assert.doesNotMatch(login, /rel="preload"/);
});

test("a remote's page (no config.json, no registry) carries no boot data", async () => {
  writeFileSync(path.join(remoteRoot, 'index.html'), '<!doctype html><html><head></head><body>harness</body></html>');
  const base = await serve(['--root', remoteRoot]);
  assert.doesNotMatch(await (await fetch(`${base}/`)).text(), /portal-boot/);
});
