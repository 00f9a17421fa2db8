import { Button } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { LimitLevel } from '@shared/catalogue/limits';
import { downloadExport } from '@renderer/app/files/download-export';
import { mutations } from '../api';

/** Every bet limit (of the chosen level) as a CSV the Import reads back. */
export function LimitExportButton({ level }: { level: LimitLevel | null }) {
  const exportCsv = useMutation(mutations.exportLimits());
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
