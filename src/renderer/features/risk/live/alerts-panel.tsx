import { Box, Button, CloseButton, Group, Text } from '@mantine/core';
import { AlertList } from '@renderer/components/alert-list';
import { useAlertFocus } from './alert-focus';
import type { RiskAlert } from './risk-alert-state';
import { breachWords } from './alert-words';
import { formatMinor } from '@renderer/lib/format';
import { MARKET_STATUS_LABELS, type MarketStatus } from '@shared/catalogue';

/** The market's status as the alert gives it (a plain string), in words. */
const marketStatusWords = (status: string): string => (Object.hasOwn(MARKET_STATUS_LABELS, status) ? MARKET_STATUS_LABELS[status as MarketStatus].toLowerCase() : status);

/**
 * The alerts raised in this window (since its user signed in), newest first, in an assertive live region:
 * each says what crossed which threshold, and offers to open it or (a market) to suspend it. When the control
 * with the keyboard goes (Suspend market off once the market is suspended, the alert dismissed), the next
 * alert takes it, else `onKeyboardLeft` (the Live risk list).
 */
export function AlertsPanel({ alerts, beeps, onOpen, onSuspend, onDismiss, onKeyboardLeft }: {
  alerts: readonly RiskAlert[];
  beeps: number;
  onOpen(alert: RiskAlert): void;
  onSuspend: ((alert: RiskAlert) => void) | null;
  onDismiss(id?: string): void;
  onKeyboardLeft(): void;
}) {
  const keyboard = useAlertFocus(alerts, onKeyboardLeft);
  return (
    <Box {...keyboard}>
      <AlertList title="Risk alerts" count={alerts.length} beeps={beeps} onDismissAll={() => onDismiss()}>
        {alerts.map((a) => (
          <Group key={a.id} gap="xs" justify="space-between" wrap="nowrap" aria-label={`Alert: ${a.name}`} data-alert-id={a.id}>
            <Text size="sm">
              {breachWords(a)} is above {formatMinor(a.threshold)}
              {a.scope === 'market' && a.status !== 'open' ? ` (${marketStatusWords(a.status)})` : ''}
            </Text>
            <Group gap={4} wrap="nowrap">
              {/* Named with their row, as the ×: "Open Match Odds · India v England", as read out of the list of buttons. */}
              <Button size="compact-xs" variant="light" aria-label={`Open ${a.name}`} onClick={() => onOpen(a)}>
                Open
              </Button>
              {a.scope === 'market' && onSuspend && (
                <Button size="compact-xs" color="red" aria-label={`Suspend market ${a.name}`} disabled={a.status !== 'open'} onClick={() => onSuspend(a)}>
                  Suspend market
                </Button>
              )}
              <CloseButton size="sm" aria-label={`Dismiss the alert for ${a.name}`} onClick={() => onDismiss(a.id)} />
            </Group>
          </Group>
        ))}
      </AlertList>
    </Box>
  );
}
