import { afterEach, describe, expect, it, vi } from 'vitest';

const config = { apiBaseUrl: '/api', environment: 'test', providerName: 'P', publicSiteUrl: '/login', timeZone: 'America/New_York' };

// Each test loads the modules afresh: the config, the boot data and the display zone are per page.
async function freshModules() {
  vi.resetModules();
  const runtime = await import('./runtime-config');
  const zone = await import('../format/time-zone');
  return { ...runtime, ...zone };
}

afterEach(() => {
  document.getElementById('portal-boot')?.remove();
  vi.unstubAllGlobals();
});

describe('runtime config', () => {
  it("takes the page's config once and shows times in its zone", async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'portal-boot';
    block.textContent = JSON.stringify({ config });
    document.head.append(block);
    const { getRuntimeConfig, displayTimeZone } = await freshModules();
    expect(displayTimeZone()).toBe('Europe/Copenhagen');
    const first = getRuntimeConfig();
    expect(await first).toEqual(config);
    expect(displayTimeZone()).toBe('America/New_York');
    expect(getRuntimeConfig()).toBe(first);
  });

  it('fetches /config.json once when the page has none, and shows times in its zone', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ ...config, timeZone: 'Asia/Tokyo' }))));
    vi.stubGlobal('fetch', fetchMock);
    const { getRuntimeConfig, displayTimeZone } = await freshModules();
    await Promise.all([getRuntimeConfig(), getRuntimeConfig()]);
    expect(displayTimeZone()).toBe('Asia/Tokyo');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
