import { Stack, Tabs, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { Operation } from '@shared/contract/operation';
import { useMayCall } from '@renderer/app/data/can-call';
import { useOpenedWith } from '@renderer/app/search/opened-from-search';
import { useConfirmLeave } from './leave-guard';

export interface ScreenTab {
  readonly value: string;
  readonly label: string;
  readonly icon?: ReactNode;
  /** Drawn only while its tab is open. */
  readonly panel: () => ReactNode;
  /** The tab is shown only to a user who may call this (its list): a tab whose list would be refused is not offered. */
  readonly requires?: Operation;
}

/** A screen of tabs under its one heading: the shape of every area screen (Operational Logs, Streaming, Graphics). */
export function TabbedScreen({ title, tabs, gap = 'sm' }: { title: string; tabs: readonly ScreenTab[]; gap?: 'sm' | 'md' }) {
  const mayCall = useMayCall();
  const shown = tabs.filter((tab) => tab.requires === undefined || mayCall(tab.requires));
  // A screen opened from the one search may name its tab (`?tab=punters`).
  const { tab: opened } = useOpenedWith();
  const first = shown.find((tab) => tab.value === opened) ?? shown[0];
  return (
    <Stack gap={gap}>
      <Title order={2}>{title}</Title>
      <ScreenTabs key={first?.value} first={first?.value ?? null} tabs={shown} gap={gap} />
    </Stack>
  );
}

/** The tabs, from `first`; another tab is opened only once the page's unsaved work (a form half typed) may go. */
function ScreenTabs({ first, tabs, gap }: { first: string | null; tabs: readonly ScreenTab[]; gap: 'sm' | 'md' }) {
  const [active, setActive] = useState(first);
  const confirmLeave = useConfirmLeave();
  return (
    <Tabs value={active} onChange={(next) => next !== active && confirmLeave(() => setActive(next))} keepMounted={false}>
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} leftSection={tab.icon}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt={gap}>
          {tab.panel()}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** An area screen that is nothing but its tabs under its title, as the route table loads it (its default export). */
export const tabbedScreen = (title: string, tabs: readonly ScreenTab[], layout: { gap?: 'sm' | 'md' } = {}) =>
  function AreaScreen() {
    return <TabbedScreen title={title} tabs={tabs} {...layout} />;
  };
