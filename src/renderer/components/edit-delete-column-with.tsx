import type { MRT_RowData } from 'mantine-react-table';
import type { Operation } from '@shared/contract/operation';
import { CanCall } from './can-call';
import { editDeleteColumn } from './edit-delete-column';
import { RowActionsGroup } from './row-controls/row-actions';
import { RowButton, type RowButtonVariant } from './row-controls/row-button';
import type { ServerColumn } from './server-table/export-columns';

type EditDeleteOptions<Row extends MRT_RowData> = Parameters<typeof editDeleteColumn<Row>>[0];

/** A button of the row's own, before its Edit and Delete: "Variables", named for its row ("Variables of example.com"). */
interface OwnButton<Row> {
  label: string;
  onClick(row: Row): void;
  /** Subtle unless said. */
  variant?: RowButtonVariant;
  /** Shown only to a user who may call it. */
  op?: Operation;
}

/**
 * A ServerTable's actions column (editDeleteColumn) with a button of the row's own before Edit and Delete
 * (a domain's Variables, a team's Players): all of them side by side at the row's right edge.
 */
export const editDeleteColumnWith = <Row extends MRT_RowData>(own: OwnButton<NoInfer<Row>>, options: EditDeleteOptions<Row>): ServerColumn<Row> => {
  // Its Cell is called as the table calls it, so Edit and Delete stay the same elements when the columns are made again.
  const { Cell: editDelete, ...column } = editDeleteColumn(options);
  return {
    ...column,
    Cell: (cell) => {
      const row = cell.row.original;
      const button = (
        <RowButton size="compact-xs" variant={own.variant ?? 'subtle'} onClick={() => own.onClick(row)} aria-label={`${own.label} of ${options.rowName(row)}`}>
          {own.label}
        </RowButton>
      );
      return (
        <RowActionsGroup>
          {own.op ? <CanCall op={own.op}>{button}</CanCall> : button}
          {editDelete?.(cell)}
        </RowActionsGroup>
      );
    },
  };
};
