import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Every axe rule, run in the page itself (legacy mode) and listing nodes for violations only: the default
 * mode hands the page's partial results to a new blank page to finish, and with every pass's nodes that
 * took 8-10 s on the fault list where this takes 1.2-1.4 s, with the same rules and violations. Legacy
 * mode does not reach into cross-origin frames; the portal's pages have none.
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, 'serious or critical axe violations').toEqual([]);
}
