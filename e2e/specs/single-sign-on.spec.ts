import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../fixtures/portal-test';
import { LoginPage } from '../pages/login.page';
import { PortalPage } from '../pages/portal.page';
import { oidcProvider, ssoSecretKey } from '../support/environment';

/**
 * Single sign-on (ADR 0063) through Chromium against a real OpenID provider on loopback (oidc-provider, its
 * development login form): the provider's import gives a customer the provider, the e-mail first sends the
 * browser there, and its return opens the portal's dashboard; an address without a user comes back refused.
 */

const run = promisify(execFile);
const e2eDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(e2eDir, '..');
const customer = { xalId: 'C-E2E-SSO', name: 'Single Sign-On Ejendomme A/S' };
const member = { email: 'kim@sso-e2e.example', name: 'Kim Enkeltlogin' };

test.beforeAll(async () => {
  // The provider's import, as an operator runs it, into the running portal's database.
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-sso-import-'));
  const file = path.join(folder, 'single-sign-on.json');
  writeFileSync(
    file,
    JSON.stringify({
      customers: [
        {
          ...customer,
          singleSignOn: { issuer: oidcProvider.issuer, clientId: oidcProvider.clientId, clientSecret: oidcProvider.clientSecret, domains: ['sso-e2e.example'] },
        },
      ],
      employees: [{ ...member, password: 'never-used-password-1', memberships: [{ customerXalId: customer.xalId, role: 'User' }] }],
    }),
  );
  try {
    await run(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api', 'src', 'import', 'import.cli.ts'), file], {
      cwd: path.join(repoRoot, 'api'),
      env: { ...process.env, DATA_DIR: path.join(e2eDir, '.data'), SSO_SECRET_KEY: ssoSecretKey, NODE_ENV: 'development', DEMO_DATA: '0' },
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

/** The provider's development login form: the login is the account (prefilled from the portal's login_hint). */
async function signInAtProvider(login: LoginPage, email: string): Promise<void> {
  const { page } = login;
  await expect(page).toHaveURL(new RegExp(`^${oidcProvider.issuer.replace(/\./g, '\\.')}/interaction/`));
  await expect(page.locator('input[name="login"]')).toHaveValue(email);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('e-mail first, the organisation\'s sign-in, back on the dashboard of the customer', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.enterEmail(member.email);
  await signInAtProvider(login, member.email);

  const portal = new PortalPage(page);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Forside' })).toBeVisible();
  await expect(portal.customerName).toHaveText(customer.name);
  // The token left the address bar (the sign-in link's handling).
  expect(page.url()).not.toContain('accessToken');
});

test('an address of the domain without a user comes back to the sign-in page with the reason', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.enterEmail('ukendt@sso-e2e.example');
  await signInAtProvider(login, 'ukendt@sso-e2e.example');
  await expect(page).toHaveURL(/\/login\?ssoError=/);
  await expect(login.error).toHaveText(/ingen bruger i portalen/);
  // A password address still gets the password step.
  await login.email.fill('demo@example.com');
  await login.email.press('Enter');
  await expect(login.password).toBeVisible();
});

test("the portal opens in the profile's language after the organisation's sign-in, in a browser that has none", async ({ page, browser }) => {
  // The member chooses English on the profile (through the API, as the profile page saves it).
  const login = new LoginPage(page);
  await login.goto();
  await login.enterEmail(member.email);
  await signInAtProvider(login, member.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Forside' })).toBeVisible();
  const { token, customerId } = await page.evaluate(() => {
    const stored = localStorage.getItem('token') ?? '';
    return { token: stored, customerId: JSON.parse(atob((stored.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))).CustomerId as string };
  });
  const profile = (culture: string | null) =>
    page.request.put(`/api/user/${customerId}/profile`, { headers: { authorization: `Bearer ${token}` }, data: { name: member.name, culture, newsletter: false } });
  expect((await profile('en-GB')).status()).toBe(200);

  // A fresh browser (no language stored): the organisation's sign-in opens the portal in English.
  const fresh = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const freshPage = await fresh.newPage();
    const freshLogin = new LoginPage(freshPage);
    await freshLogin.goto();
    await freshLogin.enterEmail(member.email);
    await signInAtProvider(freshLogin, member.email);
    await expect(freshPage).toHaveURL('/');
    await expect(freshPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await freshPage.evaluate(() => document.documentElement.lang)).toBe('en-GB');
    expect(freshPage.url()).not.toContain('culture');
  } finally {
    await fresh.close();
    expect((await profile(null)).status()).toBe(200);
  }
});
