import { MARKET_STATUS_LABELS, type MarketStatus } from '@shared/catalogue/market-status';
import { RowBadge } from '@renderer/components/row-controls/row-badge';

const COLORS: Record<MarketStatus, string> = { open: 'green', ballRunning: 'yellow', suspended: 'orange', closed: 'gray', settled: 'blue', voided: 'red' };

export function MarketStatusBadge({ status }: { status: MarketStatus }) {
  return (
    <RowBadge size="sm" color={COLORS[status]}>
      {MARKET_STATUS_LABELS[status]}
    </RowBadge>
  );
}
