import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { getHref } from '@renderer/app/paths';

/** Where failed permission checks land (spec §2). */
export default function AccessDeniedScreen() {
  return (
    <Stack gap="sm" maw={640}>
      <Title order={2}>Access Denied</Title>
      <Paper withBorder p="md">
        <Stack gap="sm" align="flex-start">
          <Text>You do not have permission to open this screen. An administrator can grant it to your account.</Text>
          <Button component={Link} to={getHref('dashboard')} variant="light">
            Back to the dashboard
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
