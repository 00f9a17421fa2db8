import { Paper, Stack, Text, Title } from '@mantine/core';

/** The honest placeholder of a screen that a later issue builds. */
export function NotBuiltYet({ title }: { title: string }) {
  return (
    <Stack gap="sm" data-testid="not-built-yet">
      <Title order={2}>{title}</Title>
      <Paper withBorder p="md">
        <Text>This screen is not built yet.</Text>
      </Paper>
    </Stack>
  );
}
