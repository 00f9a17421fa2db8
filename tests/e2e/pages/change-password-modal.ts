import type { Locator, Page } from 'playwright-core';
import { fieldLabel } from '../support/labels';

/** Spec §2/§5/§8: the Change Password modal, opened from the user menu. */
export class ChangePasswordModal {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Change Password' });
  }

  get oldPassword(): Locator {
    return this.dialog.getByLabel(fieldLabel('Old Password'));
  }

  get newPassword(): Locator {
    return this.dialog.getByLabel(fieldLabel('New Password'));
  }

  get save(): Locator {
    return this.dialog.getByRole('button', { name: 'Save', exact: true });
  }

  get cancel(): Locator {
    return this.dialog.getByRole('button', { name: 'Cancel', exact: true });
  }

  /** A validation message under a field. */
  message(text: string): Locator {
    return this.dialog.getByText(text, { exact: true });
  }

  /** The failure alert or the success message: in the modal or as a notification, wherever the UI puts it. */
  notice(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  async fill(oldPassword: string, newPassword: string): Promise<void> {
    await this.oldPassword.fill(oldPassword);
    await this.newPassword.fill(newPassword);
    // Validation may run on blur: leave the last field the way a user would.
    await this.newPassword.press('Tab');
  }
}
