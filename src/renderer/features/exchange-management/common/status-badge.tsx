import { Badge } from '@mantine/core';
import { MARKET_STATUS_LABELS, type MarketStatus } from '@shared/catalogue/market-status';

const COLORS: Record<MarketStatus, string> = { open: 'green', ballRunning: 'yellow', suspended: 'orange', closed: 'gray', settled: 'blue', voided: 'red' };

export function MarketStatusBadge({ status }: { status: MarketStatus }) {
  return (
    <Badge size="sm" variant="light" color={COLORS[status]}>
      {MARKET_STATUS_LABELS[status]}
    </Badge>
  );
}
