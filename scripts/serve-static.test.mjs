// node --test scripts/ : serve-static.mjs (the compose services' server) sends the portal's policy and CORS,
// the build's precompressed copies, and the cache policy (ADR 0023).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

const script = path.join(import.meta.dirname, 'serve-static.mjs');
const SCRIPT = Array.from({ length: 1500 }, (_, index) => `export const value${index} = ${index * 7} + "${index.toString(36)}";`).join('\n');
const MANIFEST = JSON.stringify({ id: 'mfe_issues', exposes: Array.from({ length: 40 }, (_, index) => ({ path: `./part${index}` })) });

/** GET with the body as sent (fetch would decode it): status, headers, raw bytes. */
function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
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
  // As the production build leaves them: a .br and a .gz copy next to each file.
  for (const [name, content] of [['606.cf757926.js', SCRIPT], ['mf-manifest.json', MANIFEST]]) {
    writeFileSync(path.join(remoteRoot, name), content);
    writeFileSync(path.join(remoteRoot, `${name}.br`), brotliCompressSync(content));
    writeFileSync(path.join(remoteRoot, `${name}.gz`), gzipSync(content));
  }
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

test("the dashboard preloads the entries of the remotes with widgets only, read from each remote's remote.meta.json", async () => {
  const remoteWith = (widgets, name) => {
    const root = mkdtempSync(path.join(tmpdir(), 'serve-static-meta-'));
    writeFileSync(path.join(root, 'remote.meta.json'), JSON.stringify({ name, routes: [], sidebar: [], overlays: [], widgets }));
    return root;
  };
  const issuesRoot = remoteWith([{ id: 'current-issues', titleKey: 'issues.widget' }], 'mfe_issues');
  const notificationsRoot = remoteWith([], 'mfe_notifications');
  const registryRoot = mkdtempSync(path.join(tmpdir(), 'serve-static-registry-'));
  try {
    const [issues, notifications] = await Promise.all([serve(['--root', issuesRoot]), serve(['--root', notificationsRoot])]);
    const registryFile = path.join(registryRoot, 'registry.json');
    writeFileSync(
      registryFile,
      JSON.stringify({ remotes: [{ name: 'mfe_issues', url: `${issues}/` }, { name: 'mfe_notifications', url: `${notifications}/` }, { name: 'mfe_gone', url: 'http://127.0.0.1:9/' }] }),
    );
    const base = await serve(['--root', shellRoot, '--spa', '--registry', registryFile]);
    // The first page waits at most 300 ms for the remotes' answers (a loaded machine may take longer); the
    // answers are kept for the next page either way.
    await fetch(`${base}/`);
    const page = await (await fetch(`${base}/`)).text();
    assert.match(page, new RegExp(`<link rel="preload" href="${issues}/remoteEntry\\.js" as="script">`));
    assert.match(page, new RegExp(`<link rel="preload" href="${notifications}/remote\\.meta\\.json"`));
    assert.doesNotMatch(page, new RegExp(`${notifications}/(remoteEntry\\.js|mf-manifest\\.json)`));
    // One whose metadata cannot be read is preloaded as before.
    assert.match(page, /<link rel="preload" href="http:\/\/127\.0\.0\.1:9\/remoteEntry\.js" as="script">/);
  } finally {
    for (const root of [issuesRoot, notificationsRoot, registryRoot]) rmSync(root, { recursive: true, force: true });
  }
});

test("a deep link preloads its remote's manifest, entry and route files from the remote's origin, the dashboard not", async () => {
  const issuesRoot = mkdtempSync(path.join(tmpdir(), 'serve-static-route-'));
  const registryRoot = mkdtempSync(path.join(tmpdir(), 'serve-static-registry-'));
  // As the remote's build writes it (build-tools/rspack/route-preloads.mjs).
  const meta = {
    name: 'mfe_issues',
    routes: [{ path: '/aktuelle-fejl', titleKey: 'issues.route.current' }],
    sidebar: [],
    overlays: [],
    widgets: [{ id: 'issues-table', area: 'tables', order: 20 }],
    preload: { routes: { files: ['__federation_expose_start.051c2605.js', '324.5262ca15.css', '324.24ca516e.js'], shared: { '@portal/shared/data-table': ['vendor-grid.14b4ce06.js'] } } },
  };
  writeFileSync(path.join(issuesRoot, 'remote.meta.json'), JSON.stringify(meta));
  try {
    const issues = await serve(['--root', issuesRoot]);
    const registryFile = path.join(registryRoot, 'registry.json');
    writeFileSync(registryFile, JSON.stringify({ remotes: [{ name: 'mfe_issues', url: `${issues}/` }] }));
    const base = await serve(['--root', shellRoot, '--spa', '--registry', registryFile]);
    // The first page waits at most 300 ms for the remote's answer; it is kept for the next page either way.
    await fetch(`${base}/aktuelle-fejl`);
    const response = await fetch(`${base}/aktuelle-fejl`);
    const page = await response.text();
    const links = [...page.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"( crossorigin="anonymous")?>/g)].map((match) => match.slice(1).join(' ').trim());
    assert.deepEqual(links, [
      `${issues}/remote.meta.json fetch  crossorigin="anonymous"`,
      `${issues}/mf-manifest.json fetch  crossorigin="anonymous"`,
      `${issues}/remoteEntry.js script`,
      `${issues}/__federation_expose_start.051c2605.js script`,
      `${issues}/324.5262ca15.css style`,
      `${issues}/324.24ca516e.js script`,
      `${issues}/vendor-grid.14b4ce06.js script`,
    ]);
    // The policy already allows scripts and styles from the remote's origin.
    assert.match(response.headers.get('content-security-policy'), new RegExp(`script-src 'self' ${issues.replace(/[.]/g, '\\.')};`));
    const dashboard = await (await fetch(`${base}/`)).text();
    assert.match(dashboard, new RegExp(`<link rel="preload" href="${issues}/remoteEntry\\.js" as="script">`));
    assert.doesNotMatch(dashboard, /vendor-grid|324\.|__federation_expose_start/);
  } finally {
    for (const root of [issuesRoot, registryRoot]) rmSync(root, { recursive: true, force: true });
  }
});

test("a remote's page (no config.json, no registry) carries no boot data", async () => {
  writeFileSync(path.join(remoteRoot, 'index.html'), '<!doctype html><html><head></head><body>harness</body></html>');
  const base = await serve(['--root', remoteRoot]);
  assert.doesNotMatch(await (await fetch(`${base}/`)).text(), /portal-boot/);
});

test("a remote's hashed script: brotli or gzip as the browser accepts, immutable, varying on Accept-Encoding and Origin", async () => {
  const base = await serve(['--root', remoteRoot], { MFE_CORS_ORIGINS: 'http://localhost:8100' });
  const br = await rawGet(`${base}/606.cf757926.js`, { 'accept-encoding': 'gzip, deflate, br', origin: 'http://localhost:8100' });
  assert.equal(br.status, 200);
  assert.equal(br.headers['content-encoding'], 'br');
  assert.match(br.headers['content-type'], /javascript/);
  assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.deepEqual(br.headers.vary.split(',').map((token) => token.trim().toLowerCase()).sort(), ['accept-encoding', 'origin']);
  assert.equal(br.headers['access-control-allow-origin'], 'http://localhost:8100');
  assert.match(br.headers['content-security-policy'], /script-src 'self';/);
  assert.ok(br.body.length < SCRIPT.length / 3, `${br.body.length} bytes for ${SCRIPT.length}`);
  assert.equal(brotliDecompressSync(br.body).toString('utf8'), SCRIPT);

  const gzipped = await rawGet(`${base}/606.cf757926.js`, { 'accept-encoding': 'gzip' });
  assert.equal(gzipped.headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(gzipped.body).toString('utf8'), SCRIPT);

  const plain = await rawGet(`${base}/606.cf757926.js`);
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.match(plain.headers.vary, /accept-encoding/i);
  assert.equal(plain.body.toString('utf8'), SCRIPT);
});

test("a remote's entry files are revalidated: no-cache, an ETag, 304 when unchanged", async () => {
  const base = await serve(['--root', remoteRoot]);
  for (const [file, encoding] of [['mf-manifest.json', 'br'], ['remoteEntry.js', undefined]]) {
    const first = await rawGet(`${base}/${file}`, { 'accept-encoding': 'br' });
    assert.equal(first.status, 200, file);
    assert.equal(first.headers['content-encoding'], encoding, file);
    assert.equal(first.headers['cache-control'], 'no-cache', file);
    assert.ok(first.headers.etag, file);
    const again = await rawGet(`${base}/${file}`, { 'accept-encoding': 'br', 'if-none-match': first.headers.etag });
    assert.equal(again.status, 304, file);
    assert.equal(again.body.length, 0, file);
  }
  const manifest = await rawGet(`${base}/mf-manifest.json`, { 'accept-encoding': 'br' });
  assert.equal(brotliDecompressSync(manifest.body).toString('utf8'), MANIFEST);
});

test("the shell's /remotes.json and config.json are revalidated with an ETag; a changed registry gets a new one", async () => {
  const registryRoot = mkdtempSync(path.join(tmpdir(), 'serve-static-etag-'));
  const registryFile = path.join(registryRoot, 'registry.json');
  try {
    writeFileSync(registryFile, JSON.stringify({ remotes: [{ name: 'mfe_issues', url: 'https://a.example/issues/' }] }));
    const base = await serve(['--root', shellRoot, '--spa', '--registry', registryFile]);
    for (const file of ['remotes.json', 'config.json']) {
      const first = await rawGet(`${base}/${file}`);
      assert.equal(first.headers['cache-control'], 'no-cache', file);
      assert.ok(first.headers.etag, file);
      assert.equal((await rawGet(`${base}/${file}`, { 'if-none-match': first.headers.etag })).status, 304, file);
    }
    const before = (await rawGet(`${base}/remotes.json`)).headers.etag;
    writeFileSync(registryFile, JSON.stringify({ remotes: [{ name: 'mfe_issues', url: 'https://b.example/issues/' }] }));
    const changed = await rawGet(`${base}/remotes.json`, { 'if-none-match': before });
    assert.equal(changed.status, 200);
    assert.notEqual(changed.headers.etag, before);
    assert.equal(JSON.parse(changed.body.toString('utf8')).remotes[0].url, 'https://b.example/issues/');
  } finally {
    rmSync(registryRoot, { recursive: true, force: true });
  }
});
