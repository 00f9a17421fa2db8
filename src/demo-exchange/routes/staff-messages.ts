/** What the trader, staff and audit handlers answer with (issue 3), in one place for tests and screens. */
export const STAFF_MESSAGES = {
  traderAdded: 'Trader Added Successfully',
  traderUpdated: 'Trader updated successfully.',
  traderDeleted: 'Trader deleted successfully.',
  permissionsUpdated: 'Permissions updated successfully.',
  traderActivated: 'Trader activated.',
  traderDeactivated: 'Trader deactivated. Their session ends at their next call.',
  userNameTaken: 'User Name is already taken.',
  notATrader: 'This account is not a market trader; manage it in Trader Management.',
  traderRoleOnly: 'Market traders have the TRADER role; create other staff in Trader Management.',
  notYourself: 'You cannot do this to your own account.',
  cannotGrantUnheld: 'You can only grant permissions you hold yourself.',
  adminOnly: 'Only an admin can do this to an admin account or role.',
  staffNotFound: 'Account not found.',
  staffAdded: 'Account created successfully.',
  passwordReset: 'Password reset successfully.',
  roleUpdated: 'Role defaults updated. They apply to accounts created from now on.',
} as const;
