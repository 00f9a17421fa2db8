import { Alert, Button, Group, Stack } from '@mantine/core';
import { useRouteError } from 'react-router-dom';

/** One failing screen (a chunk that will not load, a render bug) shows this, not a blank window. */
export function RouteError() {
  const error = useRouteError();
  // Logged for the operator's console: the user sees the plain sentence below.
  console.error(error);
  return (
    <Stack p="md" maw={640}>
      <Alert color="red" title="This screen could not be shown">
        Hey, looks like something went wrong.
      </Alert>
      <Group>
        <Button variant="default" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Group>
    </Stack>
  );
}
