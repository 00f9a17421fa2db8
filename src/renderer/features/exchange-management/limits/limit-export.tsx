import { Button } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import type { LimitLevel } from '@shared/catalogue/limits';
import { downloadExport } from '@renderer/app/files/download-export';
import { limits } from '@shared/contract/limits';
import { useOperationMutation } from '@renderer/app/data/use-operation';

/** Every bet limit (of the chosen level) as a CSV the Import reads back. */
export function LimitExportButton({ level }: { level: LimitLevel | null }) {
  const exportCsv = useOperationMutation(limits.exportCsv);
  return (
    <Button
      size="compact-sm"
      variant="default"
      leftSection={<IconFileExport size={14} />}
      loading={exportCsv.isPending}
      onClick={() => exportCsv.mutate(level ? { level } : {}, { onSuccess: ({ data }) => downloadExport(data) })}
    >
      Export CSV
    </Button>
  );
}
