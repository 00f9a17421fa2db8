import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCount } from '@renderer/lib/format';

/** "Risk alerts (3)", or "Liability alerts (5 of 12)" when more were raised than the list keeps. */
export const alertsTitle = (title: string, shown: number, of = shown): string =>
  `${title} (${of > shown ? `${formatCount(shown)} of ${formatCount(of)}` : formatCount(shown)})`;

/**
 * A list of raised alerts in an assertive live region (announced as they come), with "Dismiss all" once
 * there are two or more: the risk screen's and the risk monitor's alerts. `children` are the alerts' rows;
 * `of`, how many there are in all when the list keeps fewer.
 */
export function AlertList({ title, count, of, onDismissAll, beeps, children }: { title: string; count: number; of?: number; onDismissAll(): void; beeps?: number; children: ReactNode }) {
  return (
    <div role="alert" aria-live="assertive" data-beeps={beeps}>
      {count > 0 && (
        <Alert color="red" variant="light" p="xs" title={alertsTitle(title, count, of)}>
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
