import { useMemo } from 'react';
import { contract } from '@shared/contract';
import { ConfirmDelete } from '@renderer/components/confirm-delete';
import { ServerTable } from '@renderer/components/server-table/server-table';
import type { EventStream } from '@shared/contract/streaming';
import { StreamFormModal } from './stream-form';
import { streamColumns } from './stream-columns';
import { useEditDelete, useEditOnEnter } from '@renderer/components/use-edit-delete';

/** Stream sources per event and casino table, with the console's check of each URL. */
export function StreamsTab() {
  const rows = useEditDelete<EventStream>(contract.streaming.deleteStream);
  const { edit, askDelete } = rows;
  const cols = useMemo(() => streamColumns(edit, askDelete), [edit, askDelete]);
  const openEdit = useEditOnEnter({ save: contract.streaming.saveStream, onEdit: edit });
  return (
    <section aria-label="Streams">
      <ServerTable
        label="Stream list"
        operation={contract.streaming.streams}
        columns={cols}
        pageSize={15}
        searchLabel="Search streams"
        searchPlaceholder="Name, event or URL"
        onOpenRow={openEdit}
        add={{ label: 'Add stream', op: contract.streaming.saveStream, onClick: rows.add }}
      />
      <StreamFormModal {...rows.formModal} />
      <ConfirmDelete rows={rows} title="Delete stream">
        Delete the stream {rows.deleting?.name}? Walls and casino monitors showing it lose it.
      </ConfirmDelete>
    </section>
  );
}
