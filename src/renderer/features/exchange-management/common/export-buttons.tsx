import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { markets } from '@shared/contract/markets';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { downloadExport } from '@renderer/app/files/download-export';

export type ExportScope = { sportId?: string; competitionId?: string; eventId?: string };

/** Market access codes of a scope as a PDF or an Excel file, saved by the user. */
export function ExportButtons({ scope, size = 'compact-xs' }: { scope: ExportScope; size?: string }) {
  const exportFile = useOperationMutation(markets.exportAccessCodes);
  const run = (format: 'pdf' | 'xlsx') =>
    exportFile.mutate(
      { format, ...scope },
      {
        onSuccess: ({ data }) => downloadExport(data),
      },
    );
  return (
    <Group gap={6}>
      <Button size={size} variant="default" leftSection={<IconFileTypePdf size={14} />} onClick={() => run('pdf')} disabled={exportFile.isPending}>
        Export PDF
      </Button>
      <Button size={size} variant="default" leftSection={<IconFileSpreadsheet size={14} />} onClick={() => run('xlsx')} disabled={exportFile.isPending}>
        Export Excel
      </Button>
    </Group>
  );
}
