import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { demo, expect, test } from '../fixtures/portal-test';
import { installRendererCounter } from '../fixtures/react-devtools-hook';
import type { LoginPage } from '../pages/login.page';
import { build, copyRemoteSources, deploy, fingerprint, readJson, repoRoot, restore, writeJson } from '../support/redeploy';

/**
 * A remote deployed with another minor version of Module Federation than the shell's (ADR 0041): a team
 * builds mfe-locations (its page and its dashboard widget) against the previous minor release of
 * `@module-federation/enhanced`, installed into a temporary copy of the build tools and the remote (never
 * into the repository's node_modules or lock; npm's cache makes it quick), and deploys it into the running
 * portal, whose shell stays on the repository's version.
 *
 *   .variant-federation/
 *     package.json, node_modules/     the previous minor's @module-federation/* (and @portal/build-tools -> ./build-tools)
 *     build-tools/                    a copy of the repository's, so it resolves the previous minor
 *     shared -> ../../shared          the shared package's source, where the build tools look for it
 *     mfe-locations/                  the remote's sources; everything else resolves in the repository
 */
const APP = 'mfe-locations';
const variantRoot = path.resolve(import.meta.dirname, '..', '.variant-federation');
const variantApp = path.join(variantRoot, APP);

const versionOf = (packageDir: string) => (readJson(path.join(packageDir, 'package.json')) as { version: string }).version;
/** The shell's Module Federation: the version in the repository's lock. */
const shellVersion = versionOf(path.join(repoRoot, 'node_modules', '@module-federation', 'enhanced'));

/** The release line before the shell's: '2.8' for a shell on 2.9.x. */
function previousMinor(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  if (major === undefined || minor === undefined || !(minor > 0)) {
    throw new Error(`the shell's Module Federation ${version} has no previous minor in its major: choose the release to test against here`);
  }
  return `${major}.${minor - 1}`;
}

/** npm's environment without what `npm run` passes down (workspace, prefix): the install must stay in the copy. */
function isolatedNpmEnv(): NodeJS.ProcessEnv {
  const keep = new Set(['npm_config_cache', 'npm_config_registry', 'npm_config_userconfig', 'npm_config_globalconfig']);
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) || keep.has(key.toLowerCase())));
}

/** Builds the remote in the copy against the previous minor; returns the installed version. */
function buildWithPreviousMinor(): string {
  rmSync(variantRoot, { recursive: true, force: true });
  mkdirSync(variantRoot, { recursive: true });
  writeJson(path.join(variantRoot, 'package.json'), { private: true, dependencies: { '@module-federation/enhanced': `~${previousMinor(shellVersion)}.0` } });
  execFileSync(
    'npm',
    ['install', '--prefix', variantRoot, '--prefer-offline', '--no-audit', '--no-fund', '--legacy-peer-deps', '--ignore-scripts', '--workspaces=false', '--package-lock=false'],
    { cwd: variantRoot, stdio: 'pipe', env: isolatedNpmEnv() },
  );
  const buildTools = path.join(variantRoot, 'build-tools');
  cpSync(path.join(repoRoot, 'build-tools', 'package.json'), path.join(buildTools, 'package.json'));
  cpSync(path.join(repoRoot, 'build-tools', 'rspack'), path.join(buildTools, 'rspack'), { recursive: true });
  mkdirSync(path.join(variantRoot, 'node_modules', '@portal'), { recursive: true });
  symlinkSync(path.join('..', '..', 'build-tools'), path.join(variantRoot, 'node_modules', '@portal', 'build-tools'));
  symlinkSync(path.join(repoRoot, 'shared'), path.join(variantRoot, 'shared'));
  mkdirSync(variantApp, { recursive: true });
  copyRemoteSources(APP, variantApp);
  build(variantApp);
  return versionOf(path.join(variantRoot, 'node_modules', '@module-federation', 'enhanced'));
}

async function signIn(page: Page, loginPage: LoginPage): Promise<void> {
  await loginPage.goto();
  await loginPage.signIn(demo.email, demo.password);
  await expect(page.getByTestId('customer-name')).toHaveText(demo.customers.nordhavn.name);
}

test.describe('a remote built with the previous minor version of Module Federation', () => {
  test.describe.configure({ mode: 'serial' });
  const enhanced = path.join(repoRoot, 'node_modules', '@module-federation', 'enhanced');
  const lockFile = path.join(repoRoot, 'package-lock.json');
  let previousVersion = '';
  let before: { enhanced: Record<string, string>; lock: string } | undefined;

  test.beforeAll(() => {
    test.setTimeout(180_000);
    before = { enhanced: fingerprint(enhanced), lock: readFileSync(lockFile, 'utf8') };
    const started = Date.now();
    previousVersion = buildWithPreviousMinor();
    console.log(`${APP} installed and built with Module Federation ${previousVersion} (the shell: ${shellVersion}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    deploy(APP, path.join(variantApp, 'dist'));
  });

  test.afterAll(() => {
    restore(APP);
    rmSync(variantRoot, { recursive: true, force: true });
  });

  test('was installed and built apart from the repository', () => {
    expect(previousVersion.split('.').slice(0, 2).join('.'), 'the version the copy installed').toBe(previousMinor(shellVersion));
    expect((readJson(path.join(variantApp, 'dist', 'mf-manifest.json')) as { metaData: { pluginVersion: string } }).metaData.pluginVersion).toBe(previousVersion);
    // The repository's Module Federation and lock are untouched.
    expect(versionOf(enhanced)).toBe(shellVersion);
    expect({ enhanced: fingerprint(enhanced), lock: readFileSync(lockFile, 'utf8') }).toEqual(before);
  });

  test("shows its dashboard widget and its page in the shell, on the page's one React", async ({ page, loginPage }) => {
    await page.addInitScript(installRendererCounter);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, loginPage);

    // The deployed remote is the one built with the previous minor, as it says itself.
    const manifest = (await (await page.request.get('/mfe/locations/mf-manifest.json')).json()) as { metaData: { pluginVersion: string } };
    expect(manifest.metaData.pluginVersion).toBe(previousVersion);
    const meta = (await (await page.request.get('/mfe/locations/remote.meta.json')).json()) as { federationVersion?: string };
    expect(meta.federationVersion).toBe(previousVersion);
    expect(previousVersion).not.toBe(shellVersion);

    // Its widget: the key numbers, with figures.
    const widget = page.locator('[data-remote="mfe_locations"]');
    await expect(widget.getByTestId('key-number-units')).toHaveText(/\d+/);
    await expect(widget.getByRole('alert')).toHaveCount(0);
    // Beside the widgets of the remotes built with the shell's version.
    await expect(page.getByTestId('issues-table-widget').getByRole('row').nth(1)).toBeVisible();

    // Its page.
    await page.locator('#portal-sidebar').getByRole('link', { name: 'Lokation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hovedkontor København' })).toBeVisible();
    await expect(page.getByTestId('location-address')).toBeVisible();
    await expect(page.locator('#portal-remote-outlet').getByRole('alert')).toHaveCount(0);

    const copies = await page.evaluate(() => ({
      reactDom: (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
      shared: window.__PORTAL_SHARED_COPIES__,
    }));
    expect(copies).toEqual({ reactDom: 1, shared: 1 });
    expect(pageErrors).toEqual([]);
  });

  test('a container of that version that fails to start fails in its own area, naming both versions', async ({ page, loginPage }) => {
    // The previous minor's container, made to throw as it starts (as one that could not run on this page would).
    await page.route(/\/mfe\/locations\/remoteEntry\.js$/, async (route) => {
      const original = await (await route.fetch()).text();
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: `throw new Error('mfe_locations cannot start here');\n${original}` });
    });
    await signIn(page, loginPage);

    const widget = page.locator('[data-remote="mfe_locations"]');
    await expect(widget.getByRole('alert')).toContainText('Denne del af portalen kunne ikke indlæses');
    await expect(widget.getByRole('alert')).toContainText(`mfe_locations was built with Module Federation ${previousVersion}; this page runs ${shellVersion}`);
    // The rest of the dashboard works.
    await expect(page.getByTestId('issues-table-widget').getByRole('row').nth(1)).toBeVisible();
  });
});
