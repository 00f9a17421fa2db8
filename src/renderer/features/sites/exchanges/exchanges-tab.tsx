import { Stack, Text, Title } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { contract } from '@shared/contract';
import { EXCHANGE_STATUS_LABELS, PROJECT_STATUS_LABELS, type ExchangeRecord, type Project } from '@shared/contract/exchanges';
import type { BridgedOperation } from '@renderer/app/data/operations';
import { ConfirmDelete } from '@renderer/components/confirm-delete';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { labelColumn } from '@renderer/components/server-table/label-column';
import type { TablePage } from '@renderer/components/server-table/export-rows';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { useEditDelete, useEditOnEnter } from '@renderer/components/use-edit-delete';
import { ExchangeFormModal } from './exchange-form';
import { ProjectFormModal } from './project-form';
import { StatusChangeModal } from './status-change-modal';
import { editDeleteColumn } from '@renderer/components/edit-delete-column';
import { editDeleteColumnWith } from '@renderer/components/edit-delete-column-with';

/** A titled list with its Add button, Enter on a row opening its Edit: the shape both lists of this tab have. */
function ListSection<Row extends { _id: string }>({
  title,
  tableId,
  operation,
  columns,
  add,
  onOpenRow,
  children,
}: {
  title: string;
  tableId: string;
  operation: BridgedOperation;
  columns: ServerColumn<Row>[];
  add: { op: BridgedOperation; label: string; onClick(): void };
  onOpenRow: ((row: Row) => void) | undefined;
  children: ReactNode;
}) {
  return (
    <section aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <ServerTable
        tableId={tableId}
        label={`${title.slice(0, -1)} list`}
        operation={operation}
        toInput={(request) => request as never}
        toPage={(page) => page as TablePage<Row>}
        columns={columns}
        search={`Search ${title.toLowerCase()}`}
        add={add}
        onOpenRow={onOpenRow}
      />
      {children}
    </section>
  );
}

function ExchangesTable() {
  const rows = useEditDelete<ExchangeRecord>(contract.exchanges.delete);
  const { edit, askDelete } = rows;
  const openEdit = useEditOnEnter({ save: contract.exchanges.update, onEdit: edit });
  const columns = useMemo<ServerColumn<ExchangeRecord>[]>(
    () => [
      { id: 'name', accessorKey: 'name', header: 'Name' },
      { id: 'code', accessorKey: 'code', header: 'Code' },
      { id: 'apiUrl', accessorKey: 'apiUrl', header: 'API URL' },
      { id: 'currency', accessorKey: 'currency', header: 'Currency' },
      labelColumn('status', 'Status', EXCHANGE_STATUS_LABELS),
      { id: 'projectCount', accessorKey: 'projectCount', header: 'Projects' },
      editDeleteColumn({ save: contract.exchanges.update, remove: contract.exchanges.delete, rowName: (x) => x.name, onEdit: edit, onDelete: askDelete }),
    ],
    [edit, askDelete],
  );
  return (
    <ListSection title="Exchanges" tableId="sites.exchanges" operation={contract.exchanges.list} columns={columns} add={{ op: contract.exchanges.add, label: 'Add exchange', onClick: rows.add }} onOpenRow={openEdit}>
      <ExchangeFormModal {...rows.formModal} />
      <ConfirmDelete rows={rows} title="Delete exchange">
        Delete the exchange {rows.deleting?.name}? It must run no project.
      </ConfirmDelete>
    </ListSection>
  );
}

function ProjectsTable() {
  const rows = useEditDelete<Project>(contract.projects.delete);
  const { edit, askDelete } = rows;
  const openEdit = useEditOnEnter({ save: contract.projects.edit, onEdit: edit });
  const [changing, setChanging] = useState<Project | null>(null);
  const columns = useMemo<ServerColumn<Project>[]>(
    () => [
      { id: 'name', accessorKey: 'name', header: 'Name' },
      { id: 'description', accessorKey: 'description', header: 'Description' },
      {
        id: 'exchanges',
        header: 'Status per exchange',
        exportValue: (p) => p.exchanges.map((x) => `${x.exchangeName}: ${PROJECT_STATUS_LABELS[x.status]}`).join('; '),
        Cell: ({ row }) => <Text size="sm">{row.original.exchanges.map((x) => `${x.exchangeName}: ${PROJECT_STATUS_LABELS[x.status]}`).join(' · ')}</Text>,
      },
      editDeleteColumnWith(
        { label: 'Change status', onClick: setChanging, variant: 'light', op: contract.projects.changeStatus },
        { save: contract.projects.edit, remove: contract.projects.delete, rowName: (p) => p.name, onEdit: edit, onDelete: askDelete },
      ),
    ],
    [edit, askDelete],
  );
  return (
    <ListSection title="Projects" tableId="sites.projects" operation={contract.projects.list} columns={columns} add={{ op: contract.projects.add, label: 'Add project', onClick: rows.add }} onOpenRow={openEdit}>
      <ProjectFormModal {...rows.formModal} />
      <StatusChangeModal project={changing} onClose={() => setChanging(null)} />
      <ConfirmDelete rows={rows} title="Delete project">
        Delete the project {rows.deleting?.name} from all its exchanges?
      </ConfirmDelete>
    </ListSection>
  );
}

/** Exchanges (addExchange) and the projects that run on several of them. */
export function ExchangesTab() {
  return (
    <Stack gap="lg">
      <ExchangesTable />
      <ProjectsTable />
    </Stack>
  );
}
