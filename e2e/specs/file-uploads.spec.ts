import { PNG } from 'pngjs';
import { demo, expect, test } from '../fixtures/portal-test';
import { IssuesPage } from '../pages/issues.page';
import { LoginPage } from '../pages/login.page';
import { portalUrl } from '../support/environment';

/**
 * Uploads on a fault, in Chromium against the real API: file links that work under another host name than
 * PUBLIC_URL (the page's Content-Security-Policy allows 'self' only, and the fixture fails on any
 * violation), copies numbered "(2)", and a refused name renamed and uploaded from the message.
 */

function pngBuffer(): Buffer {
  const png = new PNG({ width: 8, height: 8 });
  png.data.fill(120);
  return PNG.sync.write(png);
}

/** The same portal by its address rather than by PUBLIC_URL's name (localhost). */
const otherHost = portalUrl.replace('//localhost:', '//127.0.0.1:');

test.describe('file uploads', () => {
  test.slow();

  test('under another host name the thumbnails load; a second Tavlefoto1.png is stored as "Tavlefoto1 (2).png"', async ({ page }) => {
    expect(otherHost).not.toBe(portalUrl);
    const login = new LoginPage(page);
    await page.goto(`${otherHost}/login`);
    await login.signIn(demo.email, demo.password);
    await expect(page.getByTestId('customer-name')).toHaveText(demo.customers.nordhavn.name);
    await page.goto(`${otherHost}/aktuelle-fejl`);
    const issues = new IssuesPage(page, 'Aktuelle fejl');
    await expect(issues.rows.first()).toBeVisible({ timeout: 30_000 });
    await issues.openIssue(await issues.firstIssueNumber());

    const answeredUrls: string[] = [];
    for (let copy = 1; copy <= 2; copy += 1) {
      await issues.overlay.getByRole('button', { name: 'Upload filer' }).click();
      const modal = page.getByRole('dialog', { name: 'Upload fil' });
      await modal.locator('input[type="file"]').setInputFiles({ name: 'Tavlefoto1.png', mimeType: 'image/png', buffer: pngBuffer() });
      const answer = page.waitForResponse((response) => /\/uploadFiles\//.test(response.url()) && response.request().method() === 'PUT');
      await modal.getByRole('button', { name: 'Upload', exact: true }).click();
      const body = (await (await answer).json()) as { files: { url: string }[] };
      answeredUrls.push(...body.files.map((file) => file.url));
      await expect(modal).toHaveCount(0);
    }
    // The API's links are relative: they work under whatever name the page was opened by.
    expect(answeredUrls.length).toBeGreaterThan(0);
    for (const url of answeredUrls) expect(url).toMatch(/^\/api\/download\//);

    const first = issues.overlay.getByRole('link', { name: /^Tavlefoto1\.png/ });
    const second = issues.overlay.getByRole('link', { name: /^Tavlefoto1 \(2\)\.png/ });
    await expect(first).toBeVisible();
    await expect(second).toBeVisible();
    await expect(issues.overlay.getByRole('link', { name: /Tavlefoto12\.png/ })).toHaveCount(0);
    // Both thumbnails loaded from this host (a blocked or broken image has no natural width).
    for (const link of [first, second]) {
      const image = link.locator('img');
      await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect(await image.evaluate((element) => (element as HTMLImageElement).currentSrc)).toMatch(new RegExp(`^${otherHost.replace(/[.]/g, '\\.')}/api/download/`));
    }

    // A name with a space and parentheses is deleted by its name, too.
    for (const name of ['Tavlefoto1 (2).png', 'Tavlefoto1.png']) {
      await issues.overlay.getByRole('button', { name: `Slet ${name}` }).click();
      await page.getByRole('dialog', { name: 'Slet fil' }).getByRole('button', { name: 'Slet', exact: true }).click();
      await expect(issues.overlay.getByRole('button', { name: `Slet ${name}` })).toHaveCount(0);
    }
  });

  test('a refused name says what names may hold, and "Omdøb og upload" uploads IMG_1234.png as IMG1234.png', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.goto('/aktuelle-fejl');
    const issues = new IssuesPage(page, 'Aktuelle fejl');
    await expect(issues.rows.first()).toBeVisible({ timeout: 30_000 });
    await issues.openIssue(await issues.firstIssueNumber());
    await issues.overlay.getByRole('button', { name: 'Upload filer' }).click();
    const modal = page.getByRole('dialog', { name: 'Upload fil' });
    await modal.locator('input[type="file"]').setInputFiles({ name: 'IMG_1234.png', mimeType: 'image/png', buffer: pngBuffer() });
    const message = modal.getByTestId('upload-rejected');
    await expect(message).toContainText('Fil er ikke valid: IMG_1234.png → IMG1234.png');
    await expect(message).toContainText('Filnavne må kun bestå af bogstaver og tal');
    await message.getByRole('button', { name: 'Omdøb og upload' }).click();
    await expect(modal).toHaveCount(0);
    await expect(issues.overlay.getByRole('link', { name: /^IMG1234\.png/ })).toBeVisible();
    await issues.overlay.getByRole('button', { name: 'Slet IMG1234.png' }).click();
    await page.getByRole('dialog', { name: 'Slet fil' }).getByRole('button', { name: 'Slet', exact: true }).click();
    await expect(issues.overlay.getByRole('link', { name: /^IMG1234\.png/ })).toHaveCount(0);
  });
});
