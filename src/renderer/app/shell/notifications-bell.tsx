import { ActionIcon, Anchor, Button, Group, Indicator, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useFormatRedraw } from '../display/format-redraw';
import { notices, type Notice } from '../notices/notice-store';
import { noticeText } from '../notices/notice-words';
import { useKeptNotices } from '../notifications/use-kept-notices';
import { formatDateTime } from '@renderer/lib/format';

const TONE_COLOR: Record<Notice['tone'], string> = { error: 'red', success: 'green', alert: 'orange' };

/**
 * The notifications centre (issue 18): the header's bell with the unread count; it opens the toasts that
 * mattered (refused actions, settlement results, alerts), newest first, each with its time and a link; a
 * reload of the window keeps them for the same user. Their amounts and times are drawn in the grouping and zone
 * of the moment, the open bell drawn again when they change.
 */
export function NotificationsBell() {
  useFormatRedraw();
  const list = useKeptNotices();
  const [opened, setOpened] = useState(false);
  const unread = list.filter((n) => !n.read).length;
  const toggle = () => {
    if (!opened) notices.markAllRead();
    setOpened(!opened);
  };
  return (
    // The count's badge wraps the whole popover: the popover's target must be the button itself, which
    // takes the popup's ARIA attributes (a plain wrapper may not carry them).
    <Indicator label={unread} size={16} disabled={unread === 0} offset={4} color="red">
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={380} shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <ActionIcon variant="default" size="lg" onClick={toggle} aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'} aria-expanded={opened}>
          <IconBell size={18} aria-hidden="true" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Group justify="space-between" mb="xs">
          <Text fw={700} size="sm" component="h2">
            Notifications
          </Text>
          {list.length > 0 && (
            <Button size="compact-xs" variant="subtle" onClick={notices.clear}>
              Clear
            </Button>
          )}
        </Group>
        {list.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing yet. Refused actions, settlement results and alerts are kept here.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360}>
            <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Notifications">
              {list.map((notice) => (
                <li key={notice.id} style={{ borderLeft: `3px solid var(--mantine-color-${TONE_COLOR[notice.tone]}-filled)`, paddingLeft: 8 }}>
                  <Text size="sm">
                    {noticeText(notice)}
                    {notice.count > 1 && ` (×${notice.count})`}
                  </Text>
                  <Group gap="xs">
                    <Text size="xs" c="dimmed">
                      {formatDateTime(new Date(notice.at).toISOString())}
                      {notice.count > 1 && `, last ${formatDateTime(new Date(notice.lastAt).toISOString())}`}
                    </Text>
                    {notice.href && (
                      <Anchor component={Link} to={notice.href} size="xs" onClick={() => setOpened(false)}>
                        Open
                      </Anchor>
                    )}
                  </Group>
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
    </Indicator>
  );
}
