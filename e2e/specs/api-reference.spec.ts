import { expect, test } from '../fixtures/portal-test';

/**
 * The API reference page (/api/docs, Swagger UI served by the API itself) renders the
 * generated OpenAPI document in the browser under its own strict policy (ADR 0026): the
 * `cspViolations` fixture fails the test on any violation.
 */
test('the API reference page shows the operations of the generated document without policy violations', async ({ page }) => {
  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  const policy = (await response?.headerValue('content-security-policy')) ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-');

  await expect(page.getByRole('heading', { name: /Customer portal API/ })).toBeVisible();
  // One tag per API module, and an operation from the route table with its summary.
  const issueTag = page.locator('#operations-tag-issue');
  await expect(issueTag).toBeVisible();
  await expect(page.locator('#operations-tag-authentication')).toBeVisible();
  await expect(page.getByText('Sign in with e-mail and password; answers a session token')).toBeVisible();

  // Opening an operation (Swagger UI names it by its operationId) shows its description and response schema,
  // the error shape included.
  const operation = page.locator('#operations-authentication-authenticate');
  await operation.click();
  await expect(operation.getByText('A wrong e-mail or password is the same 401 whatever the e-mail')).toBeVisible();
  await expect(operation.getByText('4XX', { exact: true })).toBeVisible();
  await expect(operation.getByText(/An error: .*message.* is safe to show to the user/).first()).toBeVisible();
});
