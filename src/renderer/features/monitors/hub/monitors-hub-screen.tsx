import { Box, Grid, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { mayOpenMonitor, monitorId, type MonitorRef } from '@shared/contract/windows';
import { useCan } from '@renderer/components/can';
import { useSession } from '@renderer/app/session/use-session';
import { useAddressTab } from '@renderer/app/address/use-address-tab';
import { MonitorView } from '../frame/monitor-view';
import { ALL_SLOTS } from '../registry/monitor-kind';
import { MONITORS } from '../registry';
import { ASKS, NEEDS, parseShown } from './hub-text';
import { MonitorList } from './monitor-list';
import { WorkspaceBar } from './workspace-bar';
import { useWorkspaces } from './use-workspaces';

const SHOW_PARAM = 'show';

/**
 * The `monitor` route (casinoMonitor): the monitors this user may open, each shown here or popped out into
 * its own window, and the workspaces that remember which are open, where, and with what filters.
 */
export default function MonitorsHubScreen() {
  const can = useCan();
  const session = useSession();
  const workspaces = useWorkspaces();
  const { data } = workspaces;
  const [params, setParams] = useSearchParams();
  const shown = parseShown(params.get(SHOW_PARAM));
  const visibleShown = shown && mayOpenMonitor(shown, can) ? shown : undefined;
  const kinds = MONITORS.kinds.filter(({ kind }) => ALL_SLOTS.some((slot) => mayOpenMonitor({ kind, slot }, can)));
  // The open list is in the address (`?tab=casino`); without one, the list of the monitor shown.
  const [tab, chooseTab] = useAddressTab(
    kinds.map(({ kind }) => kind),
    visibleShown?.kind ?? kinds[0]?.kind,
  );
  const show = (ref: MonitorRef | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (ref) next.set(SHOW_PARAM, monitorId(ref));
      else next.delete(SHOW_PARAM);
      return next;
    });
  const refresh = () => void workspaces.refetch();
  const userId = session?.status === 'loggedIn' ? session.user.id : 'none';

  return (
    <Stack gap="md">
      <Title order={2}>Casino Monitor</Title>
      <WorkspaceBar />
      {kinds.length === 0 ? (
        <Text c="dimmed">Your account holds no monitor yet: ask an administrator for {ASKS} permissions.</Text>
      ) : (
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, lg: 4, xl: 3 }}>
            <Paper withBorder p="sm">
              <Tabs value={tab ?? null} onChange={chooseTab} keepMounted={false}>
                <Tabs.List grow>
                  {kinds.map(({ kind, tab }) => (
                    <Tabs.Tab key={kind} value={kind}>
                      {tab}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {kinds.map((entry) => (
                  <Tabs.Panel key={entry.kind} value={entry.kind} pt="xs">
                    <MonitorList entry={entry} openNow={data?.openNow ?? []} selected={visibleShown ? monitorId(visibleShown) : undefined} onShow={show} onOpened={refresh} />
                  </Tabs.Panel>
                ))}
              </Tabs>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 8, xl: 9 }}>
            <Paper withBorder p="sm" h="calc(100vh - 260px)" mih={420} style={{ display: 'flex', flexDirection: 'column' }}>
              {visibleShown ? (
                <Box style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
                  <MonitorView key={`${userId}:${monitorId(visibleShown)}`} monitorRef={visibleShown} mode="embedded" enabled={session?.status === 'loggedIn'} onPoppedOut={refresh} />
                </Box>
              ) : (
                <Text c="dimmed">Choose “Show” to watch a monitor on this page, or “Pop out” to give it a window of its own. {NEEDS}.</Text>
              )}
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
