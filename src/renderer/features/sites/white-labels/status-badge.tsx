import { Badge } from '@mantine/core';
import { WHITE_LABEL_STATUS_LABELS, type WhiteLabelStatus } from '@shared/contract/white-labels';

const STATUS_COLOURS: Record<WhiteLabelStatus, string> = { pending: 'yellow', active: 'green', provisionFailed: 'red', closed: 'gray' };

export const WhiteLabelStatusBadge = ({ status }: { status: WhiteLabelStatus }) => (
  <Badge variant="light" color={STATUS_COLOURS[status]}>
    {WHITE_LABEL_STATUS_LABELS[status]}
  </Badge>
);
