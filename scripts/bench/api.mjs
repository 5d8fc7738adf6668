#!/usr/bin/env node
// `npm run bench:api`: the API's reads on the `large` customer (2,000 locations, 100k installations,
// 1M tasks, 200k issues). A benchmark, not a test: it reports the figures and the targets they meet, and
// fails only when it cannot measure.
//
// Per database (SQLite always; PostgreSQL too when BENCH_DATABASE_URL or DATABASE_URL is set):
//  1. a scratch database (a temporary SQLite file, or a PostgreSQL database created and dropped here),
//     migrated, with the demo data and the `large` customer (the demo employee made its Admin);
//  2. the built API started with NODE_ENV=production (in the A/B mode, each build of BENCH_AB, all on that
//     database);
//  3. per call and build: sequential p50/p99 (after warm-ups; asking for brotli as a browser does, bytes not
//     decoded), the p50 of uncached URLs, the p50 of filters asked the first time, then autocannon at 50
//     connections in rounds that alternate between the builds: the median round's req/s, p50 and p99, and the
//     CPU time per answer; the API's RSS after the load.
//
// The A/B mode: BENCH_AB="label=path/to/main.js[ node options];label=...", two or more API builds (their
// dist/main.js, e.g. built in a `git worktree` of another commit) measured side by side in the same run, the
// requests of each sequential figure and the load rounds interleaved. The first is the reference: the
// table gives each other build's p99 under load against it.
//
// Options (environment): BENCH_SECONDS (load per call and build, default 6), BENCH_ROUNDS (the seconds split
// into rounds alternating between the builds, the median kept; default 3), BENCH_WARMUP_SECONDS (uncounted
// load before each, default 1), BENCH_CONNECTIONS (50), BENCH_SEQUENTIAL (30 timed requests),
// BENCH_LOAD_COLD=1 (under load every request asks an uncached URL: the database's share under load),
// BENCH_API_NODE_ARGS (Node options for the API process, e.g. --cpu-prof), BENCH_SKIP_BUILD=1, BENCH_SQLITE=0
// (PostgreSQL only), BENCH_ONLY=<regexp> (only the calls whose names match).
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { repoRoot } from '../workspaces.mjs';
import { api, freePort, prepareDatabase, signIn, sleep, startApi, waitFor } from './large-customer.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 30);
const WARMUPS = 3;
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
/** The measured seconds are split into this many rounds alternating between the builds (loadAll). */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** BENCH_ONLY=<regular expression>: only the calls whose names match (e.g. BENCH_ONLY=installation). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
const LOAD_COLD = process.env.BENCH_LOAD_COLD === '1';
/** A removal "worsens" a call when its p99 under load exceeds the build's with the part by more than this. */
const P99_TOLERANCE = 0.2;

/** The builds to measure: BENCH_AB, or this checkout's API alone. */
function buildsToMeasure() {
  if (!process.env.BENCH_AB) {
    const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
    return [{ label: 'API', main: path.join(repoRoot, 'api/dist/main.js'), nodeArgs }];
  }
  const builds = process.env.BENCH_AB.split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const separator = entry.indexOf('=');
      if (separator < 1) throw new Error(`BENCH_AB: '${entry}' is not label=path/to/main.js[ node options]`);
      const [file, ...nodeArgs] = entry.slice(separator + 1).trim().split(/\s+/);
      const main = path.resolve(repoRoot, file);
      return { label: entry.slice(0, separator).trim(), main: main.endsWith('.js') ? main : path.join(main, 'main.js'), nodeArgs };
    });
  if (builds.length < 2) throw new Error('BENCH_AB needs two builds or more');
  return builds;
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Clock ticks per second of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/**
 * CPU seconds (user + system, all threads) the process has used so far: fields 14 and 15 of /proc/<pid>/stat.
 * The command name (field 2) may hold spaces, so the fields are counted from its closing parenthesis.
 */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The benchmarked calls on the large customer: a site (root), one of its floors (third level), an issue. */
async function callsOf(target, customerId) {
  const { createDatabase } = await import(api('db/database.js'));
  const db = createDatabase(target);
  try {
    const { sql } = await import(pathToFileURL(createRequire(path.join(repoRoot, 'api/package.json')).resolve('kysely')).href);
    // The site (root) with the most open issues inside it, and its floor (third level) with the most.
    const open = sql`i.status in ('Error', 'NoAction', 'Created')`;
    const site = (
      await sql`select l.id, l.code, count(*) as n from issues i
        join location_ancestors la on la.descendant_id = i.location_id join locations l on l.id = la.ancestor_id
        where l.customer_id = ${customerId} and l.parent_id is null and ${open}
        group by l.id, l.code order by n desc, l.code limit 1`.execute(db)
    ).rows[0];
    const floor = (
      await sql`select l.code, count(i.id) as n from location_ancestors la join locations l on l.id = la.descendant_id
        left join issues i on i.location_id = l.id and ${open}
        where la.ancestor_id = ${site.id} and la.depth = 2
        group by l.code order by n desc, l.code limit 1`.execute(db)
    ).rows[0];
    const range = `${day(-730)}/${day(0)}`;
    // Two buildings of the site, as a list page's location multiselect sends them (the POST calls for several locations).
    const buildings = (
      await sql`select l.code from location_ancestors la join locations l on l.id = la.descendant_id
        where la.ancestor_id = ${site.id} and la.depth = 1 order by l.code limit 2`.execute(db)
    ).rows.map((row) => row.code);
    // The site with the most current thermography issues in the range, so that row measures real rows.
    const thermographySite = (
      await sql`select l.code, count(*) as n from issues i
        join location_ancestors la on la.descendant_id = i.location_id join locations l on l.id = la.ancestor_id
        where l.customer_id = ${customerId} and l.parent_id is null and i.kind = 'thermography' and ${open}
          and i.created >= ${new Date(Date.now() - 730 * 86_400_000).toISOString().slice(0, 10)}
        group by l.code order by n desc, l.code limit 1`.execute(db)
    ).rows[0];
    if (!thermographySite) throw new Error('the large customer has no current thermography issues in the range');
    const issue = await db
      .selectFrom('issues')
      .innerJoin('location_ancestors', 'location_ancestors.descendant_id', 'issues.location_id')
      .select('issues.id')
      .where('location_ancestors.ancestor_id', '=', site.id)
      .orderBy('issues.created', 'desc')
      .executeTakeFirstOrThrow();
    // A task of the site with a history (the newest completed one) for the history call.
    const task = await db
      .selectFrom('tasks')
      .innerJoin('location_ancestors', 'location_ancestors.descendant_id', 'tasks.location_id')
      .select('tasks.id')
      .where('location_ancestors.ancestor_id', '=', site.id)
      .where('tasks.status', '=', 'Completed')
      .orderBy('tasks.due_date', 'desc')
      .executeTakeFirstOrThrow();
    const pastYear = `${day(-365)}/${day(0)}`;
    const nextYear = `${day(0)}/${day(365)}`;
    const c = customerId;
    // The installation query on the same site: its units, and a page of 10 with search, type filter and sort.
    const units = (
      await sql`select count(*) as n from installations i join location_ancestors la on la.descendant_id = i.location_id
        where la.ancestor_id = ${site.id}`.execute(db)
    ).rows[0];
    // The site's most common type and, of that type, its most common name's first word (the search).
    const common = (
      await sql`select i.type, i.name, count(*) as n from installations i join location_ancestors la on la.descendant_id = i.location_id
        where la.ancestor_id = ${site.id} group by i.type, i.name order by n desc, i.type, i.name limit 1`.execute(db)
    ).rows[0];
    const search = String(common.name).split(/[ ,]/)[0].toLowerCase();
    // Filters the site's grid could be asked for, none asked before: each of its types alone, and each with
    // the first word of one of its names (the "first ask of a filter" column; the API keeps a filter's total).
    const pairs = (
      await sql`select i.type, i.name from installations i join location_ancestors la on la.descendant_id = i.location_id
        where la.ancestor_id = ${site.id} group by i.type, i.name order by count(*) desc, i.type, i.name`.execute(db)
    ).rows;
    const freshFilters = [
      ...new Set(pairs.map((row) => JSON.stringify({ typeFilter: row.type }))),
      ...new Set(pairs.map((row) => JSON.stringify({ typeFilter: row.type, nameSearch: String(row.name).split(/[ ,]/)[0].toLowerCase() }))),
    ]
      .map((text) => JSON.parse(text))
      .filter((filter) => !(filter.typeFilter === common.type && filter.nameSearch === search));
    // Each call gets its own half: a filter asked by one call is no longer new to the other.
    const freshHalf = (half) => freshFilters.filter((_filter, index) => index % 2 === half).slice(0, 40);
    const lastPage = Math.max(0, Math.floor((Number(units.n) - 1) / 10) * 10);
    const installationQuery = (params) => `/api/installation/${c}/location/${site.code}/installations/query?${new URLSearchParams(params)}`;
    return [
      { name: 'location tree (2,000 locations)', method: 'GET', path: `/api/location/${c}/locations`, target: 'tree' },
      { name: 'location tree, 304 (If-None-Match)', method: 'GET', path: `/api/location/${c}/locations`, conditional: true, target: 'tree304' },
      { name: `location details of a site (${site.code})`, method: 'GET', path: `/api/location/${c}/location/${site.code}`, target: 'p50:10' },
      { name: 'chart statistics of a site', method: 'GET', path: `/api/chart/${c}/location/${site.code}/statistics`, target: 'p50:10' },
      { name: `issue list of a floor (${floor.code}), 2 years`, method: 'GET', path: `/api/issue/${c}/location/${floor.code}/issues/${range}/NoAction`, target: 'p50:10' },
      { name: 'issue list of a site, 2 years', method: 'GET', path: `/api/issue/${c}/location/${site.code}/issues/${range}/NoAction` },
      {
        name: `thermography list of a site (${thermographySite.code}, ${thermographySite.n} current), 2 years`,
        method: 'GET',
        path: `/api/issue/${c}/location/${thermographySite.code}/ThermographyIssue/${range}/NoAction`,
      },
      { name: 'dashboard widget: site, DASHBOARD ?take=5', method: 'GET', path: `/api/issue/${c}/location/${site.code}/issues/${range}/DASHBOARD?take=5` },
      {
        name: 'dashboard widget: site, thermography DASHBOARD ?take=5',
        method: 'GET',
        path: `/api/issue/${c}/location/${site.code}/ThermographyIssue/${day(-1826)}/${day(365)}/DASHBOARD?take=5`,
      },
      {
        name: `issue list of 2 buildings (POST, chosen locations), current, 1900 to a month ahead`,
        method: 'POST',
        path: `/api/issue/${c}/issues/1900-01-01/${day(31)}/NoAction`,
        body: JSON.stringify(buildings),
      },
      { name: 'issue details', method: 'POST', path: `/api/issue/${c}/issue/${issue.id}`, body: JSON.stringify(site.code) },
      {
        name: `installation query of a site (${units.n} units): first page by name`,
        method: 'GET',
        path: installationQuery({ skip: '0', take: '10', sortCol: 'name', sortDir: 'asc' }),
        freshPaths: freshHalf(0).map((filter) => installationQuery({ skip: '0', take: '10', sortCol: 'name', sortDir: 'asc', ...filter })),
        target: 'p50:5',
      },
      {
        name: `installation query: search '${search}' + type '${common.type}', by code descending, first page`,
        method: 'GET',
        path: installationQuery({ skip: '0', take: '10', sortCol: 'code', sortDir: 'desc', nameSearch: search, typeFilter: common.type }),
        freshPaths: freshHalf(1).map((filter) => installationQuery({ skip: '0', take: '10', sortCol: 'code', sortDir: 'desc', ...filter })),
        target: 'p50:5',
      },
      {
        name: `installation query: by type (ties broken by id), last page (skip ${lastPage})`,
        method: 'GET',
        path: installationQuery({ skip: String(lastPage), take: '10', sortCol: 'type', sortDir: 'asc' }),
        target: 'p50:5',
      },
      // The unpaged list of the site's units: what /enheder's select-all asks for when the grid holds only some (ADR 0043).
      { name: `installations of a site, unpaged (${units.n} units, select-all)`, method: 'GET', path: `/api/installation/${c}/location/${site.code}/installations` },
      { name: `task list of a floor (${floor.code}), URGENT, last year`, method: 'GET', path: `/api/task/${c}/location/${floor.code}/tasks/${pastYear}/URGENT`, target: 'p50:10' },
      { name: 'task list of a site, URGENT, last year', method: 'GET', path: `/api/task/${c}/location/${site.code}/tasks/${pastYear}/URGENT` },
      { name: `task list of a floor (${floor.code}), COMPLETED, last year`, method: 'GET', path: `/api/task/${c}/location/${floor.code}/tasks/${pastYear}/COMPLETED`, target: 'p50:10' },
      { name: `task list of a floor (${floor.code}), PLANNED, next year`, method: 'GET', path: `/api/task/${c}/location/${floor.code}/tasks/${nextYear}/PLANNED`, target: 'p50:10' },
      { name: 'dashboard widget: site, tasks DASHBOARD ?take=5', method: 'GET', path: `/api/task/${c}/location/${site.code}/tasks/${day(-1826)}/${day(365)}/DASHBOARD?take=5` },
      { name: 'task list of 2 buildings (POST, chosen locations), URGENT, last year', method: 'POST', path: `/api/task/${c}/tasks/${pastYear}/URGENT`, body: JSON.stringify(buildings) },
      {
        name: 'dashboard widget: site, service plan 5 years back to a month ahead ?take=5',
        method: 'GET',
        path: `/api/task/${c}/location/${site.code}/serviceplan?from=${day(-1826)}&to=${day(31)}&take=5`,
      },
      { name: 'task history', method: 'GET', path: `/api/task/${c}/history/${task.id}` },
      // Every location of the customer, from the per-location aggregates (ADR 0051).
      // The scale set has no quotes: these measure the per-request cost of the quote calls (index searches on an empty table).
      { name: 'quotes widget: pending ?take=5', method: 'GET', path: `/api/quote/${c}/quotes?status=Pending&take=5` },
      { name: 'quotes of a fault (overlay)', method: 'GET', path: `/api/quote/${c}/quotes?status=Pending&issueId=${issue.id}` },
      { name: 'portfolio overview, every location, 12 months', method: 'GET', path: `/api/portfolio/${c}/overview?months=12`, target: 'cached:5,cold:50' },
      { name: 'portfolio trend, 12 months', method: 'GET', path: `/api/portfolio/${c}/trend?months=12`, target: 'cached:5,cold:50' },
    ].filter((call) => !ONLY || ONLY.test(call.name));
  } finally {
    await db.destroy();
  }
}

/**
 * One request of the sequential figures as a browser makes it: it accepts brotli, and the body's bytes are
 * read as they arrive (a browser decodes natively; fetch here would add its own stream decoding to the time).
 * One kept-alive connection per API, like the page's. Resolves with the status once the last byte is in.
 */
function timedRequest(agent, url, { method, headers, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, agent, headers: { ...headers, 'accept-encoding': 'br, gzip' } }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

function requestInit(call, token, etag) {
  const headers = { authorization: `Bearer ${token}` };
  if (call.body) headers['content-type'] = 'application/json';
  if (call.conditional && etag) headers['if-none-match'] = etag;
  return { method: call.method, headers, body: call.body };
}

/** `path` with an unused query parameter of its own: a route with a response cache (ADR 0020) misses on it. */
const uncached = (callPath, key) => `${callPath}${callPath.includes('?') ? '&' : '?'}bench-cold=${key}`;

/**
 * Timed requests, `paths[i]` asked of every build in turn (the order rotating), so that every build's figure
 * comes from the same minutes of a shared machine. The first `warmups` paths are not counted.
 */
async function sequentialAll(servers, call, token, paths, warmups, etag) {
  const times = servers.map(() => []);
  for (const [index, requestPath] of paths.entries()) {
    for (let turn = 0; turn < servers.length; turn += 1) {
      const which = (index + turn) % servers.length;
      const started = performance.now();
      const status = await timedRequest(servers[which].agent, `${servers[which].base}${requestPath}`, requestInit(call, token, etag));
      if (index >= warmups) times[which].push(performance.now() - started);
      if (status >= 400) throw new Error(`${call.name}: ${requestPath}: ${status} from ${servers[which].label}`);
    }
  }
  return times.map((list) => {
    const sorted = list.sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), count: sorted.length };
  });
}

/**
 * autocannon against one server; the latencies are its own exact ones (autocannon's histogram keeps whole
 * milliseconds). With BENCH_LOAD_COLD every request asks an uncached URL.
 */
function autocannonRun(base, call, token, etag, duration) {
  const { headers, body } = requestInit(call, token, etag);
  let sent = 0;
  const requests = LOAD_COLD && !call.conditional ? [{ setupRequest: (request) => ({ ...request, path: uncached(call.path, `${process.pid}-${(sent += 1)}`) }) }] : undefined;
  const latencies = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `${base}${call.path}`, method: call.method, headers, body, connections: CONNECTIONS, duration, ...(requests ? { requests } : {}) },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({ result, p50: percentile(latencies, 50), p99: percentile(latencies, 99) });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode < 400) latencies.push(responseTime);
    });
  });
}

/**
 * The measured load on every build, after WARMUP_SECONDS of uncounted load on each: the first seconds of a
 * process under load (JIT tiers, socket pools, the allocator) are not its steady state.
 * The SECONDS are split into ROUNDS; each round loads every build once, the order rotating from round to round,
 * and each build's figures are the median of its rounds: the machine is shared, another tenant's burst slows
 * whichever build is measured during it, and alternating puts every build in the same minutes.
 */
async function loadAll(servers, call, token, etag) {
  if (WARMUP_SECONDS > 0) {
    for (const server of servers) await autocannonRun(server.base, call, token, etag, WARMUP_SECONDS);
  }
  const seconds = Math.max(1, Math.round(SECONDS / ROUNDS));
  const rounds = servers.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let turn = 0; turn < servers.length; turn += 1) {
      const which = (round + turn) % servers.length;
      const before = cpuSeconds(servers[which].process.pid);
      const { result, p50, p99 } = await autocannonRun(servers[which].base, call, token, etag, seconds);
      const cpu = cpuSeconds(servers[which].process.pid) - before;
      const expectedNon2xx = call.conditional ? (result['3xx'] ?? 0) : 0;
      rounds[which].push({
        rps: result.requests.average,
        p50,
        p99,
        errors: result.errors + result.non2xx - expectedNon2xx,
        cpuMicros: (cpu / Math.max(result.requests.total, 1)) * 1e6,
      });
    }
  }
  return rounds.map((list) => ({
    rps: median(list.map((r) => r.rps)),
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    cpuMicros: median(list.map((r) => r.cpuMicros)),
    errors: list.reduce((sum, r) => sum + r.errors, 0),
  }));
}

const fixed = (value, digits = 1) => (value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The targets still set on `large` (sequential p50s and memory); reported, never a failure of the run. */
function targetOf(call, row) {
  if (call.target === 'tree') return { text: 'p50 ≤ 30 ms', met: row.p50 <= 30 };
  if (call.target === 'tree304') return { text: 'p50 ≤ 2 ms', met: row.p50 <= 2 };
  const split = /^cached:(\d+),cold:(\d+)$/.exec(call.target ?? '');
  if (split) {
    const [cached, cold] = [Number(split[1]), Number(split[2])];
    return { text: `p50 ≤ ${cached} ms cached, ≤ ${cold} ms cold`, met: row.p50 <= cached && (row.coldP50 ?? Infinity) <= cold };
  }
  const limit = /^p50:(\d+)$/.exec(call.target ?? '')?.[1];
  return limit ? { text: `p50 ≤ ${limit} ms`, met: row.p50 <= Number(limit) } : undefined;
}
const RSS_TARGET_MB = 250;

async function startServers(builds, target) {
  const servers = [];
  // One after the other: each runs the start-up's migrations check and planner statistics on the database.
  for (const build of builds) {
    const port = await freePort();
    const server = { ...build, base: `http://127.0.0.1:${port}`, agent: new http.Agent({ keepAlive: true, maxSockets: 1 }) };
    server.process = startApi(target, port, { main: build.main, nodeArgs: build.nodeArgs });
    servers.push(server);
    await waitFor(`${server.base}/api/health`);
  }
  return servers;
}

async function benchDatabase(label, target, builds, log) {
  log(`\n## ${label}`);
  const { customerId, employee } = await prepareDatabase(target, log);
  const servers = [];
  try {
    servers.push(...(await startServers(builds, target)));
    const token = await signIn(servers[0].base, employee, customerId);
    const calls = await callsOf(target, customerId);

    const rows = [];
    let treeTag;
    for (const call of calls) {
      // The 304 call needs the tree's tag, also when BENCH_ONLY left the tree call out.
      if (call.conditional && treeTag === undefined) {
        const response = await fetch(`${servers[0].base}${call.path}`, requestInit(call, token));
        await response.arrayBuffer();
        treeTag = response.headers.get('etag') ?? undefined;
      }
      // The body as the load asks for it (no compression), from every build: they must answer alike.
      const bodies = [];
      for (const server of servers) {
        const init = requestInit(call, token, call.conditional ? treeTag : undefined);
        const response = await fetch(`${server.base}${call.path}`, { ...init, headers: { ...init.headers, 'accept-encoding': 'identity' } });
        const text = await response.text();
        if (!response.ok && response.status !== 304) throw new Error(`${call.name}: ${response.status} from ${server.label}: ${text}`);
        bodies.push(text);
        if (call.target === 'tree') treeTag ??= response.headers.get('etag') ?? undefined;
      }
      if (bodies.some((body) => body !== bodies[0])) log(`  note: ${call.name}: the builds' bodies differ`);
      const etag = call.conditional ? treeTag : undefined;
      const repeated = Array.from({ length: WARMUPS + SEQUENTIAL }, () => call.path);
      const seq = await sequentialAll(servers, call, token, repeated, WARMUPS, etag);
      const cold = call.conditional ? undefined : await sequentialAll(servers, call, token, repeated.map((p, index) => uncached(p, `seq-${index}`)), WARMUPS);
      const fresh = call.freshPaths ? await sequentialAll(servers, call, token, call.freshPaths, 0) : undefined;
      const loads = await loadAll(servers, call, token, etag);
      const perBuild = servers.map((server, index) => ({
        build: server.label,
        p50: seq[index].p50,
        p99: seq[index].p99,
        coldP50: cold?.[index].p50,
        freshP50: fresh?.[index].p50,
        freshCount: fresh?.[index].count,
        load: loads[index],
      }));
      rows.push({ call, body: call.conditional ? 0 : Buffer.byteLength(bodies[0]), perBuild });
      log(
        `  ${call.name}: ${perBuild
          .map((b) => `${servers.length > 1 ? `${b.build}: ` : ''}p50 ${fixed(b.p50)} ms, ${fixed(b.load.rps, 0)} req/s, p99 ${fixed(b.load.p99)} ms under load`)
          .join('; ')}`,
      );
    }
    const rss = servers.map((server) => rssMb(server.process.pid));
    const reference = (row) => row.perBuild[0];

    log('');
    log(`Load: ${CONNECTIONS} connections, ${LOAD_COLD ? 'every request an uncached URL' : 'the same URL (answered from the response cache where the call has one)'}.`);
    log('');
    log(`| call | body | p50 / p99 sequential | p50 cold (uncached URL) | p50 first ask of a filter | under load: req/s, p50 / p99 | CPU per answer | target |`);
    log(`|---|---|---|---|---|---|---|---|`);
    for (const row of rows) {
      const b = reference(row);
      const target = targetOf(row.call, b);
      log(
        `| ${row.call.name} | ${row.body ? kb(row.body) : '304, no body'} | ${fixed(b.p50)} / ${fixed(b.p99)} ms | ${b.coldP50 === undefined ? '—' : `${fixed(b.coldP50)} ms`} | ${b.freshCount ? `${fixed(b.freshP50)} ms (${b.freshCount} filters)` : '—'} | ${fixed(b.load.rps, 0)}, ${fixed(b.load.p50)} / ${fixed(b.load.p99)} ms${b.load.errors ? ` (${b.load.errors} errors)` : ''} | ${fixed(b.load.cpuMicros, 0)} µs | ${target ? `${target.text}: ${target.met ? 'met' : '**missed**'}` : '—'} |`,
      );
    }
    log('');
    log(`API RSS after the load: ${servers.map((server, index) => `${servers.length > 1 ? `${server.label} ` : ''}${fixed(rss[index], 0)} MB`).join(', ')} (target ≤ ${RSS_TARGET_MB} MB: ${rss[0] <= RSS_TARGET_MB ? 'met' : '**missed**'})`);

    if (servers.length > 1) {
      log('');
      log(`### ${label}: ${servers[0].label} (the reference) against ${servers.slice(1).map((server) => server.label).join(', ')}`);
      log('');
      log(`| call | build | p50 / p99 sequential | p50 cold | under load: req/s, p50 / p99 | CPU per answer | reference's p99 against this build's |`);
      log(`|---|---|---|---|---|---|---|`);
      for (const row of rows) {
        for (const [index, b] of row.perBuild.entries()) {
          const against = index === 0 ? '—' : `${fixed(100 * (reference(row).load.p99 / b.load.p99 - 1), 0)} %`;
          log(
            `| ${index === 0 ? row.call.name : ''} | ${b.build} | ${fixed(b.p50)} / ${fixed(b.p99)} ms | ${b.coldP50 === undefined ? '—' : `${fixed(b.coldP50)} ms`} | ${fixed(b.load.rps, 0)}, ${fixed(b.load.p50)} / ${fixed(b.load.p99)} ms | ${fixed(b.load.cpuMicros, 0)} µs | ${against} |`,
          );
        }
      }
      log('');
      for (const [index, server] of servers.entries()) {
        if (index === 0) continue;
        const worst = rows
          .map((row) => ({ name: row.call.name, change: reference(row).load.p99 / row.perBuild[index].load.p99 - 1 }))
          .sort((a, b) => b.change - a.change)[0];
        const over = rows.filter((row) => reference(row).load.p99 > (1 + P99_TOLERANCE) * row.perBuild[index].load.p99).map((row) => row.call.name);
        log(
          `${servers[0].label} against ${server.label}: the largest p99 difference under load is ${fixed(100 * worst.change, 0)} % (${worst.name}); ` +
            (over.length === 0 ? `no call over ${100 * P99_TOLERANCE} %.` : `over ${100 * P99_TOLERANCE} % on ${over.join(', ')}.`),
        );
      }
    }
    return { rows, rss };
  } finally {
    for (const server of servers) {
      server.process.kill('SIGTERM');
      server.agent.destroy();
    }
    await sleep(500);
  }
}

async function main() {
  const log = (line) => console.log(line);
  const builds = buildsToMeasure();
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    log('Building the API ...');
    const build = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  log(
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB, Node ${process.version}, load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}; ${CONNECTIONS} connections × ${SECONDS} s per call and build, in ${ROUNDS} rounds (median kept)`,
  );
  if (builds.length > 1) log(`Builds: ${builds.map((build) => `${build.label} = ${build.main.startsWith(`${repoRoot}${path.sep}`) ? path.relative(repoRoot, build.main) : build.main}${build.nodeArgs.length ? ` ${build.nodeArgs.join(' ')}` : ''}`).join('; ')}`);

  if (process.env.BENCH_SQLITE !== '0') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-api-sqlite-'));
    try {
      await benchDatabase('SQLite', { sqliteFile: path.join(dataDir, 'portal.sqlite'), dataDir }, builds, log);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (postgresUrl) {
    const pg = createRequire(path.join(repoRoot, 'api/package.json'))('pg');
    const name = `portal_bench_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-api-pg-'));
    try {
      await benchDatabase('PostgreSQL', { databaseUrl: url.toString(), sqliteFile: path.join(dataDir, 'unused.sqlite'), dataDir }, builds, log);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
