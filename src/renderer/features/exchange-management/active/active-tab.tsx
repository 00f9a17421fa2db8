import { Group, Paper, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { contract } from '@shared/contract';
import type { CatalogueEvent, Competition, Sport } from '@shared/contract/catalogue-common';
import { useAddressChoice } from '@renderer/app/address/use-address-choice';
import { useCanCall } from '@renderer/app/data/can-call';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { LabelledSegments } from '@renderer/components/labelled-segments';
import { LEVEL_OPERATIONS } from '../level-operations';
import { RowBadge } from '@renderer/components/row-controls/row-badge';
import { RowSwitch } from '@renderer/components/row-controls/row-switch';

const PAGE_SIZE = 25;
type Level = 'sports' | 'competitions' | 'events';
type Filter = 'all' | 'on' | 'off';
const LEVEL_LABELS: Record<Level, string> = { sports: 'Sports', competitions: 'Competitions', events: 'Events' };
const FILTER_LABELS: Record<Filter, string> = { all: 'All', on: 'Shown on site', off: 'Hidden' };
const LEVELS = Object.keys(LEVEL_LABELS) as Level[];
const FILTERS = Object.keys(FILTER_LABELS) as Filter[];
type Row = { _id: string; name: string; parent: string; active: boolean; shown: boolean };

const sportRow = (r: Sport): Row => ({ _id: r._id, name: r.name, parent: '', active: r.active, shown: r.active });
const competitionRow = (r: Competition): Row => ({ _id: r._id, name: r.name, parent: r.sportName, active: r.active, shown: r.shownOnSite });
const eventRow = (r: CatalogueEvent): Row => ({ _id: r._id, name: r.name, parent: `${r.sportName} › ${r.competitionName}`, active: r.active, shown: r.shownOnSite });

const activeColumns = (level: Level, toggle: (row: Row, active: boolean) => void, editable: boolean): ServerColumn<Row>[] => [
  { id: 'name', accessorKey: 'name', header: 'Name' },
  ...(level !== 'sports' ? [{ id: 'parent', accessorKey: 'parent', header: 'Under' } satisfies ServerColumn<Row>] : []),
  {
    id: 'shown',
    header: 'Shown on site',
    exportValue: (row) => (row.shown ? 'Shown' : 'Hidden'),
    Cell: ({ row }) => (
      <RowBadge size="sm" color={row.original.shown ? 'green' : 'gray'}>
        {row.original.shown ? 'Shown' : 'Hidden'}
      </RowBadge>
    ),
  },
  {
    id: 'active',
    header: 'Active',
    exportValue: (row) => (row.active ? 'On' : 'Off'),
    Cell: ({ row }) => (
      <RowSwitch label={`${row.original.name} active`} checked={row.original.active} disabled={!editable} onChange={(checked) => toggle(row.original, checked)} />
    ),
  },
];

/** Each level is its own list operation; its rows become the one Row shape the columns read. */
const LEVEL_LISTS = {
  sports: { operation: contract.catalogue.sports, toRow: sportRow },
  competitions: { operation: contract.catalogue.competitions, toRow: competitionRow },
  events: { operation: contract.catalogue.events, toRow: eventRow },
} as const;

/** The list of one level, shown-on-site filter applied by the exchange; a new level starts a new table (page, search). */
function LevelTable({ level, filter, columns }: { level: Level; filter: Filter; columns: ServerColumn<Row>[] }) {
  const { operation, toRow } = LEVEL_LISTS[level] as { operation: typeof contract.catalogue.events; toRow: (item: unknown) => Row };
  return (
    <ServerTable
      tableId={`catalogue.active-${level}`}
      label="Active list"
      operation={operation}
      filterInput={{ active: filter }}
      toPage={(page) => ({ ...page, data: page.data.map(toRow) })}
      columns={columns}
      pageSize={PAGE_SIZE}
      searchLabel="Search active lists"
      searchPlaceholder="Search"
      noRecords="Nothing in this list."
    />
  );
}

/**
 * The on/off lists: each level with its own switch, and whether the betting site shows it (this level
 * and every level above switched on). "Shown on site" filters to exactly what punters see. The level and the
 * filter are kept in the address (`?level=sports&shown=on`), as the search is; each level's list has its own
 * search, so another level starts with none.
 */
export function ActiveTab() {
  const [level, setLevel] = useAddressChoice('level', LEVELS, 'events', { clearsSearch: true });
  const [filter, setFilter] = useAddressChoice('shown', FILTERS, 'all');
  const setActiveOp = LEVEL_OPERATIONS[level === 'sports' ? 'sport' : level === 'competitions' ? 'competition' : 'event'].setActive;
  const { mutate: setActive } = useOperationMutation(setActiveOp);
  const editable = useCanCall(setActiveOp);
  const columns = useMemo(() => activeColumns(level, (row, active) => setActive({ _id: row._id, active }), editable), [level, setActive, editable]);

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Group gap="sm">
          <LabelledSegments aria-label="Level" labels={LEVEL_LABELS} value={level} onChange={setLevel} />
          <LabelledSegments aria-label="Shown on site" labels={FILTER_LABELS} value={filter} onChange={setFilter} />
        </Group>
        <LevelTable key={level} level={level} filter={filter} columns={columns} />
      </Stack>
    </Paper>
  );
}
