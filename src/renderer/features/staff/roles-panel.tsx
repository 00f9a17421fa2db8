import { Table, Text } from '@mantine/core';
import { PERMISSION_KEYS } from '@shared/permissions';
import type { StaffRoleInfo } from '@shared/contract/staff';
import { useSession } from '@renderer/app/session/use-session';
import { mayGiveRole } from '@renderer/components/account-status/account-lock';
import { RowButton } from '@renderer/components/row-controls/row-button';
import { formatDateTime } from '@renderer/lib/format';
import { grantedCount } from './role-defaults';

/**
 * Every role, what it is for, how many accounts hold it, and its default permission set. Edit Defaults is off
 * where the exchange would refuse the save (only an admin changes the Admin role, as only an admin changes an
 * admin account), reachable by Tab and saying why.
 */
export function RolesPanel({ roles, onEdit }: { roles: readonly StaffRoleInfo[]; onEdit(role: StaffRoleInfo): void }) {
  const session = useSession();
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped aria-label="Roles" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Role</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Accounts</Table.Th>
            <Table.Th>Default Permissions</Table.Th>
            <Table.Th>Changed</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roles.map((role) => (
            <Table.Tr key={role.role}>
              <Table.Td fw={600}>{role.label}</Table.Td>
              <Table.Td>
                <Text size="sm">{role.description}</Text>
              </Table.Td>
              <Table.Td>{role.accounts}</Table.Td>
              <Table.Td>
                {grantedCount(role.permission)} of {PERMISSION_KEYS.length}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(role.updatedAt)}</Table.Td>
              <Table.Td>
                <RowButton
                  variant="light"
                  unavailable={mayGiveRole(session, role.role) ? null : `Only an admin changes the ${role.label} role`}
                  onClick={() => onEdit(role)}
                  aria-label={`Edit Defaults ${role.label}`}
                >
                  Edit Defaults
                </RowButton>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
