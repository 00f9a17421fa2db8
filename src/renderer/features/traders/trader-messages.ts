/** Spec §8, word for word. */
export const TRADER_ADDED = 'Trader Added Successfully';
/** Spec §2, word for word. */
export const DELETE_QUESTION = 'Are you sure want to delete?';
export const NO_TRADERS = 'No data available in table';

/** Our own words where the exchange sends no message. */
export const TRADER_UPDATED = 'Trader updated successfully.';
export const PERMISSIONS_SAVED = 'Permissions updated successfully.';

export const MODAL_TITLES = {
  create: 'Create User',
  edit: 'Edit User',
  permissionsAfterCreate: 'Manage Trader Permissions',
  permissions: 'Privacy & Permissions',
} as const;
