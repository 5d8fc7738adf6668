import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PORTAL_CONTRACT_VERSION } from '@portal/shared/remote-registry';
import { demo, expect, test } from '../fixtures/portal-test';
import { installRendererCounter } from '../fixtures/react-devtools-hook';
import type { LoginPage } from '../pages/login.page';
import { build, copyRemoteSources, deploy, deployedDist, fingerprint, portalRoot, readJson, restore, writeJson } from '../support/redeploy';

/**
 * A remote deploys alone. The e2e server serves a copy of the built portal (support/copy-portal.mjs);
 * here the issues remote is rebuilt once as a variant (a new route and sidebar entry, a changed text, and
 * a React range the page's copy does not satisfy) and its files are replaced while the portal runs.
 */
const variantRoot = path.resolve(import.meta.dirname, '..', '.variant', 'mfe-issues');
const deployed = deployedDist('mfe-issues');

/** The issues remote's sources, changed as a team would, built once with the same build tools. */
function buildVariant(): void {
  rmSync(variantRoot, { recursive: true, force: true });
  mkdirSync(variantRoot, { recursive: true });
  copyRemoteSources('mfe-issues', variantRoot);
  const metaFile = path.join(variantRoot, 'remote.meta.json');
  const meta = readJson(metaFile) as { routes: unknown[]; sidebar: unknown[] };
  meta.routes.push({ id: 'statistics', path: '/fejlstatistik', titleKey: 'issues.route.statistics' });
  meta.sidebar.push({ id: 'issues-statistics', labelKey: 'issues.nav.statistics', path: '/fejlstatistik', order: 12, group: 'issues' });
  writeJson(metaFile, meta);

  const textsFile = path.join(variantRoot, 'translations', 'da-dk.json');
  writeJson(textsFile, {
    ...readJson(textsFile),
    'issues.nav.current': 'Åbne fejl',
    'issues.nav.statistics': 'Fejlstatistik',
    'issues.route.statistics': 'Fejlstatistik',
    'issues.statistics.heading': 'Fejlstatistik for alle lokationer',
  });

  const rootFile = path.join(variantRoot, 'src', 'root.component.tsx');
  const routes = readFileSync(rootFile, 'utf8');
  // The page's route (not the route's early data call, RoutePrefetch, which renders before the texts).
  const anchor = '<Route path={paths.completedIssues} element={<IssueListPage';
  expect(routes, 'the issues remote still has its completed-issues page').toContain(anchor);
  writeFileSync(
    rootFile,
    routes.replace(anchor, `<Route path="/fejlstatistik" element={<h1>{t('issues.statistics.heading')}</h1>} />\n        ${anchor}`),
  );

  // A team that moved on to a React minor the shell does not have yet.
  const packageFile = path.join(variantRoot, 'package.json');
  const packageJson = readJson(packageFile) as { dependencies: Record<string, string> };
  packageJson.dependencies.react = '^19.99.0';
  writeJson(packageFile, packageJson);

  build(variantRoot);
}

async function signIn(page: Page, loginPage: LoginPage): Promise<void> {
  await loginPage.goto();
  await loginPage.signIn(demo.email, demo.password);
  await expect(page.getByTestId('customer-name')).toHaveText(demo.customers.nordhavn.name);
}

/** Opens the sidebar's "Fejl" group when it is closed. */
async function openIssuesGroup(page: Page): Promise<void> {
  const sidebar = page.locator('#portal-sidebar');
  if (!(await sidebar.getByRole('link', { name: 'Afsluttede fejl' }).isVisible())) {
    await sidebar.getByRole('button', { name: 'Fejl' }).click();
  }
}

test.describe('a remote deployed on its own', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(() => {
    test.setTimeout(240_000);
    buildVariant();
  });

  test.afterEach(() => {
    restore('mfe-issues');
  });

  test.afterAll(() => {
    rmSync(path.dirname(variantRoot), { recursive: true, force: true });
  });

  test('a redeployed remote shows its new route, sidebar entry and text after a reload; the shell is untouched', async ({ page, loginPage }) => {
    const shellBefore = fingerprint(path.join(portalRoot, 'shell', 'dist'));
    await page.addInitScript(installRendererCounter);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });

    await signIn(page, loginPage);
    const sidebar = page.locator('#portal-sidebar');
    await openIssuesGroup(page);
    await expect(sidebar.getByRole('link', { name: 'Aktuelle fejl' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Fejlstatistik' })).toHaveCount(0);

    deploy('mfe-issues', path.join(variantRoot, 'dist'));
    await page.reload();

    await openIssuesGroup(page);
    await expect(sidebar.getByRole('link', { name: 'Åbne fejl' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Aktuelle fejl' })).toHaveCount(0);
    await sidebar.getByRole('link', { name: 'Fejlstatistik' }).click();
    await expect(page).toHaveURL(/\/fejlstatistik$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fejlstatistik for alle lokationer' })).toBeVisible();
    // The remote's other pages still work from the new deploy.
    await sidebar.getByRole('link', { name: 'Åbne fejl' }).click();
    await expect(page.getByRole('grid')).toBeVisible();

    // Built for React ^19.99.0, it runs on the page's one React, and the mismatch is reported.
    const copies = await page.evaluate(() => ({
      reactDom: (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
      shared: window.__PORTAL_SHARED_COPIES__,
      sharedCore: window.__PORTAL_SHARED_CORE_COPIES__,
      mismatches: (window as unknown as { __PORTAL_SHARED_MISMATCHES__?: { app: string; pkg: string; required: string }[] }).__PORTAL_SHARED_MISMATCHES__ ?? [],
    }));
    expect(copies.reactDom).toBe(1);
    expect(copies.shared).toBe(1);
    expect(copies.sharedCore).toBe(1);
    expect(copies.mismatches).toContainEqual(expect.objectContaining({ app: 'mfe_issues', pkg: 'react', required: '^19.99.0' }));
    expect(warnings.some((text) => text.includes('Shared singleton react: mfe_issues was built for ^19.99.0'))).toBe(true);

    expect(fingerprint(path.join(portalRoot, 'shell', 'dist')), "the shell's files").toEqual(shellBefore);
  });

  test('a remote built against another contract major is refused in its own area; the rest of the portal works', async ({ page, loginPage }) => {
    const metaFile = path.join(deployed, 'remote.meta.json');
    writeJson(metaFile, { ...readJson(metaFile), contractVersion: '2.0.0' });
    // The build's compressed copies are of the old file, and the server prefers them (ADR 0023): a file changed
    // by hand goes without them, as a build would have written them anew.
    rmSync(`${metaFile}.br`, { force: true });
    rmSync(`${metaFile}.gz`, { force: true });
    const issuesCode: string[] = [];
    page.on('request', (request) => {
      if (/\/mfe\/issues\/(?!remote\.meta\.json|translations\/)/.test(request.url())) issuesCode.push(request.url());
    });

    await signIn(page, loginPage);
    // The dashboard's issues widget says so in its place; the rest of the dashboard is there.
    const widget = page.locator('[data-remote="mfe_issues"]').first();
    await expect(widget.getByRole('alert')).toContainText(`Denne del er bygget til en anden version af portalen (kontrakt 2.0.0, portalen har ${PORTAL_CONTRACT_VERSION})`);
    await expect(page.getByTestId('key-numbers')).toBeVisible();

    await openIssuesGroup(page);
    await page.locator('#portal-sidebar').getByRole('link', { name: 'Aktuelle fejl' }).click();
    await expect(page.getByRole('alert')).toContainText(`kontrakt 2.0.0, portalen har ${PORTAL_CONTRACT_VERSION}`);
    await expect(page.getByRole('alert').getByRole('button')).toHaveCount(0);

    await page.locator('#portal-sidebar').getByRole('link', { name: 'Lokation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hovedkontor København' })).toBeVisible();
    expect(issuesCode, "the refused remote's code is never fetched").toEqual([]);
  });
});
