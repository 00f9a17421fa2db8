import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list of raised alerts in an assertive live region (announced as they come), with "Dismiss all" once
 * there are two or more: the risk screen's and the risk monitor's alerts. `children` are the alerts' rows.
 */
export function AlertList({ title, count, onDismissAll, beeps, children }: { title: string; count: number; onDismissAll(): void; beeps?: number; children: ReactNode }) {
  return (
    <div role="alert" aria-live="assertive" data-beeps={beeps}>
      {count > 0 && (
        <Alert color="red" variant="light" p="xs" title={`${title} (${count})`}>
          <Stack gap={4}>
            {children}
            {count > 1 && (
              <Button size="compact-xs" variant="subtle" w="fit-content" onClick={onDismissAll}>
                Dismiss all
              </Button>
            )}
          </Stack>
        </Alert>
      )}
    </div>
  );
}
