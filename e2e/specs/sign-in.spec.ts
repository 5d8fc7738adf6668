import { LoginPage } from '../pages/login.page';
import { demo, expect, fetchToken, test } from '../fixtures/portal-test';

test.describe('signing in and out', () => {
  test('the demo user signs in and sees the dashboard with customer, active location and key numbers', async ({ signedIn, page }) => {
    await expect(page).toHaveURL('/');
    await expect(signedIn.customerName).toHaveText(demo.customers.nordhavn.name);
    await expect(signedIn.dashboardLocation).toHaveText('Hovedkontor København');
    await expect(signedIn.activeLocation).toHaveText('Hovedkontor København');
    await expect(signedIn.keyNumbers.getByTestId('key-number-units')).toHaveText(/^\d+$/);
    await expect(signedIn.keyNumbers.getByTestId('key-number-current-issues')).toHaveText(/^\d+$/);
    await expect(page).toHaveTitle(`Forside - ${demo.providerName}`);
    await expect(signedIn.environmentBanner).toHaveAccessibleName('Miljø: development');
    // Two customers: the switcher shows.
    await expect(signedIn.header.getByRole('button', { name: 'Skift kunde' })).toBeVisible();
  });

  test('an employee of a single customer gets no customer switcher', async ({ loginPage, portal, page }) => {
    await loginPage.goto();
    await loginPage.signIn(demo.otherEmail, demo.password);
    await expect(portal.customerName).toHaveText(demo.customers.aarhus.name);
    await expect(portal.header.getByRole('button', { name: 'Skift lokation' })).toBeVisible();
    await expect(portal.header.getByRole('button', { name: 'Skift kunde' })).toHaveCount(0);
    await expect(page).toHaveURL('/');
  });

  test('a wrong password shows a message and stays on the sign-in page', async ({ loginPage, page }) => {
    await loginPage.goto();
    await loginPage.signIn(demo.email, 'wrong-password');
    await expect(loginPage.error).toHaveText('E-mail eller adgangskode er forkert.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in user who opens /login goes to the dashboard', async ({ signedIn, page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL('/');
    await expect(signedIn.customerName).toHaveText(demo.customers.nordhavn.name);
  });

  test('logout clears the session and storage and returns to /login', async ({ signedIn, page }) => {
    await signedIn.logout();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('customerId'), localStorage.getItem('Email')])).toEqual([null, null, null]);
    await page.goto('/lokation');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('after "Log ud" the old token is refused by the API (the session ended on the server)', async ({ signedIn, page, playwright }) => {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const claims = JSON.parse(Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString('utf8')) as { EmployeeId: string; CustomerId: string };
    const call = async (): Promise<number> => {
      // A fresh request context: no cookies or state shared with the page.
      const fresh = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
      try {
        return (await fresh.get(`/api/location/${claims.CustomerId}/locations`, { headers: { authorization: `Bearer ${token}` } })).status();
      } finally {
        await fresh.dispose();
      }
    };
    expect(await call()).toBe(200);
    const ended = page.waitForResponse((response) => response.url().endsWith('/api/authentication/logout'));
    await signedIn.logout();
    expect((await ended).status()).toBe(204);
    await expect(page).toHaveURL(/\/login$/);
    expect(await call()).toBe(401);
  });

  test('?accessToken= on any route signs in and redirects to the dashboard', async ({ page, request, portal }) => {
    const token = await fetchToken(request);
    await page.goto(`/lokation?accessToken=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL('/');
    await expect(portal.customerName).toHaveText(demo.customers.nordhavn.name);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
  });

  test("a signed-in user who opens another user's ?accessToken= link is asked first: staying keeps the session, switching ends it", async ({
    signedIn,
    page,
    request,
    playwright,
  }) => {
    const demoToken = await page.evaluate(() => localStorage.getItem('token'));
    const otherToken = await fetchToken(request, demo.otherEmail);
    const question = page.getByRole('alertdialog', { name: 'Skift bruger?' });

    await page.goto(`/lokation?accessToken=${encodeURIComponent(otherToken)}`);
    await expect(question).toBeVisible();
    await expect(question).toContainText('Du er logget ind som Demo Bruger (demo@example.com). Skift til Anden Bruger (anden@example.com)?');
    await expect(page).toHaveTitle(`Skift bruger? - ${demo.providerName}`);
    // Staying is the safe answer: it has the focus, and the keyboard gives it.
    const stay = question.getByRole('button', { name: 'Bliv logget ind som Demo Bruger' });
    await expect(stay).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/lokation');
    await expect(page.getByRole('heading', { level: 1, name: 'Hovedkontor København' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(demoToken);

    await page.goto(`/?accessToken=${encodeURIComponent(otherToken)}`);
    await question.getByRole('button', { name: 'Skift til Anden Bruger' }).click();
    await expect(page).toHaveURL('/');
    await expect(signedIn.customerName).toHaveText(demo.customers.aarhus.name);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(otherToken);
    // Demo's session ended on the server: its token is refused.
    const fresh = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const claims = JSON.parse(Buffer.from((demoToken ?? '').split('.')[1] ?? '', 'base64url').toString('utf8')) as { CustomerId: string };
      expect((await fresh.get(`/api/location/${claims.CustomerId}/locations`, { headers: { authorization: `Bearer ${demoToken}` } })).status()).toBe(401);
    } finally {
      await fresh.dispose();
    }
    // The same person's own link (another token) asks nothing.
    await page.goto(`/?accessToken=${encodeURIComponent(await fetchToken(request, demo.otherEmail))}`);
    await expect(page).toHaveURL('/');
    await expect(signedIn.customerName).toHaveText(demo.customers.aarhus.name);
    await expect(question).toHaveCount(0);
  });

  test('the switch question in English', async ({ signedIn, page, request }) => {
    await signedIn.languageSelect.selectOption('en-gb');
    await page.goto(`/?accessToken=${encodeURIComponent(await fetchToken(request, demo.otherEmail))}`);
    const question = page.getByRole('alertdialog', { name: 'Switch user?' });
    await expect(question).toContainText('You are signed in as Demo Bruger (demo@example.com). Switch to Anden Bruger (anden@example.com)?');
    await question.getByRole('button', { name: 'Stay signed in as Demo Bruger' }).click();
    await expect(page).toHaveURL('/');
    await expect(signedIn.customerName).toHaveText(demo.customers.nordhavn.name);
  });

  test('an invalid ?accessToken= leads to the sign-in page with an explanation', async ({ page }) => {
    await page.goto('/?accessToken=not-a-token');
    await expect(page).toHaveURL(/\/login/);
    await expect(new LoginPage(page).error).toContainText('ugyldigt eller udløbet');
  });
});
