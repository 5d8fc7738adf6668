import { readFileSync } from 'node:fs';
import path from 'node:path';
import { demo, expect, test } from '../fixtures/portal-test';
import { installRendererCounter } from '../fixtures/react-devtools-hook';

const reactMarker = 'react.transitional.element';
// The Module Federation version the portal is built with; the shell refuses a remote of another major (ADR 0041).
const federationVersion = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', '..', 'node_modules', '@module-federation', 'enhanced', 'package.json'), 'utf8')) as { version: string }
).version;
const nextMajor = `${Number(federationVersion.split('.')[0]) + 1}.0.0`;

test.describe('composition', () => {
  test('a composed page loads exactly one copy of React and of @portal/shared', async ({ page, loginPage }) => {
    await page.addInitScript(installRendererCounter);
    const remoteScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/mfe/') && response.url().endsWith('.js')) {
        remoteScripts.push(await response.text());
      }
    });

    await loginPage.goto();
    await loginPage.signIn(demo.email, demo.password);
    await page.getByRole('link', { name: 'Lokation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hovedkontor København' })).toBeVisible();

    const counts = await page.evaluate(() => ({
      shared: window.__PORTAL_SHARED_COPIES__,
      // The core entry (ADR 0032), loaded alone by the sign-in page and then re-exported by the main entry.
      sharedCore: window.__PORTAL_SHARED_CORE_COPIES__,
      reactDom: (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    }));
    expect(counts).toEqual({ shared: 1, sharedCore: 1, reactDom: 1 });

    // The remote's own scripts were fetched, and none of them carries React: it came from the shell.
    expect(remoteScripts.length).toBeGreaterThan(0);
    expect(remoteScripts.filter((source) => source.includes(reactMarker))).toHaveLength(0);

    // Module Federation resolved each singleton to the shell's copy for every container.
    const providers = await page.evaluate(() => {
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>> } }).__FEDERATION__.__SHARE__;
      const found: Record<string, string[]> = {};
      for (const scopes of Object.values(share)) {
        for (const packages of Object.values(scopes)) {
          for (const name of ['react', 'react-dom', '@portal/shared', '@portal/shared/core']) {
            for (const info of Object.values(packages[name] ?? {})) {
              if (info.loaded) {
                found[name] = [...new Set([...(found[name] ?? []), info.from])];
              }
            }
          }
        }
      }
      return found;
    });
    expect(providers).toEqual({ react: ['shell'], 'react-dom': ['shell'], '@portal/shared': ['shell'], '@portal/shared/core': ['shell'] });
  });

  test('remote code is fetched only when one of its routes or widgets is shown', async ({ page, loginPage }) => {
    const remoteRequests: string[] = [];
    const metadata: string[] = [];
    page.on('request', (request) => {
      // Each remote's metadata (remote.meta.json) is read at start by design (ADR 17); it is not code.
      if (request.url().endsWith('/remote.meta.json')) {
        metadata.push(request.url());
      } else if (request.url().includes('/mfe/')) {
        remoteRequests.push(request.url());
      }
    });
    await loginPage.goto();
    await expect(page.getByRole('button', { name: 'Fortsæt' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The sign-in page opened directly starts without the signed-in shell (ADR 0027): nothing of a remote.
    expect(metadata).toEqual([]);
    expect(remoteRequests).toEqual([]);
    await loginPage.signIn(demo.email, demo.password);
    await expect(page.getByTestId('key-numbers')).toBeVisible();
    // Signed in: every registered remote's metadata, once each.
    const registry = (await (await page.request.get('/remotes.json')).json()) as { remotes: Array<{ name: string }> };
    expect(registry.remotes.map((remote) => remote.name)).toEqual(expect.arrayContaining(['mfe_issues', 'mfe_locations', 'mfe_notifications']));
    await expect.poll(() => new Set(metadata).size).toBe(registry.remotes.length);
    expect(remoteRequests.some((url) => url.endsWith('/mfe/locations/mf-manifest.json'))).toBe(true);
  });

  test('with a remote unreachable, its area shows an error and the rest of the portal works', async ({ page, loginPage }) => {
    // Its metadata was read at start (routes, sidebar, widgets); its code and texts cannot be reached.
    await page.route(/\/mfe\/locations\/(?!remote\.meta\.json$)/, (route) => route.abort('connectionrefused'));
    await loginPage.goto();
    await loginPage.signIn(demo.email, demo.password);

    // The dashboard renders; only the remote's widget reports the failure.
    await expect(page.getByTestId('customer-name')).toHaveText(demo.customers.nordhavn.name);
    const widgetError = page.locator('[data-remote="mfe_locations"]').getByRole('alert');
    await expect(widgetError).toContainText('Denne del af portalen kunne ikke indlæses');

    // The remote's page shows the error in the main area, with the chrome intact. Its sidebar label is
    // one of its own texts (served with it), so with the remote down the label shows its key.
    await page.locator('#portal-sidebar').getByRole('link', { name: 'locations.nav.location' }).click();
    await expect(page.locator('#portal-remote-outlet').getByRole('alert')).toContainText('Denne del af portalen kunne ikke indlæses');
    await expect(page.getByTestId('active-location')).toHaveText('Hovedkontor København');

    // Shell pages keep working.
    await page.getByRole('link', { name: 'Vejledning' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vejledning til kundeportalen' })).toBeVisible();
    await page.locator('#portal-sidebar').getByRole('link', { name: 'Forside', exact: true }).click();
    await expect(page.getByTestId('customer-name')).toHaveText(demo.customers.nordhavn.name);
  });

  test('a remote built with another Module Federation major is refused in its own area, naming both versions', async ({ page, loginPage }) => {
    // mfe_locations' metadata as if it had been built with the next major (its build writes the version its
    // mf-manifest.json states); the page runs the repository's Module Federation.
    await page.route(/\/mfe\/locations\/remote\.meta\.json$/, async (route) => {
      const meta = (await (await route.fetch()).json()) as { federationVersion?: string };
      expect(meta.federationVersion).toBe(federationVersion);
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ...meta, federationVersion: nextMajor }) });
    });
    const locationsCode: string[] = [];
    page.on('request', (request) => {
      if (/\/mfe\/locations\/(?!remote\.meta\.json|translations\/)/.test(request.url())) locationsCode.push(request.url());
    });
    await loginPage.goto();
    await loginPage.signIn(demo.email, demo.password);

    await expect(page.getByTestId('customer-name')).toHaveText(demo.customers.nordhavn.name);
    const refusal = `Denne del er bygget med en anden version af Module Federation (${nextMajor}, portalen har ${federationVersion})`;
    await expect(page.locator('[data-remote="mfe_locations"]').getByRole('alert')).toContainText(refusal);
    await expect(page.getByTestId('issues-table-widget').getByRole('row').nth(1)).toBeVisible();
    // Its texts still load (they are not code), so its sidebar entry has its label.
    await page.locator('#portal-sidebar').getByRole('link', { name: 'Lokation' }).click();
    await expect(page.locator('#portal-remote-outlet').getByRole('alert')).toContainText(refusal);
    await expect(page.locator('#portal-remote-outlet').getByRole('alert').getByRole('button')).toHaveCount(0);
    // Preloaded by the page (the server does not read versions), but never run: no chunk of it is fetched.
    expect(locationsCode.filter((url) => !/\/(mf-manifest\.json|remoteEntry\.js)$/.test(url)), "the refused remote's code").toEqual([]);
  });

  test('a remote whose deployment cannot be reached at all is left out, and the rest of the portal works', async ({ page, loginPage }) => {
    await page.route('**/mfe/locations/**', (route) => route.abort('connectionrefused'));
    await loginPage.goto();
    await loginPage.signIn(demo.email, demo.password);
    await expect(page.getByTestId('customer-name')).toHaveText(demo.customers.nordhavn.name);
    // Its metadata is unknown: no sidebar entry, no widget area; the other remote's are there.
    await expect(page.locator('[data-remote="mfe_issues"]').first()).toBeVisible();
    await expect(page.locator('[data-remote="mfe_locations"]')).toHaveCount(0);
    await expect(page.locator('#portal-sidebar').getByRole('link', { name: /locations\.nav|Lokation/ })).toHaveCount(0);
  });
});
