import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { LOGIN_PATH } from '@renderer/app/paths';

/** What a monitor window shows while nobody is logged in: nothing of the data, and a way back. */
export function LockScreen({ title }: { title: string }) {
  return (
    <Center h="100vh" p="md">
      <Paper withBorder p="xl" maw={480} role="alertdialog" aria-labelledby="lock-title" aria-describedby="lock-text">
        <Stack gap="sm">
          <Group gap="xs">
            <IconLock size={22} aria-hidden="true" />
            <Title order={1} size="h3" id="lock-title">
              {title} is locked
            </Title>
          </Group>
          <Text id="lock-text">The session ended (logged out or expired). Log in again in the console: this monitor resumes by itself.</Text>
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
