import { Stack, Tabs, Text, Title } from '@mantine/core';
import type { PermissionKey } from '@shared/permissions';
import { useCan } from '@renderer/components/can';
import { ExchangeMenuList, MarketNavigationList, PopularBetsList, PopularSportsList, QuickLinksList, SportNavigationList } from './navigation-lists';
import { useAddressTab } from '@renderer/app/address/use-address-tab';

/** Each list has its own sub-flag of `navigation` (spec §3); a tab shows only with its flag. */
const TABS: ReadonlyArray<{ value: string; label: string; permission: PermissionKey; Panel: () => React.JSX.Element }> = [
  { value: 'exchange', label: 'Exchange navigation', permission: 'exchangeNavigation', Panel: ExchangeMenuList },
  { value: 'sports', label: 'Sport navigation', permission: 'sportNavigation', Panel: SportNavigationList },
  { value: 'popular', label: 'Popular sports', permission: 'sportPopular', Panel: PopularSportsList },
  { value: 'links', label: 'Quick links', permission: 'quickLinks', Panel: QuickLinksList },
  { value: 'bets', label: 'Most popular bets', permission: 'mostPopularBets', Panel: PopularBetsList },
  { value: 'markets', label: 'Market navigation', permission: 'marketNavigation', Panel: MarketNavigationList },
];

/**
 * Navigation (route navigation): what the betting site's menus show, reordered by drag and drop or keyboard.
 * A list's changes are kept until saved: leaving the screen or the tab with some asks first (the window's
 * leave guard: the open tab is in the address, `?tab=links`).
 */
export default function NavigationScreen() {
  const can = useCan();
  const tabs = TABS.filter((t) => can(t.permission));
  const [current, choose] = useAddressTab(tabs.map((t) => t.value));
  return (
    <Stack gap="sm">
      <Title order={2}>Navigation</Title>
      {tabs.length === 0 ? (
        <Text c="dimmed">Your account holds none of the navigation lists. Ask an administrator for them.</Text>
      ) : (
        <Tabs value={current ?? null} onChange={choose} keepMounted={false}>
          <Tabs.List>
            {tabs.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map(({ value, Panel }) => (
            <Tabs.Panel key={value} value={value} pt="sm">
              <Stack gap="sm" maw={900}>
                <Panel />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
