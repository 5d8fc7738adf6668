import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preload } from 'swr';
import { apiFetcher, getSession, setActiveLocation, setRuntimeConfig, signOut, storeToken, swrKeys, type LocationNode } from '@portal/shared';
import { makeToken } from '@portal/shared/testing';
import { startSessionRequests } from './start-requests';

const node = (code: string): LocationNode => ({ code, name: code, hasIncidents: false, hasOverdue: false, children: [] });

/** The API answering the customer list and, for each customer, its location tree. */
function serveTrees(trees: Record<string, LocationNode[]>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = String(input);
      const tree = /\/location\/([^/]+)\/locations$/.exec(url);
      if (tree?.[1] && trees[tree[1]]) return Response.json(trees[tree[1]]);
      if (/\/employee\/[^/]+\/customers$/.test(url)) return Response.json([]);
      return new Response('not found', { status: 404 });
    }),
  );
}

/**
 * The start's request for a customer's tree (SWR's preload hands back the request it keeps): awaiting it resumes
 * after the start's own handling of the answer, which was attached first.
 */
const treeRequestOf = (customerId: string) => Promise.resolve(preload(swrKeys.locationTree(customerId), apiFetcher));

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: 'https://portal.example/api', environment: 'test', providerName: 'P', publicSiteUrl: '/login' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
  localStorage.clear();
});

describe('startSessionRequests', () => {
  it('makes the first location active once the tree arrives, when none is remembered (a first visit)', async () => {
    // A customer id of its own per test: SWR's preload keeps a key's request until a hook takes it.
    serveTrees({ '11': [node('NE-100'), node('NE-200')] });
    storeToken(makeToken({ CustomerId: '11' }));
    expect(getSession().locationCode).toBeNull();
    startSessionRequests();
    await treeRequestOf('11');
    expect(getSession().locationCode).toBe('NE-100');
  });

  it('keeps a remembered location that is still in the tree', async () => {
    serveTrees({ '12': [node('NE-100'), node('NE-200')] });
    storeToken(makeToken({ CustomerId: '12' }));
    setActiveLocation('NE-200');
    startSessionRequests();
    await treeRequestOf('12');
    expect(getSession().locationCode).toBe('NE-200');
  });

  it("leaves the choice to the new customer's tree after a switch", async () => {
    let answer: (nodes: LocationNode[]) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) =>
        String(input).endsWith('/location/13/locations') ? Response.json(await new Promise<LocationNode[]>((resolve) => (answer = resolve))) : Response.json([]),
      ),
    );
    storeToken(makeToken({ CustomerId: '13' }));
    startSessionRequests();
    await vi.waitFor(() => expect(vi.mocked(globalThis.fetch)).toHaveBeenCalled());
    storeToken(makeToken({ CustomerId: '14' }));
    answer([node('NE-100')]);
    await treeRequestOf('13');
    expect(getSession().customerId).toBe('14');
    expect(getSession().locationCode).toBeNull();
  });
});
