import { demo, expect, test } from '../fixtures/portal-test';
import { IssuesPage } from '../pages/issues.page';
import { exampleUrl, portalUrl } from '../support/environment';

/**
 * The embed kit as a provider tool uses it: examples/embed.html on another origin includes the portal's
 * /embed.js, mounts mfe-issues' current faults with a token, and works against the real API (CORS for that
 * origin only): the list renders, the issue overlay opens in the loader's overlay host, a status change saves.
 */
test('a page on another origin mounts the fault list with /embed.js and saves a status change', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) apiCalls.push(new URL(request.url()).origin);
  });
  await page.goto(`${exampleUrl}/embed.html?portal=${encodeURIComponent(portalUrl)}`);
  expect(new URL(page.url()).origin).not.toBe(new URL(portalUrl).origin);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Show faults' }).click();

  const issues = new IssuesPage(page, 'Aktuelle fejl');
  const number = await issues.firstIssueNumber();
  // Inside the tool's own element, not a page of the portal.
  await expect(page.locator('#faults .ag-row').first()).toBeVisible();
  // The loader's page-wide overlay host (the shell's, 'Detaljer'), not one of the remote's own.
  const panel = page.locator('[data-testid="overlay-panel"][aria-label="Detaljer"]');
  await expect(panel).toHaveAttribute('aria-hidden', 'true');

  await issues.openIssue(number);
  await expect(panel).toHaveAttribute('aria-hidden', 'false');
  const overlay = issues.overlay;
  await overlay.getByLabel('Status', { exact: true }).selectOption('NoAction');
  const text = `Set from a provider tool ${Date.now()}`;
  await overlay.getByLabel(/Kommentar/).fill(text);
  await overlay.getByRole('button', { name: 'Opdater status' }).click();
  await expect(overlay.getByText('Status er opdateret.')).toBeVisible();
  await expect(overlay.getByTestId('issue-history-entry').filter({ hasText: text })).toBeVisible();

  // Saved in the database: a fresh page (new loader, new token) shows it in the issue's history.
  await page.reload();
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Show faults' }).click();
  await issues.openIssue(number);
  await expect(overlay.getByTestId('issue-history-entry').filter({ hasText: text })).toBeVisible();

  // Every API call went to the portal's origin, across origins.
  expect(new Set(apiCalls)).toEqual(new Set([new URL(portalUrl).origin]));
});

/**
 * A widget and an overlay instead of a page: the loader brings its own overlay host (the shell's, with the
 * loader's texts), so the issue a widget row opens, or an overlay mounted by itself, slides in over the tool.
 */
test('a page on another origin mounts the dashboard widget and a single overlay', async ({ page }) => {
  await page.goto(`${exampleUrl}/embed.html?show=widget&portal=${encodeURIComponent(portalUrl)}`);
  await page.getByLabel('Password').fill(demo.password);
  // The rows the widget asks the API for (the real answer, read only to learn an issue id for the overlay).
  const list = page.waitForResponse((response) => /\/api\/issue\/.*\/issues\//.test(response.url()) && response.ok());
  await page.getByRole('button', { name: 'Show faults' }).click();
  const rows = (await (await list).json()) as { id: number; number: string }[];

  const widget = page.locator('#faults').getByTestId('issues-table-widget');
  await expect(widget.getByRole('heading', { name: 'Aktuelle fejl' })).toBeVisible();
  const link = widget.getByRole('button').first();
  const number = (await link.textContent())?.trim() ?? '';
  expect(number).not.toBe('');
  const panel = page.locator('[data-testid="overlay-panel"][aria-label="Detaljer"]');
  await expect(panel).toHaveAttribute('aria-hidden', 'true');
  await link.click();
  await expect(panel).toHaveAttribute('aria-hidden', 'false');
  await expect(panel.getByTestId('issue-overlay').getByRole('heading', { name: `Fejl ${number}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveAttribute('aria-hidden', 'true');

  // The overlay alone, for an issue id the tool knows.
  const [first] = rows;
  expect(first).toBeDefined();
  await page.goto(`${exampleUrl}/embed.html?show=overlay&issue=${first?.id}&portal=${encodeURIComponent(portalUrl)}`);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Show faults' }).click();
  await expect(panel).toHaveAttribute('aria-hidden', 'false');
  await expect(panel.getByTestId('issue-overlay').getByRole('heading', { name: `Fejl ${first?.number}` })).toBeVisible();
});

/**
 * A page and a widget of the same remote on one host page: overlay requests are page-wide events, so with a
 * host per mount both panels opened. The loader keeps one host per page, shared by all its mounts.
 */
test('a page and a widget on one host page share one overlay host: a row opens one panel, a status change saves', async ({ page }) => {
  await page.goto(`${exampleUrl}/embed.html?show=page,widget&portal=${encodeURIComponent(portalUrl)}`);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Show faults' }).click();

  const pageMount = page.locator('[data-show="page"]');
  const widgetMount = page.locator('[data-show="widget"]');
  const table = pageMount.getByRole('region', { name: 'Aktuelle fejl' });
  await expect(table.locator('.ag-row').first()).toBeVisible();
  await expect(widgetMount.getByTestId('issues-table-widget').getByRole('heading', { name: 'Aktuelle fejl' })).toBeVisible();
  const panels = page.getByTestId('overlay-panel');
  const openPanels = page.locator('[data-testid="overlay-panel"][aria-hidden="false"]');
  const overlay = page.getByTestId('issue-overlay');
  await expect(panels).toHaveCount(1);
  await expect(openPanels).toHaveCount(0);

  // A row of the page's list: exactly one panel opens, with one issue overlay in it.
  const link = table.locator('.ag-row[row-index="0"]').getByRole('button').first();
  const number = (await link.textContent())?.trim() ?? '';
  expect(number).not.toBe('');
  await link.click();
  await expect(overlay.getByRole('heading', { name: `Fejl ${number}` })).toBeVisible();
  await expect(openPanels).toHaveCount(1);
  await expect(overlay).toHaveCount(1);

  await overlay.getByLabel('Status', { exact: true }).selectOption('NoAction');
  const text = `Set from a tool with two mounts ${Date.now()}`;
  await overlay.getByLabel(/Kommentar/).fill(text);
  await overlay.getByRole('button', { name: 'Opdater status' }).click();
  await expect(overlay.getByText('Status er opdateret.')).toBeVisible();
  await expect(overlay.getByTestId('issue-history-entry').filter({ hasText: text })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(openPanels).toHaveCount(0);

  // A row of the widget opens the same single panel.
  const widgetLink = widgetMount.getByTestId('issues-table-widget').getByRole('button').first();
  const widgetNumber = (await widgetLink.textContent())?.trim() ?? '';
  await widgetLink.click();
  await expect(overlay.getByRole('heading', { name: `Fejl ${widgetNumber}` })).toBeVisible();
  await expect(openPanels).toHaveCount(1);
  await expect(panels).toHaveCount(1);
  await expect(overlay).toHaveCount(1);

  // Saved in the database: a fresh page (new loader, new token) shows the comment in the issue's history.
  await page.reload();
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Show faults' }).click();
  await table.getByRole('button', { name: number, exact: true }).click();
  await expect(overlay.getByTestId('issue-history-entry').filter({ hasText: text })).toBeVisible();
  await expect(openPanels).toHaveCount(1);
});
