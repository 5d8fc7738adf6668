// What scripts/bench/lighthouse.mjs prints of one Lighthouse result: the scores and timings checked against
// the targets, the JavaScript the page transferred, and its request chain (start times of the
// main requests as the browser saw them, unthrottled, from the network-requests audit).

/** The page targets per preset: the desktop's, and a phone's (Lighthouse's mobile preset, a throttled Moto G Power). */
export const TARGETS = {
  desktop: { performance: 95, LCP: 1500, TBT: 100, CLS: 0.05, accessibility: 100, 'best-practices': 95 },
  mobile: { performance: 90, LCP: 2500, TBT: 200, CLS: 0.1, accessibility: 100, 'best-practices': 95 },
};
/** Higher is better for scores, lower for timings and the layout shift. */
const AT_MOST = new Set(['LCP', 'TBT', 'CLS']);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The row of one page: scores (0-100), timings in ms, CLS, and the JavaScript it transferred. */
export function summarize(lhr) {
  const { categories, audits } = lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id) => audits[id]?.numericValue;
  const requests = networkRequests(lhr);
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    FCP: value('first-contentful-paint'),
    LCP: value('largest-contentful-paint'),
    TBT: value('total-blocking-time'),
    CLS: value('cumulative-layout-shift'),
    jsFiles: scripts.length,
    jsTransferred: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    jsDecoded: scripts.reduce((sum, request) => sum + (request.resourceSize ?? 0), 0),
    // Lighthouse's own check that text is sent compressed: what compression would still save.
    compressionSavings: audits['uses-text-compression']?.details?.overallSavingsBytes ?? 0,
  };
}

/** The targets of the preset the row misses, as `name figure (target)`. */
export function missedTargets(preset, row) {
  return Object.entries(TARGETS[preset] ?? {})
    .filter(([id, target]) => (AT_MOST.has(id) ? !(row[id] <= target) : !(row[id] >= target)))
    .map(([id, target]) => `${id} ${format(id, row[id])} (${AT_MOST.has(id) ? '≤' : '≥'} ${format(id, target)})`);
}

function format(id, value) {
  if (value === undefined) return '-';
  if (id === 'CLS') return value.toFixed(3);
  if (id === 'LCP' || id === 'TBT' || id === 'FCP') return `${Math.round(value)} ms`;
  return String(value);
}

export function tableRow(preset, page, row) {
  return {
    preset,
    page,
    performance: row.performance,
    accessibility: row.accessibility,
    'best practices': row['best-practices'],
    FCP: format('FCP', row.FCP),
    LCP: format('LCP', row.LCP),
    TBT: format('TBT', row.TBT),
    CLS: format('CLS', row.CLS),
    'JS transferred': `${kb(row.jsTransferred)} (${row.jsFiles} files, ${kb(row.jsDecoded)} decoded)`,
    'compression would save': kb(row.compressionSavings),
  };
}

function networkRequests(lhr) {
  return lhr.audits['network-requests']?.details?.items ?? [];
}

/** The file name (or API path) of a URL, short enough for one line. */
function shortName(url, base) {
  const parsed = new URL(url);
  const path = parsed.origin === base ? parsed.pathname : url;
  return path.length > 70 ? `${path.slice(0, 67)}...` : path;
}

/**
 * The document, scripts, styles and data calls in the order they started, with start and end times in ms
 * from the document's request and the bytes transferred. Images and data: URLs are left out.
 */
export function requestChain(lhr, base) {
  const requests = networkRequests(lhr).filter(
    (request) => request.url.startsWith('http') && ['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR'].includes(request.resourceType),
  );
  if (requests.length === 0) return [];
  const start = Math.min(...requests.map((request) => request.networkRequestTime));
  return requests
    .sort((a, b) => a.networkRequestTime - b.networkRequestTime)
    .map((request) => ({
      start: Math.round(request.networkRequestTime - start),
      end: Math.round(request.networkEndTime - start),
      type: request.resourceType,
      status: request.statusCode,
      transferred: request.transferSize ?? 0,
      name: shortName(request.url, base),
    }));
}

export function printChain(label, chain) {
  console.log(`\nRequest chain, ${label} (ms from the document request; unthrottled, as observed):`);
  for (const entry of chain) {
    console.log(
      `  ${String(entry.start).padStart(6)} → ${String(entry.end).padStart(6)}  ${entry.type.padEnd(10)} ${String(entry.status).padEnd(3)} ${kb(entry.transferred).padStart(9)}  ${entry.name}`,
    );
  }
}

export function printTable(rows) {
  const columns = Object.keys(rows[0]);
  console.log(`\n| ${columns.join(' | ')} |\n|${columns.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${columns.map((column) => row[column]).join(' | ')} |`);
}
