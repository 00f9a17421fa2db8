// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import type { StaffRoleInfo } from '@shared/contract/staff';
import { toFlags, type PermissionKey } from '@shared/permissions';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';
import { NO_ROLE_TO_GIVE } from './add-staff-modal';
import TraderManagementScreen from './staff-screen';

/** The seeded manager's flags (README): no role's defaults are all theirs. */
const MANAGER: PermissionKey[] = ['marketManagement', 'marketTraderManagement', 'traderManagement', 'operationalLogs'];

const role = (code: string, label: string, defaults: PermissionKey[]): StaffRoleInfo => ({
  role: code,
  label,
  description: `${label} work.`,
  permission: toFlags(Object.fromEntries(defaults.map((key) => [key, true]))),
  accounts: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const SEEDED_ROLES = [
  role('TRADER', 'Trader', ['marketManagement', 'exchangeManagement', 'navigation']),
  role('FANCY_MANAGER', 'Fancy Manager', ['marketManagement', 'fancyManagement', 'fancyResults']),
  role('SUPER_MANAGER', 'Super Manager', ['marketManagement', 'marketTraderManagement', 'traderManagement', 'operationalLogs', 'createTrader']),
  role('AGENT', 'Agent', ['reportData1', 'reportData2']),
  role('ADMIN', 'Admin', ['marketManagement', 'traderManagement', 'operationalLogs']),
];

const add = vi.fn();
let roles: StaffRoleInfo[];
beforeEach(() => {
  stubMatchMedia();
  add.mockReset();
  roles = SEEDED_ROLES;
  (window as unknown as { exchange: unknown }).exchange = {
    staff: { roles: async () => ok(roles), list: async () => ok({ original: { data: [], recordsTotal: 0, recordsFiltered: 0 } }), add },
  };
});
afterEach(cleanup);

const openAddStaff = async (permissions: PermissionKey[], sessionRole = 'manager') => {
  const session = { ...signedIn(sessionRole, 'manager'), permissions: Object.fromEntries(permissions.map((key) => [key, true as const])) };
  renderWithProviders(
    <MemoryRouter>
      <TraderManagementScreen />
    </MemoryRouter>,
    session,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add Staff' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Create Staff Account' }) };
};

/** The Role picker's options, as offered. */
const offered = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => {
  await user.click(within(dialog).getByRole('textbox', { name: 'Role' }));
  return (await screen.findAllByRole('option')).map((option) => option.textContent);
};

describe('Add Staff, as a manager', () => {
  it('says where the role is chosen that no role is theirs to give, with no form to type into', async () => {
    const { dialog } = await openAddStaff(MANAGER);
    const picker = within(dialog).getByRole('textbox', { name: 'Role' });
    expect(picker).toHaveProperty('disabled', true);
    expect(within(dialog).getByText(NO_ROLE_TO_GIVE)).toBeTruthy();
    expect(within(dialog).queryByText(/default permissions/)).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'User Name' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).getAllByRole('button', { name: 'Close' }).some((button) => button.textContent === 'Close')).toBe(true);
  });

  it('offers only the roles whose default permissions they hold all of, and never Admin', async () => {
    const { user, dialog } = await openAddStaff([...MANAGER, 'createTrader']);
    expect(await offered(user, dialog)).toEqual(['Super Manager']);
    expect(within(dialog).queryByText(NO_ROLE_TO_GIVE)).toBeNull();
  });

  it('counts a role with no defaults as one they may give', async () => {
    roles = [...SEEDED_ROLES, role('RISK_USER', 'Risk User', [])];
    const { user, dialog } = await openAddStaff(MANAGER);
    expect(await offered(user, dialog)).toEqual(['Risk User']);
  });
});

describe('Add Staff, as an admin', () => {
  it('offers every role, Admin too', async () => {
    const { user, dialog } = await openAddStaff([], 'admin');
    expect(await offered(user, dialog)).toEqual(['Trader', 'Fancy Manager', 'Super Manager', 'Agent', 'Admin']);
  });
});
