import { Box, Center, Loader, Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { useRef } from 'react';
import { mayOpenMonitor, monitorRefSchema, monitorTitle, type MonitorRef } from '@shared/contract/windows';
import type { PermissionKey } from '@shared/permissions';
import { QueryRoot } from '@renderer/app/data/query-root';
import { KeyboardHelp } from '@renderer/app/keyboard-help/keyboard-help';
import { useSession } from '@renderer/app/session/use-session';
import { MonitorView } from '../frame/monitor-view';
import { useArrivalFocus } from './arrival-focus';
import { LockScreen, MonitorWindowNotice } from './lock-screen';
import { MonitorWindowBar } from './monitor-window-bar';
import { refusalText } from './refusal-text';

/**
 * A monitor in a window of its own (a BrowserWindow, or a browser tab): no dashboard around it. The
 * session reaches it like every window: logged out or expired, it locks at once (and unlocks after the
 * next login); without the monitor's permission it says so.
 */
export default function MonitorWindowScreen() {
  return (
    <QueryRoot>
      <MonitorWindow />
    </QueryRoot>
  );
}

function MonitorWindow() {
  const params = useParams();
  const session = useSession();
  const parsed = monitorRefSchema.safeParse({ kind: params.kind, slot: Number(params.slot) });
  if (!parsed.success) {
    return (
      <Center h="100vh">
        <Text>There is no such monitor.</Text>
      </Center>
    );
  }
  const ref = parsed.data;
  if (session === undefined) {
    return (
      <Center h="100vh">
        <Loader role="status" aria-label="Loading" />
      </Center>
    );
  }
  if (session.status !== 'loggedIn') return <LockScreen title={monitorTitle(ref)} />;
  const has = (key: PermissionKey) => session.permissions[key] === true;
  if (!mayOpenMonitor(ref, has)) {
    const refusal = refusalText(ref, has);
    return (
      <MonitorWindowNotice heading={monitorTitle(ref)}>
        <Text>{refusal.missing}</Text>
        {refusal.needs && (
          <Text size="sm" c="dimmed">
            {refusal.needs}
          </Text>
        )}
      </MonitorWindowNotice>
    );
  }
  // Keyed by user: another login starts the monitor afresh.
  return <ShownMonitor key={`${session.user.id}:${ref.kind}-${ref.slot}`} monitorRef={ref} />;
}

/** The monitor the window is for, with the keyboard on it as it shows (not on the page's body). */
function ShownMonitor({ monitorRef }: { monitorRef: MonitorRef }) {
  const body = useRef<HTMLDivElement>(null);
  useArrivalFocus(body);
  return (
    <Box ref={body} p="sm" h="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <MonitorWindowBar />
      <KeyboardHelp />
      <MonitorView monitorRef={monitorRef} mode="window" enabled />
    </Box>
  );
}
