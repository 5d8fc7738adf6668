import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageBootData, resetPageBootData } from './boot-data';
import { withBootData } from '@portal/page-server/boot-document';

function writePage(boot: Parameters<typeof withBootData>[1]): void {
  const html = withBootData('<!doctype html><html><head></head><body></body></html>', boot, '/');
  document.head.innerHTML = new DOMParser().parseFromString(html, 'text/html').head.innerHTML;
  resetPageBootData();
}

afterEach(() => {
  document.head.innerHTML = '';
  resetPageBootData();
  vi.unstubAllGlobals();
});

describe('pageBootData', () => {
  it("reads what the server wrote into the page: config, registry, dictionary versions", () => {
    const config = { apiBaseUrl: '/api', environment: 'test', providerName: 'Nordisk Sikring', publicSiteUrl: '/login' };
    writePage({ config, registry: { remotes: [{ name: 'mfe_issues', url: '/mfe/issues/' }] }, dictionaryVersions: { 'da-dk': 'v1' } });
    expect(pageBootData()).toEqual({ config, registry: { remotes: [{ name: 'mfe_issues', url: '/mfe/issues/' }] }, dictionaryVersions: { 'da-dk': 'v1' } });
  });

  it('is empty on a page without the block (dev server, a provider page with /embed.js)', () => {
    resetPageBootData();
    expect(pageBootData()).toEqual({});
  });

  it('leaves out a part that does not parse, and logs it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    writePage({ config: { apiBaseUrl: '/api' }, registry: { remotes: [{ name: 'not a name!', url: 'ftp://x' }] } });
    expect(pageBootData().registry).toBeUndefined();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
