import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { getHref } from '@renderer/app/paths';

/** Where failed permission checks land (spec §2), saying which page was refused and what it needs. */
export default function AccessDeniedScreen() {
  const [params] = useSearchParams();
  const refused = useLocation().state as { page?: string; needs?: string } | null;
  const from = params.get('from');
  return (
    <Stack gap="sm" maw={640}>
      <Title order={2}>Access Denied</Title>
      <Paper withBorder p="md">
        <Stack gap="sm" align="flex-start">
          <Text>
            {refused?.page
              ? `You do not have permission to open ${refused.page}: it needs ${refused.needs ?? 'a permission you do not have'}.`
              : 'You do not have permission to open this screen.'}{' '}
            An administrator can grant it to your account.
          </Text>
          {from && (
            <Text size="sm" c="dimmed">
              Refused address: {from}
            </Text>
          )}
          <Button component={Link} to={getHref('dashboard')} variant="light">
            Back to the dashboard
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
