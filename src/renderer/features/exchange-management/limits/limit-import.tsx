import { Alert, Button, FileInput, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import type { UploadFile } from '@shared/contract/files';
import { LIMIT_CSV_COLUMNS, limits, type LimitImportRow } from '@shared/contract/limits';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { readUploadFile } from '@renderer/app/files/read-upload';
import { showSuccessToast } from '@renderer/app/notify';
import { money } from './level-limit';
import { TableHead } from '@renderer/components/table-head';

const amount = (n: number | null) => (n === null ? '—' : money(n));

/**
 * Spec §7 "betting-limit imports": the Import button of the Bet limits tab. The chosen CSV goes to the
 * exchange for a preview (nothing saved), the user sees each row with its error, then confirms; the
 * same file goes again and the exchange saves its valid rows.
 */
export function LimitImportButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="compact-sm" variant="default" leftSection={<IconFileImport size={14} />} onClick={() => setOpened(true)}>
        Import
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Import bet limits" size={1180}>
        {opened && <LimitImport onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function LimitImport({ onDone }: { onDone(): void }) {
  const [file, setFile] = useState<UploadFile | null>(null);
  const preview = useOperationMutation(limits.importPreview, { errorToast: false });
  const apply = useOperationMutation(limits.importApply);
  const choose = async (chosen: File | null) => {
    preview.reset();
    const upload = chosen ? await readUploadFile(chosen) : null;
    setFile(upload);
    if (upload) preview.mutate({ file: upload });
  };
  const result = preview.data?.data;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        A CSV with the columns {LIMIT_CSV_COLUMNS.join(', ')} (as the Export gives). Each row replaces the limit of its level and target.
      </Text>
      <FileInput label="CSV file" placeholder="Choose a CSV file" accept=".csv,text/csv" clearable onChange={(chosen) => void choose(chosen)} />
      {preview.isError && (
        <Alert color="red" role="alert">
          {preview.error.message}
        </Alert>
      )}
      {result && (
        <>
          <Text size="sm" role="status">
            {result.valid} {result.valid === 1 ? 'row' : 'rows'} can be imported; {result.invalid} {result.invalid === 1 ? 'has' : 'have'} errors and will be skipped.
          </Text>
          <ScrollArea.Autosize mah={360}>
            <Table striped verticalSpacing={4} aria-label="Import preview">
              <TableHead headers={['Line', 'Level', 'Applies to', 'Min stake', 'Max stake', 'Max profit', 'Max liability', 'Problem']} />
              <Table.Tbody>
                {result.rows.map((row) => (
                  <PreviewRow key={row.line} row={row} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button
          disabled={!file || !result || result.valid === 0}
          loading={preview.isPending || apply.isPending}
          onClick={() => file && apply.mutate({ file }, { onSuccess: ({ message }) => (showSuccessToast(message ?? 'Bet limits imported.'), onDone()) })}
        >
          {result ? `Import ${result.valid} ${result.valid === 1 ? 'limit' : 'limits'}` : 'Import'}
        </Button>
      </Group>
    </Stack>
  );
}

function PreviewRow({ row }: { row: LimitImportRow }) {
  return (
    <Table.Tr>
      <Table.Td>{row.line}</Table.Td>
      <Table.Td>{row.level}</Table.Td>
      <Table.Td>{row.targetName || row.targetId || '—'}</Table.Td>
      <Table.Td>{amount(row.minStake)}</Table.Td>
      <Table.Td>{amount(row.maxStake)}</Table.Td>
      <Table.Td>{amount(row.maxProfit)}</Table.Td>
      <Table.Td>{amount(row.maxLiability)}</Table.Td>
      {/* Wraps within its column: a long reason is read whole, not cut at the modal's edge. */}
      <Table.Td c={row.error ? 'red' : undefined} miw={240} style={{ whiteSpace: 'normal' }}>
        {row.error ?? ''}
      </Table.Td>
    </Table.Tr>
  );
}
