import type { Page } from '@playwright/test';
import { SignJWT, decodeJwt } from 'jose';
import { demo, expect, fetchToken, test } from '../fixtures/portal-test';
import { jwtSecret } from '../support/environment';

/**
 * Spec section 4 "Authentication and customer", what the browser does with the token's claims: a token
 * without the customer's xalId is replaced by one from requestnewtoken, and a token with an Impersonator
 * claim is logged with the part of the claim before the @. The portal is opened with `?accessToken=`, as the
 * provider's tools (the impersonation tool among them) open it.
 */

/**
 * The demo user's token from a real sign-in (its session is live) with some claims changed, signed with the
 * e2e portal's key as the API signs: what the provider's impersonation tool would hand over.
 */
async function tokenWith(token: string, changes: Record<string, string>): Promise<string> {
  return new SignJWT({ ...decodeJwt(token), ...changes }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(jwtSecret));
}

/** The paths of the page's calls to one authentication endpoint, as they are made. */
function watchCalls(page: Page, endpoint: 'requestnewtoken' | 'logimpersonator'): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(`/api/authentication/${endpoint}/`)) calls.push(pathname);
  });
  return calls;
}

test.describe('the token claims the browser acts on', () => {
  test('a token with an Impersonator claim is logged once, with the part before the @, and shows in the audit trail', async ({ page, request }) => {
    const signedIn = await fetchToken(request);
    const { CustomerId, EmployeeId, EmployeeName } = decodeJwt(signedIn) as Record<string, string>;
    const impersonator = 'kari.support@nordisk-sikring.dk';
    const token = await tokenWith(signedIn, { Impersonator: impersonator });
    const calls = watchCalls(page, 'logimpersonator');

    const logged = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/authentication/logimpersonator/'));
    await page.goto(`/?accessToken=${encodeURIComponent(token)}`);
    expect((await logged).status()).toBe(204);
    expect(calls).toEqual([`/api/authentication/logimpersonator/${CustomerId}/${EmployeeId}/kari.support`]);
    await expect(page.getByTestId('customer-name')).toHaveText(demo.customers.nordhavn.name);

    // Moving around the portal logs nothing more: the demo user is the customer's Admin and reads the entry.
    await page.locator('#portal-sidebar').getByRole('link', { name: 'Revisionsspor' }).click();
    await expect(page).toHaveURL('/revisionsspor');
    const entry = page.getByRole('row').filter({ hasText: 'Logget ind som brugeren (udbyderen)' }).first();
    await expect(entry).toContainText(`${impersonator} loggede ind som ${EmployeeName}`);
    expect(calls).toHaveLength(1);
  });

  test('a token without an Impersonator claim logs nothing', async ({ page, request }) => {
    const calls = watchCalls(page, 'logimpersonator');
    await page.goto(`/?accessToken=${encodeURIComponent(await fetchToken(request))}`);
    await expect(page.getByTestId('issues-table-widget').getByRole('table')).toBeVisible();
    await page.locator('#portal-sidebar').getByRole('link', { name: 'Revisionsspor' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Revisionsspor' })).toBeVisible();
    expect(calls).toEqual([]);
  });

  test("a token without the customer's xalId is replaced by a new one for the same customer and employee", async ({ page, request }) => {
    const signedIn = await fetchToken(request);
    const { CustomerId, EmployeeId } = decodeJwt(signedIn) as Record<string, string>;
    const token = await tokenWith(signedIn, { CustomerXal: '' });
    const calls = watchCalls(page, 'requestnewtoken');

    const renewed = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/authentication/requestnewtoken/'));
    await page.goto(`/?accessToken=${encodeURIComponent(token)}`);
    const response = await renewed;
    expect(response.status()).toBe(200);
    const fresh = ((await response.json()) as { token: string }).token;
    expect(decodeJwt(fresh)).toMatchObject({ CustomerId, EmployeeId, CustomerXal: demo.customers.nordhavn.xalId, NewsFeed: expect.stringMatching(/^(True|False)$/) });
    // The new token is the one kept, and the portal works on with it.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBe(fresh);
    await expect(page.getByTestId('issues-table-widget').getByRole('table')).toBeVisible();
    expect(calls).toEqual([`/api/authentication/requestnewtoken/customer/${CustomerId}/employee/${EmployeeId}`]);
  });

  test('a token with every claim is kept as it is', async ({ page, request }) => {
    const token = await fetchToken(request);
    const calls = watchCalls(page, 'requestnewtoken');
    await page.goto(`/?accessToken=${encodeURIComponent(token)}`);
    await expect(page.getByTestId('issues-table-widget').getByRole('table')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
    expect(calls).toEqual([]);
  });
});
