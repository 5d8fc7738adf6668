import type { Page, Response } from '@playwright/test';
import { expect, test } from '../fixtures/portal-test';

/**
 * The dashboard's tables, their 'Se alle' lists and the chart count the same tasks and faults on the demo data:
 * each dashboard table's total (X-Total-Count of its bounded call) is the number of rows its list page shows,
 * 'Kommende eftersyn' never shows an overdue task, and the chart's current inspections are the urgent list's rows.
 */

const listCall = (page: Page, pattern: RegExp) => page.waitForResponse((response) => pattern.test(new URL(response.url()).pathname + new URL(response.url()).search));

const totalOf = (response: Response) => Number(response.headers()['x-total-count']);

/**
 * The number of rows a list page's grid holds, from its pager's summary ("1 til 10 af 23"); NaN until it shows
 * one. The pager says "af 0" for a moment while the rows are on their way, so callers poll it.
 */
async function gridTotal(page: Page, tableName: string): Promise<number> {
  const summary = page.getByRole('region', { name: tableName }).locator('.ag-paging-row-summary-panel');
  return Number(/af (\d+)/.exec((await summary.textContent({ timeout: 1000 }).catch(() => '')) ?? '')?.[1]);
}

test('the dashboard tables, their lists and the chart count the same (demo data)', async ({ signedIn }) => {
  // Four page loads on a shared machine.
  test.slow();
  const { page } = signedIn;
  const urgentCall = listCall(page, /\/api\/task\/[^/]+\/location\/[^/]+\/tasks\/[^/]+\/[^/]+\/DASHBOARD\?take=5$/);
  const plannedCall = listCall(page, /\/api\/task\/[^/]+\/location\/[^/]+\/tasks\/[^/]+\/[^/]+\/PLANNED\?take=5$/);
  const faultsCall = listCall(page, /\/api\/issue\/[^/]+\/location\/[^/]+\/issues\/[^/]+\/[^/]+\/DASHBOARD\?take=5$/);
  await page.reload();
  const [urgent, planned, faults] = await Promise.all([urgentCall, plannedCall, faultsCall]);
  const totals = { urgent: totalOf(urgent), planned: totalOf(planned), faults: totalOf(faults) };
  expect(totals.urgent).toBeGreaterThan(0);
  expect(totals.planned).toBeGreaterThan(5);

  // 'Kommende eftersyn' on the dashboard: no overdue mark.
  const upcomingWidget = page.getByTestId('upcoming-tasks-widget');
  await expect(upcomingWidget.getByRole('table').getByRole('row')).toHaveCount(1 + 5);
  await expect(upcomingWidget).not.toContainText('Overskredet');
  // The urgent table starts with the most overdue.
  await expect(page.getByTestId('urgent-tasks-widget').getByRole('row').nth(1)).toContainText('Overskredet');

  await page.getByTestId('urgent-tasks-widget').getByRole('link', { name: 'Se alle' }).click();
  await expect(page).toHaveURL('/aktuelle-eftersyn');
  await expect.poll(() => gridTotal(page, 'Aktuelle eftersyn')).toBe(totals.urgent);

  await page.goto('/');
  await page.getByTestId('upcoming-tasks-widget').getByRole('link', { name: 'Se alle' }).click();
  await expect(page).toHaveURL('/kommende-eftersyn');
  await expect.poll(() => gridTotal(page, 'Kommende eftersyn')).toBe(totals.planned);

  await page.goto('/');
  await page.getByTestId('issues-table-widget').getByRole('link', { name: 'Se alle' }).click();
  await expect(page).toHaveURL('/aktuelle-fejl');
  await expect.poll(() => gridTotal(page, 'Aktuelle fejl')).toBe(totals.faults);

  // The chart's current inspections and current faults of the active location.
  const location = /\/location\/([^/]+)\//.exec(new URL(urgent.url()).pathname)?.[1] as string;
  const customer = /\/api\/task\/([^/]+)\//.exec(new URL(urgent.url()).pathname)?.[1] as string;
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const statistics = await page.request.get(`/api/chart/${customer}/location/${location}/statistics`, { headers: { authorization: `Bearer ${token}` } });
  expect(statistics.ok()).toBe(true);
  const counts = (await statistics.json()) as { openTasks: number; openIssues: number };
  expect(counts.openTasks).toBe(totals.urgent);
  expect(counts.openIssues).toBe(totals.faults);
});
