import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { getHref } from '@renderer/app/paths';
import { isConsolePath, refusedPageAt, type RefusedPage } from './refused-page';

/**
 * Where failed permission checks land (spec §2). It names the refused page and the permission it needs,
 * and keeps the refused address (`?from=`): a reload, or the address copied to an administrator, still
 * says which page it was. The page's heading is the breadcrumb's "Access Denied".
 */
export default function AccessDeniedScreen() {
  const [params] = useSearchParams();
  const state = useLocation().state as Partial<RefusedPage> | null;
  const from = params.get('from');
  const refused = refusedPageAt(from) ?? (state?.page ? { page: state.page, needs: state.needs ?? 'a permission you do not have' } : undefined);
  return (
    <Stack gap="sm" maw={640}>
      <Paper withBorder p="md">
        <Stack gap="sm" align="flex-start">
          <Text data-testid="access-denied-reason">
            {refused ? `You do not have permission to open ${refused.page}: it needs ${refused.needs}.` : 'You do not have permission to open this screen.'} An administrator can grant it to your
            account.
          </Text>
          {from && (
            <Text size="sm">
              Refused address:{' '}
              <Text span ff="monospace" size="sm">
                {from}
              </Text>
            </Text>
          )}
          <Group gap="sm">
            <Button component={Link} to={getHref('dashboard')} variant="light">
              Back to the dashboard
            </Button>
            {from && isConsolePath(from) && (
              <Anchor component={Link} to={from} size="sm">
                Try {refused?.page ?? 'the page'} again
              </Anchor>
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
