import { ActionIcon, Center, Group, Loader, Title, Tooltip } from '@mantine/core';
import { IconExternalLink, IconX } from '@tabler/icons-react';
import { Suspense, useCallback } from 'react';
import { monitorTitle, type MonitorRef } from '@shared/contract/windows';
import { exchange } from '@renderer/app/exchange';
import { MONITORS } from '../registry';
import { ChannelPicker, CHANNEL_COLORS } from './channel-picker';
import { openMonitorWindow } from './open-monitor';
import { useMonitorState, type MonitorMode } from './use-monitor-state';

/**
 * One monitor with its title bar: the channel it is linked on, and either "Pop out" (shown inside the
 * dashboard) or "Close" (in its own window). `enabled`: the session is live (a locked monitor shows nothing).
 */
export function MonitorView({ monitorRef, mode, enabled, onPoppedOut }: { monitorRef: MonitorRef; mode: MonitorMode; enabled: boolean; onPoppedOut?: () => void }) {
  const closeSelf = useCallback(() => window.close(), []);
  const monitor = useMonitorState(monitorRef, mode, closeSelf);
  const title = monitorTitle(monitorRef);
  const close = async () => {
    await exchange().windows.closeMonitor(monitorRef);
    window.close();
  };
  const header = (
    <Group gap="xs" wrap="nowrap">
      <Title order={mode === 'window' ? 1 : 4} size={mode === 'window' ? 'h3' : undefined} style={{ borderLeft: monitor.channel ? `4px solid ${CHANNEL_COLORS[monitor.channel]}` : undefined, paddingLeft: monitor.channel ? 8 : 0 }}>
        {title}
      </Title>
      <ChannelPicker value={monitor.channel} onChange={monitor.setChannel} />
      {mode === 'embedded' ? (
        <Tooltip label="Open in its own window">
          <ActionIcon variant="default" aria-label={`Pop out ${title}`} onClick={() => void openMonitorWindow(monitorRef).then((ok) => ok && onPoppedOut?.())}>
            <IconExternalLink size={16} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Tooltip label="Close this monitor">
          <ActionIcon variant="default" aria-label={`Close ${title}`} onClick={() => void close()}>
            <IconX size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
  const { Monitor } = MONITORS.get(monitorRef.kind);
  return (
    // The monitor's code loads when one of its kind is first shown.
    <Suspense
      fallback={
        <Center flex={1}>
          <Loader role="status" aria-label={`Loading ${title}`} />
        </Center>
      }
    >
      <Monitor monitor={monitor} monitorRef={monitorRef} enabled={enabled} header={header} />
    </Suspense>
  );
}
