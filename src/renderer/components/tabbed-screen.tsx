import { Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useOpenedWith } from '@renderer/app/search/opened-from-search';

export interface ScreenTab {
  readonly value: string;
  readonly label: string;
  readonly icon?: ReactNode;
  /** Drawn only while its tab is open. */
  readonly panel: () => ReactNode;
}

/** A screen of tabs under its one heading: the shape of every area screen (Operational Logs, Streaming, Graphics). */
export function TabbedScreen({ title, tabs, gap = 'sm' }: { title: string; tabs: readonly ScreenTab[]; gap?: 'sm' | 'md' }) {
  // A screen opened from the one search may name its tab (`?tab=punters`).
  const { tab: opened } = useOpenedWith();
  const first = tabs.find((tab) => tab.value === opened) ?? tabs[0];
  return (
    <Stack gap={gap}>
      <Title order={2}>{title}</Title>
      <Tabs key={first?.value} defaultValue={first?.value ?? null} keepMounted={false}>
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
    </Stack>
  );
}
