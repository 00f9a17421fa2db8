import type { Locator, Page } from 'playwright-core';
import { fieldLabel } from '../support/labels';
import { waitForRoute } from '../support/routes';

/** The login screen (spec §2, §5, §8), by its accessible roles and the spec's labels. */
export class LoginPage {
  constructor(readonly page: Page) {}

  get username(): Locator {
    return this.page.getByLabel(fieldLabel('Username'));
  }

  get password(): Locator {
    return this.page.getByLabel(fieldLabel('Password'));
  }

  get submit(): Locator {
    return this.page.getByRole('button', { name: 'Login', exact: true });
  }

  /** Spec §5: the login failure text, or any of the validation messages. */
  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  async waitUntilShown(timeout?: number): Promise<void> {
    await waitForRoute(this.page, '/login', timeout);
    await this.username.waitFor({ state: 'visible' });
  }

  async fill(userName: string, password: string): Promise<void> {
    await this.username.fill(userName);
    await this.password.fill(password);
  }

  async login(userName: string, password: string): Promise<void> {
    await this.fill(userName, password);
    await this.submit.click();
  }

  /**
   * Logs in and waits for the dashboard's home route. Up to 45 s: the token goes to the OS keychain, and
   * the Secret Service, shared by the consoles of two e2e files running at once, has been seen to stall
   * until the keychain's own 20 s bound (the console then keeps the token in memory).
   */
  async loginToDashboard(userName: string, password: string): Promise<void> {
    await this.login(userName, password);
    await waitForRoute(this.page, '/dashboard', 45_000);
  }
}
