import { describe, expect, it } from 'vitest';
import { BOOT_DATA_ID, remotePreloadsFor, remotePreloadTags, withBootData } from './boot-document.js';

const page = '<!doctype html><html><head><title>Kundeportal</title></head><body><div id="portal-shell"></div></body></html>';
const registry = {
  remotes: [
    { name: 'mfe_issues', url: '/mfe/issues/' },
    { name: 'mfe_locations', url: 'https://cdn.example/locations/' },
  ],
};

function bootBlock(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`).exec(html);
  if (!match) throw new Error('no boot block');
  return JSON.parse(match[1] ?? '');
}

describe('withBootData', () => {
  it('writes the boot data as a JSON block and the preloads into the head', () => {
    const boot = { config: { apiBaseUrl: '/api', environment: 'production', providerName: 'Nordisk Sikring' }, registry, dictionaryVersions: { 'da-dk': 'abc' } };
    const html = withBootData(page, boot, '/');
    expect(bootBlock(html)).toEqual(boot);
    expect(html.indexOf(BOOT_DATA_ID)).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<link rel="preload" href="/mfe/issues/mf-manifest.json" as="fetch" crossorigin="anonymous">');
    expect(html).toContain('<link rel="preload" href="https://cdn.example/locations/remoteEntry.js" as="script">');
  });

  it('cannot be ended early by a value: </script> and <!-- are escaped', () => {
    const html = withBootData(page, { config: { apiBaseUrl: '/api', providerName: '</script><script>alert(1)</script><!--' }, registry: { remotes: [] } }, '/');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect((bootBlock(html) as { config: { providerName: string } }).config.providerName).toBe('</script><script>alert(1)</script><!--');
  });

  it('preloads nothing of a remote on the sign-in page, only the metadata on a remote route', () => {
    const login = withBootData(page, { config: {}, registry }, '/login');
    expect(login).not.toContain('rel="preload"');
    expect(bootBlock(login)).toMatchObject({ registry });
    const route = withBootData(page, { config: {}, registry }, '/aktuelle-fejl');
    expect(route.match(/rel="preload"/g)).toHaveLength(2);
    expect(route).toContain('href="/mfe/issues/remote.meta.json"');
    expect(route).not.toContain('remoteEntry.js');
  });

  it("preloads no entry of a remote known to have no widgets on the dashboard, only its metadata", () => {
    const html = withBootData(page, { config: {}, registry }, '/', { withoutWidgets: new Set(['mfe_locations']) });
    expect(html).toContain('href="https://cdn.example/locations/remote.meta.json"');
    expect(html).not.toContain('https://cdn.example/locations/remoteEntry.js');
    expect(html).not.toContain('https://cdn.example/locations/mf-manifest.json');
    expect(html).toContain('href="/mfe/issues/remoteEntry.js"');
    expect(remotePreloadTags(registry, 'all', new Set(['mfe_issues', 'mfe_locations']))).toHaveLength(2);
  });

  it("keeps only the shell's preloads of the start the page runs (sign-in on /login, signed-in elsewhere)", () => {
    const shell = page.replace(
      '</head>',
      '<link rel="preload" href="/react.js" as="script"><link as="script" data-portal-start="signed-in" href="/router.js" rel="preload">' +
        '<link as="script" data-portal-start="sign-in" href="/sign-in.js" rel="preload"></head>',
    );
    const login = withBootData(shell, { config: {}, registry }, '/login');
    expect(login).toContain('href="/react.js"');
    expect(login).toContain('href="/sign-in.js"');
    expect(login).not.toContain('/router.js');
    for (const path of ['/', '/aktuelle-fejl']) {
      const signedIn = withBootData(shell, { config: {}, registry }, path);
      expect(signedIn, path).toContain('href="/react.js"');
      expect(signedIn, path).toContain('href="/router.js"');
      expect(signedIn, path).not.toContain('/sign-in.js');
    }
  });

  it('escapes a base URL in the attribute', () => {
    expect(remotePreloadTags({ remotes: [{ name: 'x', url: 'https://cdn.example/a"b/' }] })[0]).toContain('href="https://cdn.example/a&quot;b/remote.meta.json"');
  });
});

describe('remotePreloadsFor', () => {
  it('is none on the sign-in page, all on the dashboard, the metadata elsewhere', () => {
    expect(remotePreloadsFor('/login')).toBe('none');
    expect(remotePreloadsFor('/login/')).toBe('none');
    expect(remotePreloadsFor('/')).toBe('all');
    expect(remotePreloadsFor('/index.html')).toBe('all');
    expect(remotePreloadsFor('/aktuelle-fejl')).toBe('metadata');
  });
});
