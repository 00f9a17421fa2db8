import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconShieldLock, IconUsers } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { staff, type StaffRoleInfo, type StaffRow } from '@shared/contract/staff';
import { useOperation } from '@renderer/app/data/use-operation';
import { useAccountStatusChange } from '@renderer/components/account-status/account-status-change';
import { useModalTarget } from '@renderer/lib/use-modal-target';
import { AddStaffModal } from './add-staff-modal';
import { ResetPasswordModal } from './reset-password-modal';
import { RoleDefaultsModal } from './role-defaults-modal';
import { rolesToOffer } from './role-defaults';
import { RolesPanel } from './roles-panel';
import { StaffTable, type StaffTableActions } from './staff-table';
import { useSession } from '@renderer/app/session/use-session';
import { useAddressTab } from '@renderer/app/address/use-address-tab';

const TABS = ['staff', 'roles'] as const;

/**
 * Trader Management (route trader, permission traderManagement). The spec shows nothing of it; an admin
 * expects two things here: the staff accounts (by role, searchable, create, reset a password, switch
 * active) and the roles with the default permissions new accounts get.
 */
export default function TraderManagementScreen() {
  const roles = useOperation(staff.roles, {});
  const [adding, setAdding] = useState(false);
  const resetting = useModalTarget<StaffRow>();
  const editingRole = useModalTarget<StaffRoleInfo>();
  const statusChange = useAccountStatusChange('account', staff.changeStatus, ({ account, status }) => ({ staffId: account._id, status }));
  const { open: openReset } = resetting;
  const { ask: askStatus } = statusChange;
  const actions = useMemo<StaffTableActions>(
    () => ({ onAdd: () => setAdding(true), onResetPassword: openReset, onToggleActive: askStatus }),
    [openReset, askStatus],
  );
  const roleList = roles.data ?? [];
  const session = useSession();
  // The open tab is in the address (`?tab=roles`): a reload or a re-login shows it again.
  const [tab, chooseTab] = useAddressTab(TABS);

  return (
    <Stack gap="md">
      <Title order={2}>Trader Management</Title>
      <Tabs value={tab ?? null} onChange={chooseTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="staff" leftSection={<IconUsers size={16} />}>
            Staff
          </Tabs.Tab>
          <Tabs.Tab value="roles" leftSection={<IconShieldLock size={16} />}>
            Roles
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="staff" pt="md">
          <StaffTable roles={roleList} actions={actions} />
        </Tabs.Panel>
        <Tabs.Panel value="roles" pt="md">
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              A role’s defaults are what a new account of that role starts with. Changing them does not touch existing accounts.
            </Text>
            <RolesPanel roles={roleList} onEdit={editingRole.open} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <AddStaffModal opened={adding} roles={roles.data && rolesToOffer(roles.data, session)} onClose={() => setAdding(false)} />
      <ResetPasswordModal member={resetting.target} opened={resetting.opened} openingKey={resetting.key} onClose={resetting.close} />
      <RoleDefaultsModal role={editingRole.target} opened={editingRole.opened} openingKey={editingRole.key} onClose={editingRole.close} />
      {statusChange.dialog}
    </Stack>
  );
}
