import type { Page, Request } from '@playwright/test';

/** One request of a page load: when the browser asked for it and when its answer had arrived. */
export interface ChainRequest {
  url: string;
  method: string;
  start: number;
  end: number;
  /** 1 for the page itself; one more than the deepest request that had finished before this one began. */
  depth: number;
}

/**
 * Records a page load's requests with every answer held back by `delayMs` (a stand-in for a network round
 * trip, long next to the work the browser does between requests). A request's depth is then the number of
 * round trips that must have passed before it could start: 1 + the depth of the deepest request that had
 * finished before it was made. Requests made in parallel (preloads, chunks the page names at once) share a
 * depth; a request made only after another answered is one deeper. Timing noise can only make the chain
 * look longer, never shorter, so an upper bound asserted on it cannot pass by luck.
 */
export async function recordRequestChain(page: Page, delayMs: number): Promise<{ requests: () => ChainRequest[] }> {
  const seen: { request: Request; start: number; end?: number }[] = [];
  const t0 = Date.now();
  page.on('request', (request) => {
    if (request.url().startsWith('data:')) return;
    seen.push({ request, start: Date.now() - t0 });
  });
  const finish = (request: Request) => {
    const entry = seen.find((candidate) => candidate.request === request);
    if (entry && entry.end === undefined) entry.end = Date.now() - t0;
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  await page.route('**/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
  return {
    requests: () => {
      const sorted = [...seen].sort((a, b) => a.start - b.start);
      const result: ChainRequest[] = [];
      for (const [index, entry] of sorted.entries()) {
        const before = result.filter((earlier) => earlier.end <= entry.start);
        // The page is parsed while it streams in: what it names starts before its load has finished, but
        // is still one round trip after it.
        const depth = Math.max(index === 0 ? 1 : 2, 1 + Math.max(0, ...before.map((earlier) => earlier.depth)));
        result.push({
          url: entry.request.url(),
          method: entry.request.method(),
          start: entry.start,
          end: entry.end ?? Number.POSITIVE_INFINITY,
          depth,
        });
      }
      return result;
    },
  };
}

/** The chain as lines for a test's output: depth, start, method and path. */
export function describeChain(requests: readonly ChainRequest[], origin: string): string {
  return requests
    .map((request) => `${String(request.depth).padStart(2)}  ${String(request.start).padStart(6)} ms  ${request.method.padEnd(4)} ${request.url.replace(origin, '')}`)
    .join('\n');
}
