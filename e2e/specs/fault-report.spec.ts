import type { APIRequestContext } from '@playwright/test';
import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import { PNG } from 'pngjs';
import { waitForMail } from '../fixtures/mail-sink';
import { demo, expect, fetchToken, test } from '../fixtures/portal-test';
import { LoginPage } from '../pages/login.page';
import { portalUrl } from '../support/environment';

/** The customer a token is for (its claims, read without checking: the server made it). */
const customerOf = (token: string): string =>
  String((JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { CustomerId: string | number }).CustomerId);

const phone = { width: 390, height: 844 };

/** A phone photo: a small real JPEG would do, but a PNG passes the same content check and is made here. */
function photo(): Buffer {
  const png = new PNG({ width: 64, height: 48 });
  png.data.fill(180);
  return PNG.sync.write(png);
}

/** The link in the first QR label of a location's label sheet: the PDF rendered and its first label decoded. */
async function firstLabelLink(request: APIRequestContext, token: string, customerId: string, locationCode: string): Promise<string> {
  const response = await request.get(`/api/installation/${customerId}/location/${locationCode}/qr-labels.pdf`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const parser = new PDFParse({ data: await response.body() });
  const shot = await parser.getScreenshot({ scale: 2, first: 1 });
  await parser.destroy();
  const page = PNG.sync.read(Buffer.from(shot.pages[0]?.data ?? []));
  const mm = page.width / 210;
  const [width, height, top] = [Math.round(70 * mm), Math.round(37 * mm), Math.round(0.5 * mm)];
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) pixels.set(page.data.subarray(((top + y) * page.width) * 4, ((top + y) * page.width + width) * 4), y * width * 4);
  const link = jsQR(pixels, width, height)?.data;
  expect(link).toMatch(new RegExp(`^${portalUrl}/meld/`));
  return link ?? '';
}

async function setGuestReports(request: APIRequestContext, token: string, customerId: string, on: boolean): Promise<void> {
  const response = await request.put(`/api/administration/${customerId}/settings`, { headers: { Authorization: `Bearer ${token}` }, data: { guestReports: on } });
  expect(response.status()).toBe(200);
}

test.describe('reporting a fault by a QR label on a phone', () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true });

  test('from the label\'s link through the sign-in to the form, and the report in the current faults', async ({ page, request }) => {
    const token = await fetchToken(request);
    const customerId = customerOf(token);
    const link = await firstLabelLink(request, token, customerId, demo.nestedLocation.code);

    // Not signed in, guest reports off (the default): the sign-in page, which returns to the form.
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\?next=/);
    await new LoginPage(page).signIn(demo.email, demo.password);
    await expect(page).toHaveURL(/\/meld-fejl\?token=/);
    await expect(page.getByRole('heading', { name: 'Meld fejl', level: 1 })).toBeVisible();
    const unit = page.getByTestId('report-unit');
    await expect(unit).toContainText(demo.nestedLocation.name);

    await page.getByLabel('Beskrivelse').fill('Kort');
    await page.getByRole('button', { name: 'Send fejlmelding' }).click();
    await expect(page.getByText('Skriv mindst 11 tegn mere.')).toBeVisible();
    await page.getByLabel('Beskrivelse').fill('Sirenen i teknikrummet hyler uden grund');
    await page.getByLabel('Kritisk – enheden virker ikke').check();
    await page.getByLabel('Tag foto').setInputFiles({ name: 'IMG_0042.png', mimeType: 'image/png', buffer: photo() });
    await expect(page.getByRole('list', { name: 'Valgte filer' })).toContainText('IMG0042.png');
    await page.getByLabel('Telefon til kontakt (valgfri)').fill('+45 20 30 40 50');
    await page.getByRole('button', { name: 'Send fejlmelding' }).click();

    // The current faults, with the new fault's overlay open and its reporter in its history.
    await expect(page).toHaveURL(/\/aktuelle-fejl\?fejl=M-\d+/);
    const number = new URL(page.url()).searchParams.get('fejl') ?? '';
    const overlay = page.getByTestId('issue-overlay');
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText(number);
    await expect(overlay).toContainText('Anmeldt');
    await expect(overlay).toContainText('Sirenen i teknikrummet hyler uden grund');
  });

  test('a guest reports through the label when the customer allows it, in da, en and de, and gets a receipt', async ({ browser, request }) => {
    const token = await fetchToken(request);
    const customerId = customerOf(token);
    const link = await firstLabelLink(request, token, customerId, demo.nestedLocation.code);
    await setGuestReports(request, token, customerId, true);
    const context = await browser.newContext({ viewport: phone, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Meld en fejl', level: 1 })).toBeVisible();
      // No portal chrome: no sidebar, no header navigation.
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await page.getByLabel('Sprog').selectOption('en-gb');
      await expect(page.getByRole('heading', { name: 'Report a fault', level: 1 })).toBeVisible();
      await page.getByLabel('Language').selectOption('de-de');
      await expect(page.getByRole('heading', { name: 'Einen Mangel melden', level: 1 })).toBeVisible();
      await page.getByLabel('Sprache').selectOption('da-dk');

      await page.getByLabel('Dit navn').fill('Vicevært Jensen');
      await page.getByRole('button', { name: 'Send fejlmelding' }).click();
      await expect(page.getByText('Skriv en e-mailadresse eller et telefonnummer')).toBeVisible();
      await page.getByLabel('E-mail (du får en kvittering)').fill('vicevaert.e2e@example.com');
      await page.getByLabel('Hvad er der galt?').fill('Nødlyset over døren blinker konstant');
      await page.getByLabel('Foto (valgfrit)').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: photo() });
      await page.getByRole('button', { name: 'Send fejlmelding' }).click();
      await expect(page.getByRole('heading', { name: 'Tak for din fejlmelding' })).toBeVisible();
      const receipt = await page.getByTestId('guest-receipt').textContent();
      const number = /nr\. (M-\d+)/.exec(receipt ?? '')?.[1] ?? '';
      expect(number).toMatch(/^M-\d+$/);
      const mail = await waitForMail('vicevaert.e2e@example.com', new RegExp(number));
      expect(mail).toBeTruthy();
    } finally {
      await context.close();
      await setGuestReports(request, token, customerId, false);
    }
  });
});

test.describe('reporting a fault in the portal', () => {
  test('with the keyboard only: "Meld fejl" on the current faults, the unit searched, the report sent and shown as Anmeldt', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.goto('/aktuelle-fejl');
    const action = page.getByRole('link', { name: 'Meld fejl' });
    await action.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/meld-fejl$/);
    await expect(page.getByRole('heading', { name: 'Meld fejl', level: 1 })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Søg efter enhed (navn eller kode) i den valgte lokation')).toBeFocused();
    await page.keyboard.type('Gruppetavle');
    const match = page.getByRole('list', { name: 'Fundne enheder' }).getByRole('button').first();
    await expect(match).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(match).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('report-unit')).toContainText('Gruppetavle');
    await page.getByLabel('Beskrivelse').focus();
    await page.keyboard.type('Tavlen brummer højlydt og lugter brændt');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Normal')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByLabel('Kritisk – enheden virker ikke')).toBeChecked();
    await page.getByRole('button', { name: 'Send fejlmelding' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/aktuelle-fejl\?fejl=M-\d+/);
    await expect(page.getByTestId('issue-overlay')).toContainText('Anmeldt');
  });

  test("the customer's own fix: completed with evidence, shown as awaiting the provider's check", async ({ signedIn, request }) => {
    const { page } = signedIn;
    const token = await fetchToken(request);
    const customerId = customerOf(token);
    // A fault of its own, so the other specs' faults keep their states.
    const created = await request.post(`/api/issue/${customerId}/report`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { installationReferenceCode: 'EL/1022', description: 'Sikringen springer ved opstart hver morgen', urgency: 'normal', phone: '' },
    });
    expect(created.status()).toBe(201);
    const { number } = (await created.json()) as { number: string };
    await page.goto(`/aktuelle-fejl?fejl=${number}`);
    const overlay = page.getByTestId('issue-overlay');
    await overlay.getByRole('button', { name: 'Vi har selv udbedret fejlen' }).click();
    const form = overlay.getByTestId('customer-fix-form');
    await form.getByLabel('Hvad er der gjort? (påkrævet)').fill('Vores elektriker har skiftet sikringen');
    await form.getByLabel('Vælg filer').setInputFiles({ name: 'Certifikat.png', mimeType: 'image/png', buffer: photo() });
    await form.getByRole('button', { name: 'Afslut som udbedret af os' }).click();
    await expect(overlay.getByTestId('customer-fix-state')).toHaveText('Udbedret af kunden – afventer kontrol');
  });
});
