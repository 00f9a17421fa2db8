import { Badge } from '@mantine/core';
import { RESULT_STATUS_LABELS, type ResultStatus } from '@shared/results';

const COLOURS: Record<ResultStatus, string> = { pending: 'yellow', checking: 'red', declared: 'blue', held: 'orange', settled: 'green', voided: 'gray' };

export function ResultStatusBadge({ status }: { status: ResultStatus | null }) {
  if (!status) return <Badge variant="outline" color="gray">No result</Badge>;
  return (
    <Badge variant="light" color={COLOURS[status]}>
      {RESULT_STATUS_LABELS[status]}
    </Badge>
  );
}
