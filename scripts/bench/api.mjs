#!/usr/bin/env node
// `npm run bench:api`: the API's reads on the `large` customer (2,000 locations, 100k installations,
// 1M tasks, 200k issues), measured against a ceiling in the same run. A benchmark, not a test.
//
// Per database (SQLite always; PostgreSQL too when BENCH_DATABASE_URL or DATABASE_URL is set):
//  1. a scratch database (a temporary SQLite file, or a PostgreSQL database created and dropped here),
//     migrated, with the demo data and the `large` customer (the demo employee made its Admin);
//  2. the built API started with NODE_ENV=production, and a ceiling server (ceiling-server.mjs: the
//     same Fastify answering each call's captured body, precomputed, behind a bearer check);
//  3. per call: sequential p50/p99 (after warm-ups; asking for brotli as a browser does, bytes not decoded), then autocannon at 50 connections against the
//     API and the ceiling in alternating rounds (best of each); a table with the body size, both figures, the ratio (and the
//     median ratio of paired rounds, and the ratio of the two servers' CPU time per answer), API RSS.
// Options (environment): BENCH_SECONDS (load per call and server, default 6), BENCH_ROUNDS (the seconds split
// into rounds alternating between the two servers, the best of each kept; default 3), BENCH_WARMUP_SECONDS (uncounted
// load before each, default 1), BENCH_CONNECTIONS (50),
// BENCH_SEQUENTIAL (30 timed requests), BENCH_API_NODE_ARGS (Node options for the API process, e.g. --cpu-prof), BENCH_SKIP_BUILD=1, BENCH_SQLITE=0 (PostgreSQL only), BENCH_ONLY=<regexp>
// (only the calls whose names match).
import { fork, spawnSync } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
/** The measured seconds are split into this many rounds alternating between the API and the ceiling (loadBoth). */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** BENCH_ONLY=<regular expression>: only the calls whose names match (e.g. BENCH_ONLY=installation). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;

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

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

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
    // The installation query on the same site: its units, and a page of 10 with search, type filter and sort (issue 13).
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
      // The unpaged list of the site's units: what /enheder's select-all asks for when the grid holds only some (ADR 0040).
      { name: `installations of a site, unpaged (${units.n} units, select-all)`, method: 'GET', path: `/api/installation/${c}/location/${site.code}/installations` },
      { name: `task list of a floor (${floor.code}), URGENT, last year`, method: 'GET', path: `/api/task/${c}/location/${floor.code}/tasks/${pastYear}/URGENT`, target: 'p50:10' },
      { name: 'task list of a site, URGENT, last year', method: 'GET', path: `/api/task/${c}/location/${site.code}/tasks/${pastYear}/URGENT` },
      { name: `task list of a floor (${floor.code}), COMPLETED, last year`, method: 'GET', path: `/api/task/${c}/location/${floor.code}/tasks/${pastYear}/COMPLETED`, target: 'p50:10' },
      { name: `task list of a floor (${floor.code}), PLANNED, next year`, method: 'GET', path: `/api/task/${c}/location/${floor.code}/tasks/${nextYear}/PLANNED`, target: 'p50:10' },
      { name: 'dashboard widget: site, tasks DASHBOARD ?take=5', method: 'GET', path: `/api/task/${c}/location/${site.code}/tasks/${day(-1826)}/${day(365)}/DASHBOARD?take=5` },
      { name: 'dashboard widget: site, tasks PLANNED ?take=5', method: 'GET', path: `/api/task/${c}/location/${site.code}/tasks/${day(-1826)}/${day(30)}/PLANNED?take=5` },
      { name: 'task history', method: 'GET', path: `/api/task/${c}/history/${task.id}` },
    ].filter((call) => !ONLY || ONLY.test(call.name));
  } finally {
    await db.destroy();
  }
}

/** Set per connection or per answer by the server itself (the ceiling's Fastify writes its own). */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * The API's answer headers for the ceiling to send with the body (content type, ETag, Cache-Control, the
 * security headers, Vary): the ceiling answers the same bytes, so the ratio is the API's work, not header count.
 */
function replayedHeaders(headers) {
  return Object.fromEntries([...headers].filter(([name]) => !OWN_HEADERS.has(name)));
}

/**
 * One request of the sequential figures as a browser makes it: it accepts brotli, and the body's bytes are
 * read as they arrive (a browser decodes natively; fetch here would add its own stream decoding to the time).
 * One kept-alive connection, like the page's. Resolves with the status once the last byte is in.
 */
const sequentialAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function timedRequest(url, { method, headers, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, agent: sequentialAgent, headers: { ...headers, 'accept-encoding': 'br, gzip' } }, (response) => {
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

/**
 * The first ask of each of `call.freshPaths` (filters not asked before; sequential, one request each):
 * what a new search or type filter costs, where `cold` below keeps the call's filter (a new page of it).
 */
async function sequentialFresh(base, call, token) {
  const times = [];
  for (const freshPath of call.freshPaths) {
    const started = performance.now();
    const status = await timedRequest(`${base}${freshPath}`, requestInit(call, token));
    times.push(performance.now() - started);
    if (status >= 400) throw new Error(`${call.name}: ${freshPath}: ${status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), count: times.length };
}

/**
 * `cold`: every request gets its own unused query parameter, so a route with a response cache
 * (ADR 0020) misses on each one: what the first call of a URL costs.
 */
async function sequential(base, call, token, etag, cold = false) {
  const times = [];
  for (let index = 0; index < WARMUPS + SEQUENTIAL; index += 1) {
    const url = cold ? `${base}${call.path}${call.path.includes('?') ? '&' : '?'}bench-cold=${index}` : `${base}${call.path}`;
    const started = performance.now();
    await timedRequest(url, requestInit(call, token, etag));
    if (index >= WARMUPS) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

function autocannonRun(base, call, token, etag, duration) {
  const { headers, body } = requestInit(call, token, etag);
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${base}${call.path}`, method: call.method, headers, body, connections: CONNECTIONS, duration },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * The measured load on the API and on the ceiling, after WARMUP_SECONDS of uncounted load on each: the first
 * seconds of a process under load (JIT tiers, socket pools, the allocator) are not its steady state, and
 * counting them made whichever call came first look worse than the same call measured later.
 * The SECONDS are split into ROUNDS that alternate between the two servers, and each keeps its best round:
 * this machine is shared, another tenant's burst slows whichever server is measured during it (the ceiling
 * moved 10x between two runs minutes apart), and a burst only ever slows a round down. Alternating puts both
 * servers in the same minutes; the best round of each is its figure with the least of others' work in it.
 */
async function loadBoth(base, ceilingBase, call, token, etag, pids) {
  if (WARMUP_SECONDS > 0) {
    await autocannonRun(base, call, token, etag, WARMUP_SECONDS);
    await autocannonRun(ceilingBase, call, token, etag, WARMUP_SECONDS);
  }
  const seconds = Math.max(1, Math.round(SECONDS / ROUNDS));
  const best = (current, next) => (!current || next.requests.average > current.requests.average ? next : current);
  let api;
  let ceiling;
  const pairRatios = [];
  // CPU seconds each server spent and the requests it answered, over all rounds (see cpuRatio below).
  const spent = { api: { cpu: 0, requests: 0 }, ceiling: { cpu: 0, requests: 0 } };
  const measured = async (which, pid, run) => {
    const before = cpuSeconds(pid);
    const result = await run();
    spent[which].cpu += cpuSeconds(pid) - before;
    spent[which].requests += result.requests.total;
    return result;
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    const apiRound = await measured('api', pids.api, () => autocannonRun(base, call, token, etag, seconds));
    const ceilingRound = await measured('ceiling', pids.ceiling, () => autocannonRun(ceilingBase, call, token, etag, seconds));
    api = best(api, apiRound);
    ceiling = best(ceiling, ceilingRound);
    pairRatios.push(apiRound.requests.average / Math.max(ceilingRound.requests.average, 1));
  }
  // A second reading of the same rounds: each API round against the ceiling round right after it, the median
  // of those ratios. The best-of-each ratio drops when a burst spares one server's rounds and not the other's.
  pairRatios.sort((a, b) => a - b);
  // A third reading that other tenants hardly move: the CPU time each server spends per answer. A server that
  // has a core to itself answers 1 / (CPU per answer) requests a second, so the ceiling's CPU per answer over
  // the API's is the throughput ratio of a machine with nothing else on it. Both run one process (the load
  // generator runs in this one), and the cached answers measured here touch no database process.
  const perAnswer = (which) => spent[which].cpu / Math.max(spent[which].requests, 1);
  return {
    loaded: api,
    top: ceiling,
    pairedRatio: pairRatios[Math.floor(pairRatios.length / 2)],
    cpuRatio: perAnswer('ceiling') / Math.max(perAnswer('api'), Number.EPSILON),
    apiCpuMicros: perAnswer('api') * 1e6,
    ceilingCpuMicros: perAnswer('ceiling') * 1e6,
  };
}

const fixed = (value, digits = 1) => (value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function benchDatabase(label, target, log) {
  log(`\n## ${label}`);
  const { customerId, employee } = await prepareDatabase(target, log);
  const apiPort = await freePort();
  const ceilingPort = await freePort();
  const server = startApi(target, apiPort);
  let ceiling;
  try {
    const base = `http://127.0.0.1:${apiPort}`;
    await waitFor(`${base}/api/health`);
    const token = await signIn(base, employee, customerId);
    const calls = await callsOf(target, customerId);

    // Capture each call's body (and the tree's tag) for the ceiling.
    const captured = [];
    let treeTag;
    for (const call of calls) {
      // As the load asks (no compression): the ceiling replays these plain bytes with these headers.
      const init = requestInit(call, token);
      const response = await fetch(`${base}${call.path}`, { ...init, headers: { ...init.headers, 'accept-encoding': 'identity' } });
      const text = await response.text();
      if (!response.ok) throw new Error(`${call.name}: ${response.status} ${text}`);
      call.bytes = Buffer.byteLength(text);
      call.etag = response.headers.get('etag') ?? undefined;
      if (call.target === 'tree') treeTag = call.etag;
      if (!call.conditional) captured.push({ method: call.method, path: call.path, body: text, headers: replayedHeaders(response.headers), etag: call.etag });
    }
    const callsFile = path.join(target.dataDir, 'ceiling-calls.json');
    writeFileSync(callsFile, JSON.stringify({ token, calls: captured }));
    ceiling = fork(path.join(repoRoot, 'scripts/bench/ceiling-server.mjs'), [callsFile, String(ceilingPort)], { stdio: 'inherit' });
    await new Promise((resolve) => ceiling.once('message', resolve));
    const ceilingBase = `http://127.0.0.1:${ceilingPort}`;

    const rows = [];
    for (const call of calls) {
      const etag = call.conditional ? treeTag : undefined;
      const seq = await sequential(base, call, token, etag);
      const cold = call.conditional ? undefined : await sequential(base, call, token, etag, true);
      const fresh = call.freshPaths ? await sequentialFresh(base, call, token) : undefined;
      const { loaded, top, pairedRatio, cpuRatio, apiCpuMicros, ceilingCpuMicros } = await loadBoth(base, ceilingBase, call, token, etag, {
        api: server.pid,
        ceiling: ceiling.pid,
      });
      const row = {
        call: call.name,
        body: call.conditional ? 0 : call.bytes,
        p50: seq.p50,
        p99: seq.p99,
        coldP50: cold?.p50,
        freshP50: fresh?.p50,
        freshCount: fresh?.count,
        rps: loaded.requests.average,
        p99Load: loaded.latency.p99,
        errors: loaded.errors + loaded.non2xx - (call.conditional ? loaded['3xx'] ?? 0 : 0),
        ceilingRps: top.requests.average,
        ceilingP99: top.latency.p99,
        target: call.target,
        pairedRatio,
        cpuRatio,
        apiCpuMicros,
        ceilingCpuMicros,
      };
      row.ratio = row.rps / row.ceilingRps;
      rows.push(row);
      log(`  ${call.name}: p50 ${fixed(row.p50)} ms, ${fixed(row.rps, 0)} req/s (ceiling ${fixed(row.ceilingRps, 0)}), CPU per answer ${fixed(row.apiCpuMicros, 0)} µs (ceiling ${fixed(row.ceilingCpuMicros, 0)})`);
    }
    const rss = rssMb(server.pid);

    log('');
    log(`| call | body | p50 / p99 sequential | p50 cold (uncached URL) | p50 first ask of a filter | 50 conn.: req/s, p99 | ceiling: req/s, p99 | ratio | ratio, median of paired rounds | CPU per answer: API / ceiling | ratio by CPU | p99 vs ceiling |`);
    log(`|---|---|---|---|---|---|---|---|---|---|---|---|`);
    for (const row of rows) {
      log(
        `| ${row.call} | ${row.body ? kb(row.body) : '304, no body'} | ${fixed(row.p50)} / ${fixed(row.p99)} ms | ${fixed(row.coldP50)} ms | ${row.freshCount ? `${fixed(row.freshP50)} ms (${row.freshCount} filters)` : '—'} | ${fixed(row.rps, 0)}, ${fixed(row.p99Load, 0)} ms | ${fixed(row.ceilingRps, 0)}, ${fixed(row.ceilingP99, 0)} ms | ${fixed(100 * row.ratio, 0)} % | ${fixed(100 * row.pairedRatio, 0)} % | ${fixed(row.apiCpuMicros, 0)} / ${fixed(row.ceilingCpuMicros, 0)} µs | ${fixed(100 * row.cpuRatio, 0)} % | ${fixed(row.p99Load / Math.max(row.ceilingP99, 1), 1)}× |`,
      );
    }
    log('');
    log(`API RSS after the load: ${fixed(rss, 0)} MB`);
    return { rows, rss };
  } finally {
    server.kill('SIGTERM');
    ceiling?.kill('SIGTERM');
    await sleep(500);
  }
}

async function main() {
  const log = (line) => console.log(line);
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    log('Building the API ...');
    const build = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  log(`Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB, Node ${process.version}; load ${CONNECTIONS} connections × ${SECONDS} s per call and server, in ${ROUNDS} alternating rounds (best kept)`);

  if (process.env.BENCH_SQLITE !== '0') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-api-sqlite-'));
    try {
      await benchDatabase('SQLite', { sqliteFile: path.join(dataDir, 'portal.sqlite'), dataDir }, log);
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
      await benchDatabase('PostgreSQL', { databaseUrl: url.toString(), sqliteFile: path.join(dataDir, 'unused.sqlite'), dataDir }, log);
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
