import { Drawer, Group, Image, Stack, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { contract } from '@shared/contract';
import { useOperation } from '@renderer/app/data/use-operation';
import { BetHistoryTable } from '../tools/bet-history-table';
import { MoneyPanel } from './money-panel';
import { BackupsList, MenusPanel, SiteUsersTable } from './site-lists';
import { WhiteLabelStatusBadge } from './status-badge';

/** One white label opened: its money and the actions on it, its users, bets, backups and menus. */
export function WhiteLabelDrawer({ id, onClose }: { id: string | null; onClose(): void }) {
  const { data: site } = useOperation(contract.whiteLabels.config, { _id: id ?? '' }, { enabled: id !== null });
  const shown = id !== null && site?._id === id ? site : undefined;
  const panels: ReadonlyArray<[string, string, ReactNode]> = shown
    ? [
        ['money', 'Users and money', <MoneyPanel key="money" site={shown} onDeleted={onClose} />],
        ['users', 'Users', <SiteUsersTable key="users" whiteLabelId={shown._id} currency={shown.currency} />],
        ['bets', 'Bets', <BetHistoryTable key="bets" whiteLabelId={shown._id} currency={shown.currency} />],
        ['backups', 'Backups', <BackupsList key="backups" whiteLabelId={shown._id} currency={shown.currency} />],
        // Keyed by the site: another site opened starts its own panel, on its own version.
        ['menus', 'Menus', <MenusPanel key={`menus-${shown._id}`} site={shown} />],
      ]
    : [];
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="xl" title={shown ? `White label ${shown.name}` : 'White label'}>
      {shown && (
        <Stack gap="md">
          <Group gap="sm">
            {shown.logoDataUrl && <Image src={shown.logoDataUrl} alt={`${shown.name} logo`} h={40} w="auto" fit="contain" />}
            <WhiteLabelStatusBadge status={shown.status} />
            <Text size="sm">
              {shown.clientUrl} · admin {shown.adminUrl} · {shown.currency} · commission {shown.commission}%
            </Text>
          </Group>
          {shown.provisionError && (
            <Text size="sm" c="red">
              {shown.provisionError}
            </Text>
          )}
          <Tabs defaultValue="money" keepMounted={false}>
            <Tabs.List>
              {panels.map(([value, label]) => (
                <Tabs.Tab key={value} value={value}>
                  {label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {panels.map(([value, , panel]) => (
              <Tabs.Panel key={value} value={value} pt="sm">
                {panel}
              </Tabs.Panel>
            ))}
          </Tabs>
        </Stack>
      )}
    </Drawer>
  );
}
