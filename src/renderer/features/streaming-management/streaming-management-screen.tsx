import { Stack, Tabs, Title } from '@mantine/core';
import { AppsTab } from './apps-tab';
import { CasinoStreamsTab } from './casino-streams-tab';
import { ScoreDesk } from './score-desk';
import { StreamsTab } from './streams-tab';
import { TeamsTab } from './teams-tab';

/** Streaming Management (streamingManagement): stream sources and apps, casino stream monitors, teams and the score desk. */
export default function StreamingManagementScreen() {
  return (
    <Stack gap="sm">
      <Title order={2}>Streaming Management</Title>
      <Tabs defaultValue="streams" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="streams">Streams</Tabs.Tab>
          <Tabs.Tab value="apps">Stream apps</Tabs.Tab>
          <Tabs.Tab value="casino">Casino streams</Tabs.Tab>
          <Tabs.Tab value="score">Score desk</Tabs.Tab>
          <Tabs.Tab value="teams">Teams and players</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="streams" pt="sm">
          <StreamsTab />
        </Tabs.Panel>
        <Tabs.Panel value="apps" pt="sm">
          <AppsTab />
        </Tabs.Panel>
        <Tabs.Panel value="casino" pt="sm">
          <CasinoStreamsTab />
        </Tabs.Panel>
        <Tabs.Panel value="score" pt="sm">
          <ScoreDesk />
        </Tabs.Panel>
        <Tabs.Panel value="teams" pt="sm">
          <TeamsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
