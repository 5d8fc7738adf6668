import { afterEach, describe, expect, it, vi } from 'vitest';
import { translationsUrl } from './translations.resource';

const appTexts: Record<string, Record<string, string>> = {
  'https://cdn.example/issues/translations/da-dk.json': { 'issues.page.currentTitle': 'Aktuelle fejl', 'issues.nav.current': 'Aktuelle fejl' },
  'https://portal.example/translations/da-dk.json': { 'shell.nav.dashboard': 'Forside' },
};

function stubFetch(server: Record<string, string> | 'fails') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = String(input);
      if (url.includes('/resource/dictionary')) {
        return server === 'fails' ? new Response('{}', { status: 503 }) : Response.json(server);
      }
      const texts = appTexts[url];
      return texts ? Response.json(texts) : new Response('not found', { status: 404 });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

/** loadMessages of a fresh page: texts and dictionaries are fetched once per page (module state). */
async function freshPage() {
  vi.resetModules();
  const { setRuntimeConfig } = await import('../api/runtime-config');
  setRuntimeConfig({ apiBaseUrl: 'https://portal.example/api', environment: 'test', providerName: 'P', publicSiteUrl: '/login' });
  return (await import('./translations.resource')).loadMessages;
}

describe('loadMessages', () => {
  const sources = ['https://portal.example/', 'https://cdn.example/issues/'];

  it("merges shared's texts, each app's own and the server's dictionary, which overrides per key", async () => {
    stubFetch({ 'issues.nav.current': 'Åbne fejl' });
    const loadMessages = await freshPage();
    const messages = await loadMessages('da-dk', sources);
    expect(messages['common.close']).toBe('Luk');
    expect(messages['shell.nav.dashboard']).toBe('Forside');
    expect(messages['issues.page.currentTitle']).toBe('Aktuelle fejl');
    expect(messages['issues.nav.current']).toBe('Åbne fejl');
  });

  it("keeps the apps' texts when the server's dictionary or an app's file cannot be read", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch('fails');
    const loadMessages = await freshPage();
    const messages = await loadMessages('da-dk', [...sources, 'https://gone.example/']);
    expect(messages['issues.nav.current']).toBe('Aktuelle fejl');
    expect(logged).toHaveBeenCalled();
  });

  it("asks once per page for a file and a dictionary, whichever root asks (the shell's and a widget's)", async () => {
    stubFetch({ 'issues.nav.current': 'Åbne fejl' });
    const loadMessages = await freshPage();
    await Promise.all([loadMessages('da-dk', sources), loadMessages('da-dk', ['https://cdn.example/issues/'])]);
    await loadMessages('da-dk', ['https://cdn.example/issues/']);
    const asked = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => url.includes('/resource/dictionary'))).toHaveLength(1);
    expect(asked.filter((url) => url === 'https://cdn.example/issues/translations/da-dk.json')).toHaveLength(1);
  });

  it('asks again for a file that could not be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({});
    const loadMessages = await freshPage();
    await loadMessages('da-dk', ['https://gone.example/']);
    await loadMessages('da-dk', ['https://gone.example/']);
    expect(vi.mocked(fetch).mock.calls.filter(([url]) => String(url) === 'https://gone.example/translations/da-dk.json')).toHaveLength(2);
  });

  it('finds an app’s texts next to its static files', () => {
    expect(translationsUrl('https://cdn.example/issues', 'en-gb')).toBe('https://cdn.example/issues/translations/en-gb.json');
    expect(translationsUrl('/', 'de-de')).toBe('/translations/de-de.json');
  });
});
