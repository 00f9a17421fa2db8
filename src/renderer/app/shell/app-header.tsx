import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Logo } from '@renderer/components/logo';
import { HeaderClock } from '../display/header-clock';
import { getHref } from '../paths';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { UserMenu } from './user-menu';

/** Spec §2's header: the logo links to the dashboard; the user menu sits on the right. */
export function AppHeader({ userName }: { userName: string }) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Anchor component={Link} to={getHref('dashboard')} aria-label="Admin Panel home" underline="never" c="inherit">
        <Logo />
      </Anchor>
      <Group gap="xs" wrap="nowrap">
        <HeaderClock />
        <ColorSchemeToggle />
        <UserMenu userName={userName} />
      </Group>
    </Group>
  );
}
