import { Badge, Group, Paper, SegmentedControl, Stack, Switch } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { contract } from '@shared/contract';
import type { CatalogueEvent, Competition, Sport } from '@shared/contract/catalogue-common';
import { useCan } from '@renderer/components/can';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { ServerTable, type ServerTableProps } from '@renderer/components/server-table/server-table';
import { mutations } from '../api';

const PAGE_SIZE = 25;
type Level = 'sports' | 'competitions' | 'events';
type Filter = 'all' | 'on' | 'off';
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
      <Badge size="sm" variant="light" color={row.original.shown ? 'green' : 'gray'}>
        {row.original.shown ? 'Shown' : 'Hidden'}
      </Badge>
    ),
  },
  {
    id: 'active',
    header: 'Active',
    exportValue: (row) => (row.active ? 'On' : 'Off'),
    Cell: ({ row }) => (
      <Switch aria-label={`${row.original.name} active`} checked={row.original.active} disabled={!editable} onChange={(e) => toggle(row.original, e.currentTarget.checked)} />
    ),
  },
];

/**
 * The on/off lists: each level with its own switch, and whether the betting site shows it (this level
 * and every level above switched on). "Shown on site" filters to exactly what punters see.
 */
export function ActiveTab() {
  const [level, setLevel] = useState<Level>('events');
  const [filter, setFilter] = useState<Filter>('all');
  const can = useCan();
  const { mutate: setActive } = useMutation(mutations.setLevelActive(level === 'sports' ? 'sport' : level === 'competitions' ? 'competition' : 'event'));
  const editable = can(level === 'sports' ? 'addSport' : level === 'competitions' ? 'addTournament' : 'addEvent');
  const columns = useMemo(() => activeColumns(level, (row, active) => setActive({ _id: row._id, active }), editable), [level, setActive, editable]);

  // One table per level (each level is its own list operation); they share everything else.
  const shared = {
    label: 'Active list',
    columns,
    orderColumns: [],
    pageSize: PAGE_SIZE,
    filters: filter,
    searchLabel: 'Search active lists',
    searchPlaceholder: 'Search',
    noRecords: 'Nothing in this list.',
  } satisfies Partial<ServerTableProps<typeof contract.catalogue.sports, Row>>;

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Group gap="sm">
          <SegmentedControl
            aria-label="Level"
            value={level}
            onChange={(value) => setLevel(value as Level)}
            data={[
              { value: 'sports', label: 'Sports' },
              { value: 'competitions', label: 'Competitions' },
              { value: 'events', label: 'Events' },
            ]}
          />
          <SegmentedControl
            aria-label="Shown on site"
            value={filter}
            onChange={(value) => setFilter(value as Filter)}
            data={[
              { value: 'all', label: 'All' },
              { value: 'on', label: 'Shown on site' },
              { value: 'off', label: 'Hidden' },
            ]}
          />
        </Group>
        {level === 'sports' && (
          <ServerTable
            key="sports"
            tableId="catalogue.active-sports"
            operation={contract.catalogue.sports}
            toInput={(request) => ({ ...request, active: filter })}
            toPage={(page) => ({ ...page, data: page.data.map(sportRow) })}
            {...shared}
          />
        )}
        {level === 'competitions' && (
          <ServerTable
            key="competitions"
            tableId="catalogue.active-competitions"
            operation={contract.catalogue.competitions}
            toInput={(request) => ({ ...request, active: filter })}
            toPage={(page) => ({ ...page, data: page.data.map(competitionRow) })}
            {...shared}
          />
        )}
        {level === 'events' && (
          <ServerTable
            key="events"
            tableId="catalogue.active-events"
            operation={contract.catalogue.events}
            toInput={(request) => ({ ...request, active: filter })}
            toPage={(page) => ({ ...page, data: page.data.map(eventRow) })}
            {...shared}
          />
        )}
      </Stack>
    </Paper>
  );
}
