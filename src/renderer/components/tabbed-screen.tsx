import { Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Operation } from '@shared/contract/operation';
import { useMayCall } from '@renderer/app/data/can-call';
import { useAddressTab } from '@renderer/app/address/use-address-tab';

export interface ScreenTab {
  readonly value: string;
  readonly label: string;
  readonly icon?: ReactNode;
  /** Drawn only while its tab is open. */
  readonly panel: () => ReactNode;
  /** The tab is shown only to a user who may call this (its list): a tab whose list would be refused is not offered. */
  readonly requires?: Operation;
}

/**
 * A screen of tabs under its one heading: the shape of every area screen (Operational Logs, Streaming, Graphics).
 * The open tab is in the address (`?tab=punters`, as the one search opens it too): a reload or a re-login
 * shows it again. Another tab is opened only once the page's unsaved work (a form half typed) may go: the
 * window's leave guard asks, as for any change of the address.
 */
export function TabbedScreen({ title, tabs, gap = 'sm' }: { title: string; tabs: readonly ScreenTab[]; gap?: 'sm' | 'md' }) {
  const mayCall = useMayCall();
  const shown = tabs.filter((tab) => tab.requires === undefined || mayCall(tab.requires));
  const [active, choose] = useAddressTab(shown.map((tab) => tab.value));
  return (
    <Stack gap={gap}>
      <Title order={2}>{title}</Title>
      <Tabs value={active ?? null} onChange={choose} keepMounted={false}>
        <Tabs.List>
          {shown.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} leftSection={tab.icon}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {shown.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt={gap}>
            {tab.panel()}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** An area screen that is nothing but its tabs under its title, as the route table loads it (its default export). */
export const tabbedScreen = (title: string, tabs: readonly ScreenTab[], layout: { gap?: 'sm' | 'md' } = {}) =>
  function AreaScreen() {
    return <TabbedScreen title={title} tabs={tabs} {...layout} />;
  };
