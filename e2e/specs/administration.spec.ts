import type { AuditEntry, LocationNode } from '@portal/shared/contract';
import type { Page } from '@playwright/test';
import { LoginPage } from '../pages/login.page';
import { PortalPage } from '../pages/portal.page';
import { decodeQuotedPrintable, waitForMail } from '../fixtures/mail-sink';
import { demo, expect, test } from '../fixtures/portal-test';

/**
 * Customer administration against the real API and SMTP: the Admin invites a user limited
 * to one site, the invitation arrives over SMTP with a one-time link, the user sets a password there,
 * signs in and sees only that site; the Admin sees the invitation and the sign-in in the audit trail;
 * a User of another customer gets the not-authorized page.
 */
const invitee = { name: 'Eva Ekstern', email: `eva.ekstern.${Date.now()}@example.com`, password: 'Lager-Glostrup-2026' };
const site = { code: 'NE-200', name: 'Lager Glostrup' };

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(`/api/${path}`, { headers: { authorization: `Bearer ${token ?? ''}` } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

test.describe('customer administration', () => {
  test.slow();

  test('invite -> mail -> set password -> the limited user sees one site; the Admin sees it in the audit trail', async ({ signedIn, page, browser }) => {
    await signedIn.sidebar.getByRole('link', { name: 'Brugere' }).click();
    await expect(page).toHaveURL('/brugere');
    await expect(page.getByRole('heading', { level: 1, name: 'Brugere' })).toBeVisible();
    await page.getByRole('button', { name: 'Inviter bruger' }).click();
    const form = page.getByRole('form', { name: 'Inviter en bruger' });
    await form.getByLabel('Navn').fill(invitee.name);
    await form.getByLabel('E-mail').fill(invitee.email);
    await form.getByRole('checkbox', { name: 'Alle lokationer' }).uncheck();
    await form.getByRole('searchbox').fill('Glostrup');
    await form.getByRole('checkbox', { name: `${site.name} (${site.code})` }).check();
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status')).toHaveText(`Invitationen er sendt til ${invitee.email}.`);
    await expect(page.getByRole('row', { name: new RegExp(invitee.name) })).toContainText('Inviteret');

    // The mail, over SMTP: a one-time link, never a password.
    const mail = decodeQuotedPrintable((await waitForMail(invitee.email, /set-password#token=/)).raw);
    const link = /(http\S+\/set-password#token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(link).toBeTruthy();
    expect(mail).not.toContain(invitee.password);

    // The invitee, in a browser of their own.
    const context = await browser.newContext();
    const inviteePage = await context.newPage();
    await inviteePage.goto(link ?? '');
    await expect(inviteePage.getByRole('heading', { level: 1, name: 'Vælg adgangskode' })).toBeVisible();
    await expect(inviteePage.getByText(invitee.email)).toBeVisible();
    await inviteePage.getByLabel('Ny adgangskode').fill('for-kort');
    await inviteePage.getByLabel('Gentag adgangskoden').fill('for-kort');
    await inviteePage.getByRole('button', { name: 'Gem adgangskode' }).click();
    await expect(inviteePage.getByRole('alert')).toHaveText('Adgangskoden skal være mindst 10 tegn.');
    await inviteePage.getByLabel('Ny adgangskode').fill(invitee.password);
    await inviteePage.getByLabel('Gentag adgangskoden').fill(invitee.password);
    await inviteePage.getByRole('button', { name: 'Gem adgangskode' }).click();
    await expect(inviteePage.getByRole('status')).toHaveText('Adgangskoden er gemt. Du kan nu logge ind.');
    // The link worked once (a fresh load: the same URL again only changes the fragment).
    await inviteePage.goto(link ?? '');
    await inviteePage.reload();
    await expect(inviteePage.getByRole('alert')).toHaveText('Linket er udløbet eller allerede brugt.');

    await inviteePage.getByRole('link', { name: 'Bestil et nyt link' }).click();
    await expect(inviteePage).toHaveURL('/glemt-adgangskode');
    await inviteePage.getByRole('link', { name: 'Tilbage til log ind' }).click();
    // The sign-in page's chunk may still be loading while the forgot-password page (which has an E-mail field
    // too) stays on screen: fill only once the sign-in form is there.
    await expect(inviteePage.getByRole('heading', { level: 1, name: 'Log ind' })).toBeVisible();
    const login = new LoginPage(inviteePage);
    await login.signIn(invitee.email, invitee.password);
    const limited = new PortalPage(inviteePage);
    await expect(limited.customerName).toHaveText(demo.customers.nordhavn.name);
    await expect(limited.activeLocation).toContainText(site.name);
    // The picker offers the site (and what is inside it) only.
    await limited.openLocationPicker();
    await expect(limited.dialog.getByText(site.name, { exact: true })).toBeVisible();
    await expect(limited.dialog.getByText('Hovedkontor København')).toHaveCount(0);
    await inviteePage.keyboard.press('Escape');
    const customerId = await inviteePage.evaluate(() => localStorage.getItem('customerId'));
    const tree = await apiGet<LocationNode[]>(inviteePage, `location/${customerId}/locations`);
    expect(tree.map((node) => node.code)).toEqual([site.code]);
    const elsewhere = await inviteePage.request.get(`/api/location/${customerId}/location/NE-100`, {
      headers: { authorization: `Bearer ${(await inviteePage.evaluate(() => localStorage.getItem('token'))) ?? ''}` },
    });
    expect(elsewhere.status()).toBe(404);
    // A User: the admin pages are not offered, and opening one shows the not-authorized page.
    await expect(limited.sidebar.getByRole('link', { name: 'Brugere' })).toHaveCount(0);
    await inviteePage.goto('/brugere');
    await expect(inviteePage.getByRole('heading', { name: 'Ingen adgang' })).toBeVisible();

    // The profile's language is the user's default: saved once, every later sign-in starts in it,
    // even where the browser had another language (here: the language kept in storage set back to Danish).
    await inviteePage.goto('/profil');
    // The profile form's language (the header has a 'Sprog' select of its own).
    const profile = inviteePage.locator('#portal-remote-outlet');
    await profile.getByLabel('Sprog').selectOption('en-GB');
    await profile.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(inviteePage.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await inviteePage.getByRole('button', { name: 'Sign out' }).click();
    await inviteePage.evaluate(() => localStorage.setItem('culture', 'da-dk'));
    await login.goto();
    await expect(inviteePage.getByRole('button', { name: 'Fortsæt' })).toBeVisible();
    await login.signIn(invitee.email, invitee.password);
    await expect(inviteePage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await context.close();

    // The Admin's audit trail: the invitation and the invitee's sign-in.
    await signedIn.sidebar.getByRole('link', { name: 'Revisionsspor' }).click();
    await expect(page).toHaveURL('/revisionsspor');
    await expect(page.getByRole('row', { name: new RegExp(`Bruger inviteret ${invitee.email}`) })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`${invitee.name}.*Logget ind`) }).first()).toBeVisible();
    const entries = await apiGet<AuditEntry[]>(page, `audit/${customerId}/entries`);
    expect(entries.some((entry) => entry.action === 'password.set' && entry.subject === invitee.email)).toBe(true);
  });

  test("an Admin names a person for this customer only; the person names themself on the profile", async ({ signedIn, page, browser }) => {
    // anden@example.com is a User of Aarhus with an account; Nordhavn's Admin adds the e-mail under a name of Nordhavn's.
    const nordhavnName = 'Anden Hos Nordhavn';
    const demoToken = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    const nordhavnId = (await page.evaluate(() => localStorage.getItem('customerId'))) ?? '';
    const context = await browser.newContext();
    const other = await context.newPage();
    try {
      await signedIn.sidebar.getByRole('link', { name: 'Brugere' }).click();
      await page.getByRole('button', { name: 'Inviter bruger' }).click();
      const form = page.getByRole('form', { name: 'Inviter en bruger' });
      await expect(form.getByText('Det navn, denne kunde viser for personen.')).toBeVisible();
      await form.getByLabel('Navn').fill(nordhavnName);
      await form.getByLabel('E-mail').fill(demo.otherEmail);
      await form.getByRole('button', { name: 'Send invitation' }).click();
      // The same answer as for a new person: the name given here, invited (nothing of the account in Aarhus).
      await expect(page.getByRole('status')).toHaveText(`Invitationen er sendt til ${demo.otherEmail}.`);
      const row = page.getByRole('row', { name: new RegExp(nordhavnName) });
      await expect(row).toContainText('Inviteret');
      await expect(page.getByRole('row', { name: /Anden Bruger/ })).toHaveCount(0);

      // The person signs in (Nordhavn comes first: Danish collation puts "Aa" last) and sees their own name;
      // they change it on the profile.
      const login = new LoginPage(other);
      await login.goto();
      await login.signIn(demo.otherEmail, demo.password);
      await expect(new PortalPage(other).customerName).toHaveText(demo.customers.nordhavn.name);
      await other.goto('/profil');
      const profile = other.locator('#portal-remote-outlet');
      await expect(profile.getByLabel('Navn')).toHaveValue('Anden Bruger');
      await expect(profile.getByText('Det navn, dine kunder ser')).toBeVisible();
      await profile.getByLabel('Navn').fill('Anden Selv');
      await profile.getByRole('button', { name: 'Gem', exact: true }).click();
      // The profile page has more sections that announce (the calendar address): the form's own announcement.
      await expect(profile.getByRole('status').filter({ hasText: 'Profilen er gemt.' })).toBeVisible();

      // Nordhavn still shows its own name for them; signed in now, no longer invited.
      await page.reload();
      const renamed = page.getByRole('row', { name: new RegExp(nordhavnName) });
      await expect(renamed).toBeVisible();
      await expect(renamed).not.toContainText('Inviteret');
      await expect(page.getByRole('row', { name: /Anden Selv/ })).toHaveCount(0);
    } finally {
      // Back as the other specs expect anden@example.com: Aarhus only, named Anden Bruger.
      const headers = { authorization: `Bearer ${demoToken}` };
      const users = (await (await page.request.get(`/api/user/${nordhavnId}/users`, { headers })).json()) as { employeeId: number; email: string }[];
      const member = users.find((user) => user.email === demo.otherEmail);
      if (member) expect((await page.request.delete(`/api/user/${nordhavnId}/users/${member.employeeId}`, { headers })).status()).toBe(204);
      const own = await context.request.post('/api/authentication/authenticate', { data: { email: demo.otherEmail, password: demo.password } });
      const { token } = (await own.json()) as { token: string };
      const aarhusId = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).CustomerId as string;
      const auth = { authorization: `Bearer ${token}` };
      const current = (await (await context.request.get(`/api/user/${aarhusId}/profile`, { headers: auth })).json()) as { culture: string | null; newsletter: boolean };
      const restored = await context.request.put(`/api/user/${aarhusId}/profile`, {
        headers: auth,
        data: { name: 'Anden Bruger', culture: current.culture, newsletter: current.newsletter },
      });
      expect(restored.status()).toBe(200);
      await context.close();
    }
  });

  test('a User of another customer gets the not-authorized page and a 403 from the API', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(demo.otherEmail, demo.password);
    const portal = new PortalPage(page);
    await expect(portal.customerName).toHaveText(demo.customers.aarhus.name);
    await page.goto('/revisionsspor');
    await expect(page.getByRole('heading', { name: 'Ingen adgang' })).toBeVisible();
    const { token, customerId } = await page.evaluate(() => ({ token: localStorage.getItem('token'), customerId: localStorage.getItem('customerId') }));
    const response = await page.request.get(`/api/user/${customerId}/users`, { headers: { authorization: `Bearer ${token ?? ''}` } });
    expect(response.status()).toBe(403);
    // The profile is everyone's.
    await page.goto('/profil');
    await expect(page.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();
  });
});
