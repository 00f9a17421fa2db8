import { Text } from '@mantine/core';
import { contract } from '@shared/contract';
import { STREAM_KIND_LABELS, type EventStream } from '@shared/contract/streaming';
import { editDeleteColumn } from '@renderer/components/edit-delete-column';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { labelColumn } from '@renderer/components/server-table/label-column';
import { RowBadge } from '@renderer/components/row-controls/row-badge';

/** What the Check column says of a stream's last check (its badge shows it in capitals). */
export const CHECK_TEXTS = ['Playing', 'Failed', 'Not checked'] as const;
const checkText = (s: EventStream): (typeof CHECK_TEXTS)[number] => (!s.probe ? 'Not checked' : s.probe.reachable && s.probe.playlistValid ? 'Playing' : 'Failed');

/** The stream list's columns, sized so every one (the URL most of all) reads at 1600 px beside the pinned actions. */
export const streamColumns = (edit: (s: EventStream) => void, askDelete: (s: EventStream) => void): ServerColumn<EventStream>[] => [
  { id: 'name', accessorKey: 'name', header: 'Name', size: 140 },
  { id: 'targetName', accessorKey: 'targetName', header: 'Shown for', size: 170 },
  { ...labelColumn('kind', 'Kind', STREAM_KIND_LABELS), size: 100 },
  { id: 'device', accessorKey: 'device', header: 'Device', size: 120 },
  { id: 'section', header: 'Section', size: 100, exportValue: (s) => s.section ?? '', Cell: ({ row }) => row.original.section ?? '' },
  {
    id: 'check',
    header: 'Check',
    // Room for the longest badge whole: "NOT CHECKED" (at 130 px it read "NOT CHEC…").
    size: 160,
    exportValue: checkText,
    Cell: ({ row }) => (
      <RowBadge color={checkText(row.original) === 'Playing' ? 'green' : checkText(row.original) === 'Failed' ? 'red' : 'gray'}>{checkText(row.original)}</RowBadge>
    ),
  },
  // The widest column, wrapped anywhere (a URL has no spaces), so a whole address reads at 1600 px beside
  // the pinned actions; the full address is its tooltip too.
  {
    id: 'url',
    accessorKey: 'url',
    header: 'URL',
    size: 380,
    mantineTableBodyCellProps: { ff: 'monospace', fz: 'xs' },
    Cell: ({ row }) => (
      <Text span inherit title={row.original.url} style={{ overflowWrap: 'anywhere' }}>
        {row.original.url}
      </Text>
    ),
  },
  editDeleteColumn({ save: contract.streaming.saveStream, remove: contract.streaming.deleteStream, rowName: (s) => s.name, onEdit: edit, onDelete: askDelete }),
];
