import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demo, expect, test } from '../fixtures/portal-test';
import { LoginPage } from '../pages/login.page';
import { PortalPage } from '../pages/portal.page';
import { outagePort, outageUrl } from '../support/environment';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../api/src/test/throwaway-postgres';

/**
 * The portal on PostgreSQL while the database stops and comes back. A cluster of this spec's own
 * (never the shared server) and an API process of its own on it, serving the built portal. While the
 * database is down a page whose data fails to load says in Danish that the portal is temporarily
 * unavailable; once the database is back the page shows its data by itself, without a reload.
 */

const unavailable = 'Portalen er midlertidigt utilgængelig. Vi prøver igen om et øjeblik.';

let cluster: ThrowawayPostgres;
let api: ChildProcess;
let dataDir: string;
/** The API process's stderr, shown when it does not come up. */
let apiErrors = '';

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (await fetch(`${outageUrl}/api/health`).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The outage spec's API did not answer on ${outageUrl}:\n${apiErrors}`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cluster = await startThrowawayPostgres();
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-outage-'));
  api = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../api/dist/main.js')], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(outagePort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PORTAL_ROOT: '.portal',
      DATABASE_URL: cluster.url,
      NODE_ENV: 'test',
      JWT_SECRET: 'e2e-outage-only-secret-not-used-anywhere-else',
      PUBLIC_URL: outageUrl,
    },
  });
  api.stderr?.on('data', (chunk: Buffer) => {
    apiErrors += chunk.toString();
  });
  await waitForHealth(Date.now() + 90_000);
});

test.afterAll(async () => {
  api?.kill('SIGTERM');
  await cluster?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a page says the portal is temporarily unavailable while PostgreSQL is down, and shows its data once it is back', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${outageUrl}/login`);
  await new LoginPage(page).signIn(demo.email, demo.password);
  const portal = new PortalPage(page);
  await expect(portal.customerName).toHaveText(demo.customers.nordhavn.name);
  await expect(page.getByTestId('issues-table-widget').getByRole('table')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });

  await cluster.stop();
  try {
    // In-app navigation: the list's read answers 503 while the database is down.
    const sidebar = page.locator('#portal-sidebar');
    const link = sidebar.getByRole('link', { name: 'Aktuelle fejl' });
    if (!(await link.isVisible())) await sidebar.getByRole('button', { name: 'Fejl' }).click();
    await link.click();
    const alert = page.locator('#portal-remote-outlet').getByRole('alert');
    // The message, then the error state's own "Prøv igen".
    await expect(alert).toContainText(unavailable);
  } finally {
    await cluster.start();
  }

  // The page asks again every 5 s: the list appears by itself, in the same document.
  await expect(page.locator('#portal-remote-outlet').getByRole('alert')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('#portal-remote-outlet').getByRole('grid').or(page.locator('#portal-remote-outlet').getByRole('table')).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), 'no full reload').toBe(true);
});
