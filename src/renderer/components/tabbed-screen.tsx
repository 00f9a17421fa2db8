import { Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ScreenTab {
  readonly value: string;
  readonly label: string;
  readonly icon?: ReactNode;
  /** Drawn only while its tab is open. */
  readonly panel: () => ReactNode;
}

/** A screen of tabs under its one heading: the shape of every area screen (Operational Logs, Streaming, Graphics). */
export function TabbedScreen({ title, tabs, gap = 'sm' }: { title: string; tabs: readonly ScreenTab[]; gap?: 'sm' | 'md' }) {
  return (
    <Stack gap={gap}>
      <Title order={2}>{title}</Title>
      <Tabs defaultValue={tabs[0]?.value ?? null} keepMounted={false}>
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
