import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { about } from '@shared/contract/about';
import { exchange } from '../exchange';
import { operationKey } from '../data/operations';
import { useOperation, useOperationMutation } from '../data/use-operation';

/**
 * A downloaded update, said plainly: which version, what is new, and that it applies when the console
 * restarts. Never a restart by itself in the middle of a shift: "Restart now" is the user's choice.
 */
export function UpdateNotice() {
  const client = useQueryClient();
  const info = useOperation(about.info, undefined, { spinner: false, errorToast: false });
  const restart = useOperationMutation(about.restartToUpdate, { spinner: false });
  // The main core pushes the update state as it changes; the answer of about.info follows it.
  useEffect(
    () => exchange().about.onUpdateChanged(() => void client.invalidateQueries({ queryKey: operationKey(about.info) })),
    [client],
  );
  const update = info.data?.update;
  if (update?.status !== 'ready') return null;
  return (
    <Alert color="blue" variant="light" title={`Version ${update.version} is ready`} mb="md" data-testid="update-notice">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text size="sm">It applies when you restart the console. Nothing restarts by itself.</Text>
          {update.notes && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {update.notes}
            </Text>
          )}
        </div>
        <Button size="compact-sm" variant="default" onClick={() => restart.mutate(undefined)} loading={restart.isPending}>
          Restart now
        </Button>
      </Group>
    </Alert>
  );
}
