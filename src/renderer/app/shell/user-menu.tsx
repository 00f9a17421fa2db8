import { Button, Kbd, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconInfoCircle, IconKey, IconKeyboard, IconLogout, IconSettings } from '@tabler/icons-react';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ADMIN_ROLE } from '@shared/contract/upstream-settings';
import { ChangePasswordModal } from '@renderer/features/auth/change-password-modal';
import { session } from '@shared/contract/session';
import { useOperationMutation } from '../data/use-operation';
import { KEY_HELP_TITLE, useKeyHelpOpen } from '../keyboard-help/key-help-state';
import { getHref } from '../paths';
import { useSession, useSetSession } from '../session/use-session';
import { AboutModal } from './about-modal';

/**
 * The header's user menu (spec §2): Change Password and Logout, and for admins Settings (the upstreams);
 * also the keyboard help (`?`). Arrow keys move, Enter picks, Escape closes.
 */
export function UserMenu({ userName }: { userName: string }) {
  const [changingPassword, changePassword] = useDisclosure(false);
  const [showingAbout, showAbout] = useDisclosure(false);
  const [, setKeyHelpOpen] = useKeyHelpOpen();
  const setSession = useSetSession();
  const navigate = useNavigate();
  const current = useSession();
  const isAdmin = current?.status === 'loggedIn' && current.user.role === ADMIN_ROLE;
  const logout = useOperationMutation(session.logout);
  // A dialog opened from the menu gives the keyboard back to the menu's button (its menu item is gone by then).
  const menuButton = useRef<HTMLButtonElement>(null);
  // Stable: Change Password's closing timer restarts whenever its onClose changes.
  const { close: hidePassword } = changePassword;
  const { close: hideAbout } = showAbout;
  const closePassword = useCallback(() => {
    hidePassword();
    requestAnimationFrame(() => menuButton.current?.focus());
  }, [hidePassword]);
  const closeAbout = useCallback(() => {
    hideAbout();
    requestAnimationFrame(() => menuButton.current?.focus());
  }, [hideAbout]);

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
          <Button ref={menuButton} variant="default" rightSection={<IconChevronDown size={16} aria-hidden="true" />} data-testid="user-menu">
            {userName}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {isAdmin && (
            <Menu.Item leftSection={<IconSettings size={16} aria-hidden="true" />} onClick={() => void navigate(getHref('settings'))}>
              Settings
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconKey size={16} aria-hidden="true" />} onClick={changePassword.open}>
            Change Password
          </Menu.Item>
          <Menu.Item leftSection={<IconInfoCircle size={16} aria-hidden="true" />} onClick={showAbout.open}>
            About and diagnostics
          </Menu.Item>
          {/* The help gives the keyboard back to what had it when it opened: the menu's button, not its gone item. */}
          <Menu.Item
            leftSection={<IconKeyboard size={16} aria-hidden="true" />}
            rightSection={<Kbd size="xs" aria-hidden="true">?</Kbd>}
            aria-keyshortcuts="?"
            onClick={() => {
              menuButton.current?.focus();
              setKeyHelpOpen(true);
            }}
          >
            {KEY_HELP_TITLE}
          </Menu.Item>
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={onLogout}>
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordModal opened={changingPassword} onClose={closePassword} />
      <AboutModal opened={showingAbout} onClose={closeAbout} />
    </>
  );
}
