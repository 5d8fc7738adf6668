import { demo, expect, test } from '../fixtures/portal-test';
import { IssuesPage } from '../pages/issues.page';

/**
 * A remote outside the shell, as the provider's tools embed it: mfe-issues' standalone page mounts the
 * remote through its descriptor's `embed`, and its overlays open in the shared OverlayHost (no shell).
 */
test('an embedded remote opens its overlays in the shared overlay host', async ({ page }) => {
  await page.goto('/mfe/issues/index.html');
  await page.getByLabel('E-mail').fill(demo.email);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const issues = new IssuesPage(page, 'Aktuelle fejl');
  const number = await issues.firstIssueNumber();
  // No shell around it: no header, no sidebar, no shell overlay panel.
  await expect(page.locator('#portal-sidebar')).toHaveCount(0);
  const panel = page.locator('[data-testid="overlay-panel"][aria-label="Fejldetaljer"]');
  await expect(panel).toHaveAttribute('aria-hidden', 'true');

  await issues.openIssue(number);
  await expect(panel).toHaveAttribute('aria-hidden', 'false');
  await expect(panel.getByTestId('issue-overlay').getByTestId('issue-number')).toHaveText(number);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveAttribute('aria-hidden', 'true');
  // Cleared 500 ms after closing (spec section 9), as in the shell.
  await expect(panel.getByTestId('issue-overlay')).toHaveCount(0);
});
