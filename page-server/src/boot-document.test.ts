import { describe, expect, it } from 'vitest';
import { BOOT_DATA_ID, matchesRoutePath, remotePreloadsFor, remotePreloadTags, routeFilesOf, routePreloadTags, wideRouteFilesOf, withBootData } from './boot-document.js';

const page = '<!doctype html><html><head><title>Kundeportal</title></head><body><div id="portal-shell"></div></body></html>';
const registry = {
  remotes: [
    { name: 'mfe_issues', url: '/mfe/issues/' },
    { name: 'mfe_locations', url: 'https://cdn.example/locations/' },
  ],
};

/** Two remotes' served remote.meta.json as their builds write it (build-tools/rspack/route-preloads.mjs). */
const issuesMeta = {
  name: 'mfe_issues',
  routes: [
    { path: '/aktuelle-fejl', titleKey: 'issues.route.current' },
    { path: '/afsluttede-fejl', titleKey: 'issues.route.completed' },
    { path: '/meld-fejl', titleKey: 'issues.report.title', preloadShared: false },
  ],
  widgets: [{ id: 'issues-table', area: 'tables', order: 20 }],
  preload: {
    routes: {
      files: ['__federation_expose_start.051c2605.js', '340.efce394d.css', '340.f61b469e.js', '324.24ca516e.js'],
      shared: { '@portal/shared/data-table': ['319.e2d1c0aa.css', '319.6cfaa25c.js'] },
      wide: ['512.90ab12cd.js', 'vendor-grid.14b4ce06.js'],
    },
  },
};
const locationsMeta = {
  name: 'mfe_locations',
  routes: [{ path: '/lokation', titleKey: 'locations.route' }],
  widgets: [{ id: 'key-numbers', area: 'summary', order: 10 }],
  preload: { routes: { files: ['__federation_expose_start.52116236.js', '602.3c8464d8.js'], shared: {} } },
};
const metas = new Map<string, unknown>([
  ['mfe_issues', issuesMeta],
  ['mfe_locations', locationsMeta],
]);
const hrefs = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((match) => match[1]);

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

describe('route preloads (a deep link to a remote route)', () => {
  it("preloads the route's remote entry, its route files, the table's entry and the grid, in the order they are used", () => {
    const html = withBootData(page, { config: {}, registry }, '/aktuelle-fejl', { metas });
    expect(hrefs(html)).toEqual([
      '/mfe/issues/remote.meta.json',
      'https://cdn.example/locations/remote.meta.json',
      '/mfe/issues/mf-manifest.json',
      '/mfe/issues/remoteEntry.js',
      '/mfe/issues/__federation_expose_start.051c2605.js',
      '/mfe/issues/340.efce394d.css',
      '/mfe/issues/340.f61b469e.js',
      '/mfe/issues/324.24ca516e.js',
      '/mfe/issues/319.e2d1c0aa.css',
      '/mfe/issues/319.6cfaa25c.js',
      '/mfe/issues/512.90ab12cd.js',
      '/mfe/issues/vendor-grid.14b4ce06.js',
    ]);
    // Matched as the shell matches: any case, a trailing slash, below the route.
    expect(hrefs(withBootData(page, { config: {}, registry }, '/Afsluttede-Fejl/', { metas }))).toContain('/mfe/issues/vendor-grid.14b4ce06.js');
  });

  it('loads as the chunks are loaded: scripts and styles without crossorigin, the manifest as a CORS fetch', () => {
    const tags = routePreloadTags(registry, metas, '/aktuelle-fejl');
    expect(tags).toContain('<link rel="preload" href="/mfe/issues/mf-manifest.json" as="fetch" crossorigin="anonymous">');
    expect(tags).toContain('<link rel="preload" href="/mfe/issues/remoteEntry.js" as="script">');
    expect(tags).toContain('<link rel="preload" href="/mfe/issues/319.e2d1c0aa.css" as="style">');
    // The grid only where it shows: a phone's screen shows cards and does not fetch it.
    expect(tags).toContain('<link rel="preload" href="/mfe/issues/vendor-grid.14b4ce06.js" as="script" media="(width &gt;= 40rem)">');
    expect(tags.filter((tag) => tag.includes('media='))).toHaveLength(2);
    expect(tags.filter((tag) => tag.includes('crossorigin'))).toHaveLength(1);
    expect(tags.join('')).not.toContain('modulepreload');
    // A remote on its own origin: the same files under its base URL.
    expect(routePreloadTags(registry, metas, '/lokation')).toEqual([
      '<link rel="preload" href="https://cdn.example/locations/mf-manifest.json" as="fetch" crossorigin="anonymous">',
      '<link rel="preload" href="https://cdn.example/locations/remoteEntry.js" as="script">',
      '<link rel="preload" href="https://cdn.example/locations/__federation_expose_start.52116236.js" as="script">',
      '<link rel="preload" href="https://cdn.example/locations/602.3c8464d8.js" as="script">',
    ]);
  });

  it('gives the dashboard no route files and no grid, the sign-in page nothing, another path no remote entry', () => {
    const dashboard = hrefs(withBootData(page, { config: {}, registry }, '/', { metas, withoutWidgets: new Set() }));
    expect(dashboard).toContain('/mfe/issues/remoteEntry.js');
    expect(dashboard.filter((href) => /vendor-grid|319\.|__federation_expose/.test(href ?? ''))).toEqual([]);
    expect(hrefs(withBootData(page, { config: {}, registry }, '/login', { metas }))).toEqual([]);
    for (const path of ['/aktuelle-fejlx', '/nyheder', '/profil/x']) {
      expect(hrefs(withBootData(page, { config: {}, registry }, path, { metas })), path).toEqual([
        '/mfe/issues/remote.meta.json',
        'https://cdn.example/locations/remote.meta.json',
      ]);
    }
  });

  it('leaves the grid out for a route whose page draws none (preloadShared: false)', () => {
    const tags = routePreloadTags(registry, metas, '/meld-fejl');
    expect(tags).toContain('<link rel="preload" href="/mfe/issues/__federation_expose_start.051c2605.js" as="script">');
    expect(tags.filter((tag) => /vendor-grid|319\./.test(tag))).toEqual([]);
    expect(tags).toHaveLength(6);
  });

  it("preloads only the entry of a remote whose build lists no route files, nothing of one whose metadata is unknown", () => {
    const older = new Map<string, unknown>([['mfe_issues', { ...issuesMeta, preload: undefined }]]);
    expect(routePreloadTags(registry, older, '/aktuelle-fejl')).toHaveLength(2);
    expect(routePreloadTags(registry, new Map(), '/aktuelle-fejl')).toEqual([]);
  });
});

describe('routeFilesOf', () => {
  it("takes the build's files, then the shared packages', once each and only plain names of the deployment", () => {
    expect(routeFilesOf(issuesMeta)).toEqual([
      '__federation_expose_start.051c2605.js',
      '340.efce394d.css',
      '340.f61b469e.js',
      '324.24ca516e.js',
      '319.e2d1c0aa.css',
      '319.6cfaa25c.js',
    ]);
    const hostile = { preload: { routes: { files: ['a.js', '../b.js', '/c.js', 'https://evil.example/d.js', 'x/../e.js', 'a.js', 7], shared: { g: ['chunks/f.js', '"><script>'] }, wide: ['../g.js', 'h.js'] } } };
    expect(routeFilesOf(hostile)).toEqual(['a.js', 'chunks/f.js']);
    expect(wideRouteFilesOf(hostile)).toEqual(['h.js']);
    expect(routeFilesOf(undefined)).toEqual([]);
    expect(routeFilesOf({ preload: { routes: { files: 'a.js' } } })).toEqual([]);
  });
});

describe('matchesRoutePath', () => {
  it('matches as the shell does: any case, the route or below it, not a longer name', () => {
    expect(matchesRoutePath('/aktuelle-fejl', '/aktuelle-fejl')).toBe(true);
    expect(matchesRoutePath('/AKTUELLE-FEJL/', '/aktuelle-fejl')).toBe(true);
    expect(matchesRoutePath('/notifikation', '/Notifikation')).toBe(true);
    expect(matchesRoutePath('/aktuelle-fejl/123', '/aktuelle-fejl')).toBe(true);
    expect(matchesRoutePath('/aktuelle-fejlx', '/aktuelle-fejl')).toBe(false);
    expect(matchesRoutePath('/', '/aktuelle-fejl')).toBe(false);
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
