import { Stack, Text } from '@mantine/core';
import { GamesPanel } from './games-panel';
import { ReportsPanel } from './reports-panel';

/** The third-party game provider's admin: its games and its reports. Its key is added by the console's main process only. */
export function ProviderTab() {
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        Calls go to the game provider with its key, which an admin sets under Settings; the key is never shown here.
      </Text>
      <GamesPanel />
      <ReportsPanel />
    </Stack>
  );
}
