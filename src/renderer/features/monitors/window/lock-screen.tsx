import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LOGIN_PATH } from '@renderer/app/paths';

/**
 * What a monitor window shows instead of its monitor (locked, or refused): a heading, why, and a way on
 * from the keyboard: the console (focused first) or closing the window.
 */
export function MonitorWindowNotice({ heading, icon, children }: { heading: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <Center h="100vh" p="md">
      <Paper withBorder p="xl" maw={480} role="alertdialog" aria-labelledby="monitor-notice-title" aria-describedby="monitor-notice-text">
        <Stack gap="sm">
          <Group gap="xs">
            {icon}
            <Title order={1} size="h3" id="monitor-notice-title">
              {heading}
            </Title>
          </Group>
          <Stack gap={4} id="monitor-notice-text">
            {children}
          </Stack>
          <Group gap="xs">
            <Button onClick={() => window.open(LOGIN_PATH, 'console')} autoFocus>
              Open the console
            </Button>
            <Button variant="default" onClick={() => window.close()}>
              Close window
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

/** What a monitor window shows while nobody is logged in: nothing of the data, and a way back. */
export function LockScreen({ title }: { title: string }) {
  return (
    <MonitorWindowNotice heading={`${title} is locked`} icon={<IconLock size={22} aria-hidden="true" />}>
      <Text>The session ended (logged out or expired). Log in again in the console: this monitor resumes by itself.</Text>
    </MonitorWindowNotice>
  );
}
