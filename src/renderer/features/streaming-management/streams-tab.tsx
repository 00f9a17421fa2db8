import { useMemo } from 'react';
import { contract } from '@shared/contract';
import { STREAM_KIND_LABELS, type EventStream } from '@shared/contract/streaming';
import { ConfirmDelete } from '@renderer/components/confirm-delete';
import { editDeleteColumn } from '@renderer/components/edit-delete-column';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { labelColumn } from '@renderer/components/server-table/label-column';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { StreamFormModal } from './stream-form';
import { useEditDelete } from '@renderer/components/use-edit-delete';
import { AddButton } from '@renderer/components/add-button';
import { RowBadge } from '@renderer/components/row-controls/row-badge';

const checkText = (s: EventStream) => (!s.probe ? 'Not checked' : s.probe.reachable && s.probe.playlistValid ? 'Playing' : 'Failed');

const columns = (edit: (s: EventStream) => void, askDelete: (s: EventStream) => void): ServerColumn<EventStream>[] => [
  { id: 'name', accessorKey: 'name', header: 'Name' },
  { id: 'targetName', accessorKey: 'targetName', header: 'Shown for' },
  labelColumn('kind', 'Kind', STREAM_KIND_LABELS),
  { id: 'device', accessorKey: 'device', header: 'Device' },
  { id: 'section', header: 'Section', exportValue: (s) => s.section ?? '', Cell: ({ row }) => row.original.section ?? '' },
  {
    id: 'check',
    header: 'Check',
    exportValue: checkText,
    Cell: ({ row }) => (
      <RowBadge color={checkText(row.original) === 'Playing' ? 'green' : checkText(row.original) === 'Failed' ? 'red' : 'gray'}>{checkText(row.original)}</RowBadge>
    ),
  },
  { id: 'url', accessorKey: 'url', header: 'URL', mantineTableBodyCellProps: { ff: 'monospace', fz: 'xs' } },
  editDeleteColumn({ save: contract.streaming.saveStream, remove: contract.streaming.deleteStream, onEdit: edit, onDelete: askDelete }),
];

/** Stream sources per event and casino table, with the console's check of each URL. */
export function StreamsTab() {
  const rows = useEditDelete<EventStream>(contract.streaming.deleteStream);
  const { edit, askDelete } = rows;
  const cols = useMemo(() => columns(edit, askDelete), [edit, askDelete]);
  return (
    <section aria-label="Streams">
      <ServerTable
        tableId="streaming.streams"
        label="Stream list"
        operation={contract.streaming.streams}
        columns={cols}
        pageSize={15}
        searchLabel="Search streams"
        searchPlaceholder="Name, event or URL"
        actions={
          <AddButton op={contract.streaming.saveStream} onClick={rows.add}>
            Add stream
          </AddButton>
        }
      />
      <StreamFormModal {...rows.formModal} />
      <ConfirmDelete rows={rows} title="Delete stream">
        Delete the stream {rows.deleting?.name}? Walls and casino monitors showing it lose it.
      </ConfirmDelete>
    </section>
  );
}
