import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/portal-test';

interface LocationNode {
  code: string;
  name: string;
  children: LocationNode[];
}

const leavesOf = (nodes: LocationNode[]): LocationNode[] => nodes.flatMap((node) => (node.children.length ? leavesOf(node.children) : [node]));

async function getJson<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/**
 * The declared revalidation map at work across apps: a status change made in mfe-issues' overlay
 * updates mfe-issues' dashboard table, mfe-locations' key numbers and the shell's picker badges, with no
 * reload. Set-up through the API: a location without children left with exactly one current fault.
 */
test('a status change updates the fault list, the key numbers and the picker badges without a reload', async ({ signedIn, page, request }) => {
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const customerId = (await page.evaluate(() => localStorage.getItem('customerId'))) ?? '';
  const current = (code: string) => `/issue/${customerId}/location/${encodeURIComponent(code)}/issues/1900-01-01/3000-01-01/NoAction`;

  const tree = await getJson<LocationNode[]>(request, token, `/location/${customerId}/locations`);
  // The current list holds every open fault of the location, thermography faults included.
  let target: { leaf: LocationNode; issues: { id: number; number: string }[] } | undefined;
  for (const leaf of leavesOf(tree)) {
    const issues = await getJson<{ id: number; number: string }[]>(request, token, current(leaf.code));
    if (issues.length > 0 && (!target || issues.length < target.issues.length)) {
      target = { leaf, issues };
    }
  }
  if (!target) {
    throw new Error('the demo has no location without children that has current faults');
  }
  const { leaf, issues } = target;
  const headers = { Authorization: `Bearer ${token}` };
  const comment = 'Afsluttet af e2e-forberedelsen';
  for (const issue of issues.slice(1)) {
    const response = await request.post(`/api/issue/${customerId}/updateStatus/${issue.id}`, { headers, data: { IssueStatus: 'Completed', Comment: comment } });
    expect(response.ok()).toBe(true);
  }
  const [last] = issues as [{ id: number; number: string }];

  // Make the location active (the dashboard then shows its numbers), with its badge in the picker.
  await page.reload();
  await signedIn.openLocationPicker();
  await signedIn.dialog.getByRole('searchbox').fill(leaf.name);
  const item = () => signedIn.dialog.getByRole('treeitem', { name: new RegExp(leaf.name) }).last();
  await expect(item().getByText('Fejl', { exact: true })).toBeVisible();
  await item().locator(':scope > div').click();
  await expect(signedIn.dashboardLocation).toHaveText(leaf.name);
  const currentIssues = signedIn.keyNumbers.getByTestId('key-number-current-issues');
  await expect(currentIssues).toHaveText('1');
  const widget = page.getByTestId('issues-table-widget');
  await expect(widget.getByRole('button', { name: last.number, exact: true })).toBeVisible();

  const issueRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes(`/api/issue/${customerId}/issue/`)) issueRequests.push(sent.url());
  });
  await widget.getByRole('button', { name: last.number, exact: true }).click();
  const overlay = page.getByTestId('issue-overlay');
  await overlay.getByLabel('Status', { exact: true }).selectOption('Completed');
  await overlay.getByLabel('Kommentar (skal udfyldes)').fill('Sidste fejl på lokationen er udbedret');
  await overlay.getByRole('button', { name: 'Opdater status' }).click();
  await expect(overlay.getByText('Status er opdateret.')).toBeVisible();

  // Three apps, no reload: the widget (mfe-issues), the key numbers (mfe-locations), the badges (shell).
  await expect(widget.getByRole('button', { name: last.number, exact: true })).toHaveCount(0);
  await expect(currentIssues).toHaveText('0');
  await page.keyboard.press('Escape');
  await signedIn.openLocationPicker();
  await signedIn.dialog.getByRole('searchbox').fill(leaf.name);
  await expect(item()).toBeVisible();
  await expect(item().getByText('Fejl', { exact: true })).toHaveCount(0);
  // The overlay showed the update's answer: its details were fetched once, on opening.
  expect(issueRequests).toHaveLength(1);
});
