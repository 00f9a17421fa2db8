import { Badge } from '@mantine/core';
import type { ResultStatusFilter } from '@shared/contract/results';
import { RESULT_STATUS_LABELS, type ResultStatus } from '@shared/results';

/** What a market without a result reads: on its badge, in a file, and as a choice of the Result status filter. */
export const NO_RESULT = 'No result';

/** The Result status filter's choices: each status, and the markets with bets and no result yet. */
export const RESULT_STATUS_FILTER_LABELS: Record<ResultStatusFilter, string> = { ...RESULT_STATUS_LABELS, none: NO_RESULT };

const COLOURS: Record<ResultStatus, string> = { pending: 'yellow', checking: 'red', declared: 'blue', held: 'orange', settled: 'green', voided: 'gray' };

export function ResultStatusBadge({ status }: { status: ResultStatus | null }) {
  if (!status) return <Badge variant="outline" color="gray">{NO_RESULT}</Badge>;
  return (
    <Badge variant="light" color={COLOURS[status]}>
      {RESULT_STATUS_LABELS[status]}
    </Badge>
  );
}
