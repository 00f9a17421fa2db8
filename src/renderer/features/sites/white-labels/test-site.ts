import type { WhiteLabel } from '@shared/contract/white-labels';

/** Test support: a provisioned white label with no users, as Configure and the drawer are opened on it. */
export const QA_SITE_ONE: WhiteLabel = {
  _id: 'wl1',
  name: 'QA Site One',
  adminUrl: 'https://admin.qa-one.example',
  clientUrl: 'https://qa-one.example',
  currency: 'INR',
  commission: 2,
  menus: ['sports', 'casino'],
  hasLogo: false,
  status: 'active',
  nodeSiteId: null,
  provisionedAt: null,
  provisionError: null,
  clonedFromName: null,
  users: { total: 0, active: 0, bettingLocked: 0, suspended: 0 },
  money: { balance: 0, exposure: 0, available: 0 },
  domainCount: 0,
  updatedAt: '2026-05-01T13:50:00.000Z',
};
