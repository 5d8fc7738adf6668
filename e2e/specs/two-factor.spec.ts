import { Secret, TOTP } from 'otpauth';
import type { APIRequestContext, Page } from '@playwright/test';
import { LoginPage } from '../pages/login.page';
import type { CustomerUser } from '@portal/shared/contract';
import { demo, expect, fetchToken, test } from '../fixtures/portal-test';
import { shoot } from '../support/screenshots';

/**
 * Two-factor sign-in (ADR 0057) in Chromium against the real API: a user sets it up on the profile page (the key
 * read off the page, the code made from it as an authenticator app makes it), signs out, and signs in with the
 * password and then a code; a wrong code is refused with a message, by keyboard alone. In English, with
 * screenshots of the set-up and the code step at 1366 and 390 px when E2E_SCREENSHOTS names a folder.
 */
const codeOf = (secret: string, offsetSteps = 0): string =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

/** A 6-digit code that is not the current one (nor the next). */
const wrongCodeFor = (secret: string): string => ['000000', '111111', '222222'].find((code) => code !== codeOf(secret) && code !== codeOf(secret, 1)) ?? '333333';


/** An Admin's reset of a user's two-factor (the demo Admin's session), so later specs sign in with the password alone. */
async function resetTwoFactorOf(request: APIRequestContext, email: string): Promise<void> {
  const token = await fetchToken(request);
  const { CustomerId } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { CustomerId: string };
  const headers = { authorization: `Bearer ${token}` };
  const users = (await (await request.get(`/api/user/${CustomerId}/users`, { headers })).json()) as CustomerUser[];
  const user = users.find((candidate) => candidate.email === email);
  if (user) await request.delete(`/api/user/${CustomerId}/users/${user.employeeId}/two-factor`, { headers });
}

/** Signs in with the password in English. */
async function signInWithPassword(page: Page, email: string): Promise<void> {
  await new LoginPage(page).enterEmail(email);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByLabel('Password').press('Enter');
}

test('set up two-factor on the profile page, sign out, sign in with the password and a code', async ({ page, request }) => {
  test.slow();
  try {
    const login = new LoginPage(page);
    await login.goto();
    await page.evaluate(() => localStorage.setItem('culture', 'en-gb'));
    await page.reload();
    await new LoginPage(page).enterEmail(demo.otherEmail);
    await page.getByLabel('Password').fill(demo.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const signOut = page.getByRole('button', { name: 'Sign out' });
    await expect(signOut).toBeVisible();

    // Set-up on the profile page: the QR code and the key, a code, then the recovery codes.
    await page.goto('/profil');
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(section).toContainText('Two-factor sign-in is off.');
    await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(section.getByRole('img', { name: 'QR code with the key for your authenticator app' })).toBeVisible();
    const secret = (await section.getByTestId('totp-secret').getAttribute('data-secret')) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(section.getByTestId('totp-secret')).toHaveText(secret.replace(/(.{4})(?=.)/g, '$1 '));
    await shoot(page, 'two-factor-enrolment', section);

    const code = section.getByLabel('Code from the authenticator app');
    await code.fill(wrongCodeFor(secret));
    await section.getByRole('button', { name: 'Turn on' }).click();
    await expect(section.getByRole('alert')).toHaveText(
      'The code is wrong or has expired. Enter the current code from your authenticator app, or a recovery code.',
    );
    await code.fill(codeOf(secret));
    await section.getByRole('button', { name: 'Turn on' }).click();
    const codes = section.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCodes = await codes.allTextContents();
    for (const recoveryCode of recoveryCodes) expect(recoveryCode).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await expect(section.getByRole('button', { name: 'Download' })).toBeVisible();
    await shoot(page, 'two-factor-recovery-codes', section);
    await section.getByRole('button', { name: 'I have saved the codes' }).click();
    await expect(section).toContainText('Two-factor sign-in is on. Recovery codes left: 10.');

    // Sign out, and in again: the password, then the code step (by keyboard).
    await signOut.click();
    await expect(page).toHaveURL(/\/login/);
    await new LoginPage(page).enterEmail(demo.otherEmail);
    await page.getByLabel('Password').fill(demo.password);
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
    await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    const codeField = page.getByLabel('Code', { exact: true });
    await expect(codeField).toBeFocused();
    await shoot(page, 'two-factor-sign-in-code');

    await page.keyboard.type(wrongCodeFor(secret));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(
      'The code is wrong or has expired. Enter the current code from your authenticator app, or a recovery code.',
    );
    await expect(codeField).toBeFocused();
    await shoot(page, 'two-factor-sign-in-wrong-code');
    // The step after the one the set-up used: each code signs in once.
    await page.keyboard.type(codeOf(secret, 1));
    await page.keyboard.press('Enter');
    await expect(signOut).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);

    // A recovery code turns it off again.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const off = await page.request.post('/api/authentication/totp/disable', {
      headers: { authorization: `Bearer ${token ?? ''}` },
      data: { code: recoveryCodes[0] },
    });
    expect(off.status()).toBe(204);
  } finally {
    // Whatever failed above, the other specs sign this user in with the password alone.
    await resetTwoFactorOf(request, demo.otherEmail);
  }
});

test("an Admin requires two-factor: without it, the sign-in sets it up before the portal opens", async ({ page }) => {
  test.slow();
  const login = new LoginPage(page);
  await login.goto();
  await page.evaluate(() => localStorage.setItem('culture', 'en-gb'));
  await page.reload();
  await signInWithPassword(page, demo.email);
  const signOut = page.getByRole('button', { name: 'Sign out' });
  await expect(signOut).toBeVisible();

  await page.goto('/brugere');
  const setting = page.getByRole('region', { name: 'Two-factor sign-in' });
  const required = setting.getByRole('checkbox', { name: 'Require two-factor sign-in for every user' });
  await expect(required).not.toBeChecked();
  await required.check();
  await expect(setting.getByRole('status')).toHaveText('Two-factor sign-in is now required.');
  await expect(page.getByRole('row', { name: /Demo Bruger/ })).toContainText('Off');
  await shoot(page, 'two-factor-requirement', setting);

  try {
    // The Admin is a user of the customer too: the next sign-in sets two-factor up.
    await signOut.click();
    await expect(page).toHaveURL(/\/login/);
    await signInWithPassword(page, demo.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible();
    await expect(page.getByText('Your organisation requires two-factor sign-in.', { exact: false })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code with the key for your authenticator app' })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').getAttribute('data-secret')) ?? '';
    await shoot(page, 'two-factor-sign-in-enrolment');
    await page.getByLabel('Code', { exact: true }).fill(codeOf(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in is on' })).toBeVisible();
    const codes = page.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCodes = await codes.allTextContents();
    await shoot(page, 'two-factor-sign-in-recovery-codes');
    // No token until the codes were seen.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByRole('button', { name: 'Continue to the portal' }).click();
    await expect(signOut).toBeVisible();

    await page.goto('/brugere');
    await expect(page.getByRole('row', { name: /Demo Bruger/ })).toContainText('On');
    await page.goto('/profil');
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(section).toContainText('Two-factor sign-in is on. Recovery codes left: 10.');
    await expect(section).toContainText('Your organisation requires two-factor sign-in, so it cannot be turned off.');

    // Back as the demo data has it: not required, off (with a recovery code).
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const headers = { authorization: `Bearer ${token ?? ''}` };
    const claims = JSON.parse(Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString()) as { CustomerId: string };
    expect((await page.request.put(`/api/user/${claims.CustomerId}/two-factor`, { headers, data: { required: false } })).status()).toBe(200);
    expect((await page.request.post('/api/authentication/totp/disable', { headers, data: { code: recoveryCodes[0] } })).status()).toBe(204);
  } finally {
    // Whatever failed above, the other specs sign the demo user in with the password alone.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    if (token) {
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { CustomerId: string; EmployeeId: string };
      const headers = { authorization: `Bearer ${token}` };
      await page.request.put(`/api/user/${claims.CustomerId}/two-factor`, { headers, data: { required: false } });
      await page.request.delete(`/api/user/${claims.CustomerId}/users/${claims.EmployeeId}/two-factor`, { headers });
    }
  }
});
