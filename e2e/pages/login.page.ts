import type { Locator, Page } from '@playwright/test';

export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('E-mail');
    this.password = page.getByLabel('Adgangskode');
    this.submit = page.getByRole('button', { name: 'Log ind' });
    this.error = page.getByRole('alert');
  }

  /**
   * The sign-in's first step, in any language: the e-mail and Enter. An address without single sign-on then
   * shows the password step; one with it leaves for the organisation's sign-in.
   */
  async enterEmail(email: string): Promise<void> {
    await this.email.fill(email);
    await this.email.press('Enter');
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
  }

  /** E-mail first, then the password step (Danish texts). */
  async signIn(email: string, password: string): Promise<void> {
    await this.enterEmail(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
