import { ActionIcon, Anchor, Button, Group, Kbd } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Logo } from '@renderer/components/logo';
import { DensityToggle } from '../display/density-toggle';
import { HeaderClock } from '../display/header-clock';
import { getHref, type DashboardPageName } from '../paths';
import { usePaletteOpen } from '../search/palette-state';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { NotificationsBell } from './notifications-bell';
import { UserMenu } from './user-menu';

/** The key that opens the one search, as this machine writes it. */
const searchKeys = () => (/mac/i.test(navigator.platform) ? ['⌘', 'K'] : ['Ctrl', 'K']);

/**
 * Spec §2's header: the logo links to the dashboard; the user menu sits on the right. Issue 18 adds the
 * side navigation's toggle, the one search (Ctrl+K), the density, and the notifications bell.
 */
export function AppHeader({ userName, page, navCollapsed, onToggleNav }: { userName: string; page: DashboardPageName | undefined; navCollapsed: boolean; onToggleNav(): void }) {
  const [, setPaletteOpen] = usePaletteOpen();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon variant="subtle" color="gray" size="lg" onClick={onToggleNav} aria-label={navCollapsed ? 'Expand navigation' : 'Collapse navigation'} aria-expanded={!navCollapsed}>
          {navCollapsed ? <IconLayoutSidebarLeftExpand size={18} aria-hidden="true" /> : <IconLayoutSidebarLeftCollapse size={18} aria-hidden="true" />}
        </ActionIcon>
        <Anchor component={Link} to={getHref('dashboard')} aria-label="Admin Panel home" underline="never" c="inherit">
          <Logo />
        </Anchor>
      </Group>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={
          <span aria-hidden="true">
            {searchKeys().map((key) => (
              <Kbd key={key} size="xs" mx={1}>
                {key}
              </Kbd>
            ))}
          </span>
        }
        onClick={() => setPaletteOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
        miw={260}
        justify="space-between"
      >
        Search
      </Button>
      <Group gap="xs" wrap="nowrap">
        <HeaderClock />
        <DensityToggle place="dashboard" page={page} />
        <NotificationsBell />
        <ColorSchemeToggle />
        <UserMenu userName={userName} />
      </Group>
    </Group>
  );
}
