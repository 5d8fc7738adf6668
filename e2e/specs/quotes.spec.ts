import { expect, test } from '../fixtures/portal-test';

/**
 * Remediation quotes (ADR 0055) on a phone: the demo's pending quotes on /tilbud, approved with the keyboard
 * (name prefilled, PO number, the terms accepted), a decline from the fault overlay with its reason, and the
 * page's texts in the three languages. The demo data has three pending quotes, one expired and one approved; this
 * spec decides two, the responsive and CSP specs open the third's dialog.
 */
test.describe('quotes', () => {
  test.describe.configure({ timeout: 60_000 });

  test('at 390 px: approve a pending quote on /tilbud with the keyboard', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/tilbud');
    await expect(page.getByRole('heading', { name: 'Tilbud', level: 1 })).toBeVisible({ timeout: 30_000 });
    const cards = page.getByTestId('quote-card');
    await expect(cards).toHaveCount(3);
    const card = cards.first();
    const number = (await card.getByRole('heading').textContent()) ?? '';

    await card.getByRole('button', { name: 'Godkend' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const name = dialog.getByLabel('Dit navn');
    await expect(name).toBeFocused();
    await expect(name).not.toHaveValue('');
    await page.keyboard.press('Tab');
    await page.keyboard.type('PO-4711');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('checkbox')).toBeFocused();
    // The terms are not accepted yet: the approval cannot be sent.
    await expect(dialog.getByRole('button', { name: 'Godkend' })).toBeDisabled();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Godkend' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    // The approved quote leaves the pending list; the page says what happened.
    await expect(page.getByRole('status').getByText(`${number} er godkendt.`)).toBeVisible();
    await expect(cards).toHaveCount(2);
    // Nothing sticks out sideways on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('tab', { name: 'Godkendt' }).click();
    const approved = page.getByTestId('quote-card').filter({ hasText: number.replace('Tilbud ', '') });
    await expect(approved).toBeVisible();
    await expect(approved).toContainText('PO-4711');
    await page.getByRole('tab', { name: 'Udløbet' }).click();
    await expect(page.getByTestId('quote-card')).toHaveCount(1);
    await expect(page.getByTestId('quote-card').getByRole('button', { name: 'Godkend' })).toHaveCount(0);
  });

  test('at 390 px: decline the pending quote from the fault overlay, a reason required', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const widget = page.getByTestId('quotes-widget');
    await expect(widget.getByRole('heading', { name: 'Tilbud der afventer beslutning' })).toBeVisible({ timeout: 30_000 });
    await widget.getByRole('button').first().click();
    const overlay = page.getByTestId('issue-overlay');
    const quotes = overlay.getByTestId('issue-quotes');
    await expect(quotes).toBeVisible();
    await quotes.getByRole('button', { name: 'Afvis' }).click();
    const dialog = page.getByRole('dialog', { name: /Afvis tilbud/ });
    await dialog.getByLabel('Begrundelse').fill('For dyrt');
    await expect(dialog.getByText('Skriv mindst 15 tegn (7 mangler).')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Afvis' })).toBeDisabled();
    await dialog.getByLabel('Begrundelse').fill('For dyrt, vi indhenter et andet tilbud');
    await dialog.getByRole('button', { name: 'Afvis' }).click();
    await expect(quotes.getByRole('status').getByText(/Tilbud .+ er afvist\./)).toBeVisible();
    await expect(quotes.getByTestId('quote-card')).toHaveCount(0);
    // The decision is in the fault's history.
    await expect(overlay.getByTestId('issue-history-entry').first()).toContainText('Tilbud afvist af kunden');
  });

  test('the page and its sidebar entry in Danish, English and German', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.goto('/tilbud');
    await expect(page.getByRole('heading', { name: 'Tilbud', level: 1 })).toBeVisible({ timeout: 30_000 });
    // A sub-item of the faults group.
    await signedIn.sidebar.getByRole('button', { name: 'Fejl' }).click();
    await expect(signedIn.sidebar.getByRole('link', { name: 'Tilbud' })).toBeVisible();
    await signedIn.languageSelect.selectOption('en-gb');
    await expect(page.getByRole('heading', { name: 'Quotes', level: 1 })).toBeVisible();
    await expect(signedIn.sidebar.getByRole('link', { name: 'Quotes' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Pending' })).toBeVisible();
    await signedIn.languageSelect.selectOption('de-de');
    await expect(page.getByRole('heading', { name: 'Angebote', level: 1 })).toBeVisible();
    await expect(signedIn.sidebar.getByRole('link', { name: 'Angebote' })).toBeVisible();
    await page.getByRole('tab', { name: 'Angenommen' }).click();
    await expect(page.getByTestId('quote-card').first().getByText('Angenommen', { exact: true })).toBeVisible();
    await signedIn.languageSelect.selectOption('da-dk');
  });
});
