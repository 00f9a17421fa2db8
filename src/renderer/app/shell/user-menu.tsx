import { Button, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconKey, IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { ChangePasswordModal } from '@renderer/features/auth/change-password-modal';
import { session } from '@shared/contract/session';
import { useOperationMutation } from '../data/use-operation';
import { getHref } from '../paths';
import { useSetSession } from '../session/use-session';

/** The header's user menu (spec §2): Change Password and Logout. Arrow keys move, Enter picks, Escape closes. */
export function UserMenu({ userName }: { userName: string }) {
  const [changingPassword, changePassword] = useDisclosure(false);
  const setSession = useSetSession();
  const navigate = useNavigate();
  const logout = useOperationMutation(session.logout);

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: ({ data }) => {
        setSession(data);
        void navigate(getHref('login'), { replace: true });
      },
    });

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md" width={200}>
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden="true" />} data-testid="user-menu">
            {userName}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconKey size={16} aria-hidden="true" />} onClick={changePassword.open}>
            Change Password
          </Menu.Item>
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={onLogout}>
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordModal opened={changingPassword} onClose={changePassword.close} />
    </>
  );
}
