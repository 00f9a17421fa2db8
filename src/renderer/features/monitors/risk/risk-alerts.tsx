import { Button, CloseButton, Group, Text } from '@mantine/core';
import { memo } from 'react';
import { MARKET_STATUS_LABELS } from '@shared/catalogue';
import type { LiveMarket } from '@shared/contract/live';
import { useFormatRedraw } from '@renderer/app/display/format-redraw';
import { AlertList } from '@renderer/components/alert-list';
import { formatAge } from '@renderer/lib/format';
import { useNow } from '@renderer/lib/use-now';
import type { KeyedStore } from '../live/keyed-store';
import { useStoreValue } from '../live/use-live';
import type { RiskAlert } from './use-risk-view';

/** How long ago an alert was raised ("12 s ago"), counting up on its own: the floor scans alerts by age. */
function AlertAge({ at }: { at: number }) {
  const now = useNow(1_000);
  return (
    <Text span size="xs" c="dimmed">
      · {formatAge(at, now)}
    </Text>
  );
}

/**
 * An alert's Suspend button while its market is open (it follows the market, not the ranking); once the
 * market is not open, its status in words instead ("Suspended"), as the Risk screen's alerts say it.
 */
function SuspendWhileOpen({ markets, marketId, onSuspend }: { markets: KeyedStore<LiveMarket>; marketId: string; onSuspend(marketId: string): void }) {
  const market = useStoreValue(markets, marketId);
  if (!market) return null;
  if (market.status !== 'open') {
    return (
      <Text span size="xs" c="dimmed" data-status={market.status}>
        {MARKET_STATUS_LABELS[market.status]}
      </Text>
    );
  }
  return (
    <Button size="compact-xs" color="red" onClick={() => onSuspend(marketId)}>
      Suspend
    </Button>
  );
}

/**
 * The monitor's liability alerts, newest first (those raised together, largest liability first), each with
 * Suspend (while its market is open, for a user who may) and Dismiss; the title says how many markets are
 * above the threshold when that is more than the alerts kept ("Liability alerts (5 of 12)"). Redrawn when
 * the alerts change, not when the ranking moves.
 */
export const RiskAlerts = memo(function RiskAlerts({
  alerts,
  above,
  markets,
  onSuspend,
  onDismiss,
}: {
  alerts: readonly RiskAlert[];
  /** How many markets are above the threshold now. */
  above: number;
  markets: KeyedStore<LiveMarket>;
  /** Absent: the user may not suspend. */
  onSuspend: ((marketId: string) => void) | undefined;
  onDismiss(marketId?: string): void;
}) {
  useFormatRedraw();
  return (
    <AlertList title="Liability alerts" count={alerts.length} of={above} onDismissAll={() => onDismiss()}>
      {alerts.map((a) => (
        <Group key={a.marketId} gap="xs" justify="space-between" wrap="nowrap">
          <Text size="xs">
            {a.text} <AlertAge at={a.at} />
          </Text>
          <Group gap={4} wrap="nowrap">
            {onSuspend && <SuspendWhileOpen markets={markets} marketId={a.marketId} onSuspend={onSuspend} />}
            <CloseButton size="sm" aria-label={`Dismiss the alert for ${a.text}`} onClick={() => onDismiss(a.marketId)} />
          </Group>
        </Group>
      ))}
    </AlertList>
  );
});
