import { Alert, Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import type { RiskAlert } from './use-risk-alerts';
import { formatMinor } from '@renderer/lib/format';

/**
 * The alerts raised since the screen opened, newest first, in an assertive live region: each says what
 * crossed which threshold, and offers to open it or (a market) to suspend it.
 */
export function AlertsPanel({ alerts, beeps, onOpen, onSuspend, onDismiss }: {
  alerts: readonly RiskAlert[];
  beeps: number;
  onOpen(alert: RiskAlert): void;
  onSuspend: ((alert: RiskAlert) => void) | null;
  onDismiss(id?: string): void;
}) {
  return (
    <div role="alert" aria-live="assertive" data-beeps={beeps}>
      {alerts.length > 0 && (
        <Alert color="red" variant="light" p="xs" title={`Risk alerts (${alerts.length})`}>
          <Stack gap={4}>
            {alerts.map((a) => (
              <Group key={a.id} gap="xs" justify="space-between" wrap="nowrap" aria-label={`Alert: ${a.name}`}>
                <Text size="sm">
                  {a.scope === 'market' ? 'Market' : 'Punter'} {a.name}: exposure {formatMinor(a.exposure)} is above {formatMinor(a.threshold)}
                  {a.scope === 'market' && a.status !== 'open' ? ` (${a.status})` : ''}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-xs" variant="light" onClick={() => onOpen(a)}>
                    Open
                  </Button>
                  {a.scope === 'market' && onSuspend && (
                    <Button size="compact-xs" color="red" disabled={a.status !== 'open'} onClick={() => onSuspend(a)}>
                      Suspend market
                    </Button>
                  )}
                  <CloseButton size="sm" aria-label={`Dismiss the alert for ${a.name}`} onClick={() => onDismiss(a.id)} />
                </Group>
              </Group>
            ))}
            {alerts.length > 1 && (
              <Button size="compact-xs" variant="subtle" w="fit-content" onClick={() => onDismiss()}>
                Dismiss all
              </Button>
            )}
          </Stack>
        </Alert>
      )}
    </div>
  );
}
