import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { XSS_PAYLOADS } from '../../api/src/test/xss-corpus';
import { demo, expect, test } from '../fixtures/portal-test';

/**
 * The news and chart remote against the real API and demo data, in Chromium: the whole dashboard, the news overlay,
 * the newsletter toggle (the token's NewsFeed claim changes), a location document (upload and delete), and an
 * XSS corpus through news bodies with zero executions. The chart: statistics-chart.spec.ts.
 */

const claimsOf = async (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => {
    const token = localStorage.getItem('token') ?? '';
    const payload = token.split('.')[1] ?? '';
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, string>;
  });

test.describe('news, chart, location documents and the dashboard', () => {
  test.slow();

  test('the dashboard shows customer info, key numbers, news (3) and faults; the news overlay opens (Danish)', async ({ signedIn, page }) => {
    await expect(page.getByTestId('customer-info')).toBeVisible();
    await expect(signedIn.keyNumbers).toBeVisible();
    const news = page.getByTestId('news-widget');
    await expect(news.getByTestId('news-item')).toHaveCount(3);
    await expect(page.getByTestId('issues-table-widget')).toBeVisible();
    // The tasks remote's widgets take their place when it is there; none may fail.
    await expect(page.locator('[data-parcel^="widgets:"] [role="alert"]')).toHaveCount(0);

    await news.getByRole('button', { name: /^Læs nyheden: / }).first().click();
    const overlay = page.getByTestId('news-overlay');
    await expect(overlay.getByRole('heading', { level: 2 })).toHaveText('Nyt i kundeportalen: termografirapporter online');
    await expect(overlay.getByTestId('news-body').locator('li')).toHaveCount(3);
    await expect(overlay.getByRole('link', { name: 'termografi af el-installationer' })).toHaveAttribute('target', '_blank');

    await page.keyboard.press('Escape');
    await news.getByRole('link', { name: 'Se alle nyheder' }).click();
    await expect(page).toHaveURL('/nyheder');
    await expect(page.getByTestId('news-item')).toHaveCount(9);
  });

  test('the dashboard shows all six parts for the demo location, in Danish and in English', async ({ signedIn, page }) => {
    const parts = (language: { news: string; faults: string; urgent: string; upcoming: string }) => [
      expect(page.getByTestId('customer-info')).toContainText(demo.customers.nordhavn.name),
      expect(signedIn.keyNumbers).toBeVisible(),
      expect(page.getByTestId('news-widget').getByRole('heading', { name: language.news })).toBeVisible(),
      expect(page.getByTestId('issues-table-widget').getByRole('heading', { name: language.faults })).toBeVisible(),
      expect(page.getByTestId('urgent-tasks-widget').getByRole('heading', { name: language.urgent })).toBeVisible(),
      expect(page.getByTestId('upcoming-tasks-widget').getByRole('heading', { name: language.upcoming })).toBeVisible(),
    ];
    await Promise.all(parts({ news: 'Nyheder', faults: 'Aktuelle fejl', urgent: 'Aktuelle eftersyn', upcoming: 'Kommende eftersyn' }));
    // Each widget has rows for the demo location (the news 3, the tables up to 5), and none failed.
    await expect(page.getByTestId('news-widget').getByTestId('news-item')).toHaveCount(3);
    for (const table of ['issues-table-widget', 'urgent-tasks-widget', 'upcoming-tasks-widget']) {
      await expect(page.getByTestId(table).locator('tbody tr').first()).toBeVisible();
    }
    await expect(page.locator('[data-parcel^="widgets:"] [role="alert"]')).toHaveCount(0);

    await signedIn.languageSelect.selectOption('en-gb');
    await Promise.all(parts({ news: 'News', faults: 'Current faults', urgent: 'Current inspections', upcoming: 'Upcoming inspections' }));
  });

  test('the newsletter toggle changes the token’s NewsFeed claim, both ways (English)', async ({ signedIn, page }) => {
    await signedIn.languageSelect.selectOption('en-gb');
    await page.goto('/nyheder');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    const before = (await claimsOf(page)).NewsFeed;
    await page.getByRole('button', { name: 'Newsletter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Newsletter' });
    const toggle = dialog.getByTestId('newsletter-toggle');
    await toggle.click();
    const after = before === 'True' ? 'False' : 'True';
    await expect.poll(async () => (await claimsOf(page)).NewsFeed).toBe(after);
    await expect(dialog.getByTestId('newsletter-state')).toHaveText(after === 'True' ? 'You are subscribed to the newsletter.' : 'You are not subscribed to the newsletter.');
    await toggle.click();
    await expect.poll(async () => (await claimsOf(page)).NewsFeed).toBe(before);
  });

  test('uploads a document to the location and deletes it again (English)', async ({ signedIn, page }) => {
    await signedIn.languageSelect.selectOption('en-gb');
    await page.goto('/lokation');
    const block = page.getByTestId('location-documents');
    await expect(block.getByRole('heading', { name: 'Files' })).toBeVisible();
    await block.getByRole('button', { name: 'Upload file' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'E2Edokument.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n') });
    await dialog.getByRole('textbox').fill('Brandplan fra e2e');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    const link = block.getByRole('link', { name: /E2Edokument\.pdf/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(block).toContainText('Brandplan fra e2e');
    await block.getByRole('button', { name: 'Delete E2Edokument.pdf' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /Delete/ }).last().click();
    await expect(link).toHaveCount(0);
  });

  test(`renders ${XSS_PAYLOADS.length} XSS payloads as news bodies with zero executions`, async ({ signedIn: _signedIn, page }) => {
    // Rows written around the import (raw), so both sanitisers (the API's on read, DOMPurify in the page) are on the path.
    const db = new Database(path.join(import.meta.dirname, '..', '.data', 'portal.sqlite'));
    try {
      const insert = db.prepare('insert into news (code, feed_id, title, teaser, body_html, release_date) values (?, 3, ?, ?, ?, ?)');
      XSS_PAYLOADS.forEach((body, index) => insert.run(`e2e-xss-${index}`, `XSS ${index}`, 'x', body, new Date(Date.UTC(2000, 0, 1 + index)).toISOString()));
    } finally {
      db.close();
    }
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      Object.assign(window, { __xssCalls: calls, __xss: (n: unknown) => calls.push(n) });
      window.alert = (n?: unknown) => calls.push(n);
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/nyheder');
    await expect(page.getByRole('heading', { level: 1, name: 'Nyheder' })).toBeVisible();
    for (let index = 0; index < XSS_PAYLOADS.length; index += 1) {
      await page.getByRole('button', { name: `Læs nyheden: XSS ${index}`, exact: true }).click();
      await expect(page.getByTestId('news-overlay').getByRole('heading', { name: `XSS ${index}`, exact: true })).toBeVisible();
      const body = page.getByTestId('news-body');
      const html = await body.innerHTML();
      expect(html, XSS_PAYLOADS[index]).not.toMatch(/<\s*(script|iframe|object|embed|style|link|meta|base|form|input|svg|math|img)\b|\son\w+\s*=|javascript:|data:/i);
      // Pointer events on everything in the body (an all-stripped body is empty, so not hoverable):
      // handlers that survived would fire now.
      await body.evaluate((element) => {
        for (const node of [element, ...element.querySelectorAll('*')]) {
          for (const type of ['mouseover', 'click', 'focus', 'toggle']) node.dispatchEvent(new Event(type, { bubbles: true }));
        }
      });
      await page.keyboard.press('Escape');
    }
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __xssCalls: unknown[] }).__xssCalls)).toEqual([]);
    expect(dialogs).toEqual([]);
  });
});
