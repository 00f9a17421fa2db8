import type { MRT_RowData } from 'mantine-react-table';
import type { BridgedOperation } from '@renderer/app/data/operations';
import { RowEditDelete } from './row-edit-delete';
import type { ServerColumn } from './server-table/export-columns';

/** A ServerTable's actions column: Edit and Delete of the row (RowEditDelete); it cannot be hidden and is not exported. */
export const editDeleteColumn = <Row extends MRT_RowData>({
  save,
  remove,
  rowName,
  onEdit,
  onDelete,
  header = '',
}: {
  save: BridgedOperation;
  remove: BridgedOperation;
  /** The row's name in the buttons' accessible names: "Edit Evening". */
  rowName(row: Row): string;
  onEdit(row: Row): void;
  onDelete(row: NoInfer<Row>): void;
  /** Empty unless the table names it. */
  header?: string;
}): ServerColumn<Row> => ({
  id: 'actions',
  header,
  enableHiding: false,
  Cell: ({ row }) => <RowEditDelete save={save} remove={remove} rowName={rowName(row.original)} onEdit={() => onEdit(row.original)} onDelete={() => onDelete(row.original)} />,
});
