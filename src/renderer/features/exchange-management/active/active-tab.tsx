import { Badge, Group, Loader, Paper, SegmentedControl, Stack, Switch, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanCall } from '@renderer/app/data/can-call';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { competitionsQuery, eventsQuery, sportsQuery } from '../api';
import { LEVEL_OPERATIONS } from '../level-operations';
import { EmptyRow, ListHead, SearchBox, SearchPager } from '../common/list-parts';
import { usePagedSearch } from '../common/use-paged-search';

const PAGE_SIZE = 25;
type Level = 'sports' | 'competitions' | 'events';
type Filter = 'all' | 'on' | 'off';
type Row = { _id: string; name: string; parent: string; active: boolean; shown: boolean };

/**
 * The on/off lists: each level with its own switch, and whether the betting site shows it (this level
 * and every level above switched on). "Shown on site" filters to exactly what punters see.
 */
export function ActiveTab() {
  const [level, setLevel] = useState<Level>('events');
  const [filter, setFilter] = useState<Filter>('all');
  const search = usePagedSearch(PAGE_SIZE);
  const input = { ...search.paging, active: filter };
  const sports = useQuery({ ...sportsQuery(input), enabled: level === 'sports' });
  const competitions = useQuery(competitionsQuery(input, level === 'competitions'));
  const events = useQuery(eventsQuery(input, level === 'events'));
  const setActiveOp = LEVEL_OPERATIONS[level === 'sports' ? 'sport' : level === 'competitions' ? 'competition' : 'event'].setActive;
  const canSwitch = useCanCall(setActiveOp);
  const setActive = useOperationMutation(setActiveOp);

  const query = level === 'sports' ? sports : level === 'competitions' ? competitions : events;
  const rows: Row[] =
    level === 'sports'
      ? (sports.data?.data ?? []).map((r) => ({ _id: r._id, name: r.name, parent: '', active: r.active, shown: r.active }))
      : level === 'competitions'
        ? (competitions.data?.data ?? []).map((r) => ({ _id: r._id, name: r.name, parent: r.sportName, active: r.active, shown: r.shownOnSite }))
        : (events.data?.data ?? []).map((r) => ({ _id: r._id, name: r.name, parent: `${r.sportName} › ${r.competitionName}`, active: r.active, shown: r.shownOnSite }));
  const toggle = (row: Row, active: boolean) => setActive.mutate({ _id: row._id, active });

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Group gap="sm">
          <SegmentedControl
            aria-label="Level"
            value={level}
            onChange={(value) => (setLevel(value as Level), search.setPageIndex(0))}
            data={[
              { value: 'sports', label: 'Sports' },
              { value: 'competitions', label: 'Competitions' },
              { value: 'events', label: 'Events' },
            ]}
          />
          <SegmentedControl
            aria-label="Shown on site"
            value={filter}
            onChange={(value) => (setFilter(value as Filter), search.setPageIndex(0))}
            data={[
              { value: 'all', label: 'All' },
              { value: 'on', label: 'Shown on site' },
              { value: 'off', label: 'Hidden' },
            ]}
          />
          <SearchBox search={search} placeholder="Search" label="Search active lists" />
          {query.isFetching && <Loader size="xs" />}
        </Group>
        <Table striped verticalSpacing={4} aria-label="Active list">
          <ListHead columns={['Name', ...(level !== 'sports' ? ['Under'] : []), 'Shown on site', 'Active']} />
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row._id}>
                <Table.Td>{row.name}</Table.Td>
                {level !== 'sports' && <Table.Td>{row.parent}</Table.Td>}
                <Table.Td>
                  <Badge size="sm" variant="light" color={row.shown ? 'green' : 'gray'}>
                    {row.shown ? 'Shown' : 'Hidden'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Switch aria-label={`${row.name} active`} checked={row.active} disabled={!canSwitch} onChange={(e) => toggle(row, e.currentTarget.checked)} />
                </Table.Td>
              </Table.Tr>
            ))}
            {rows.length === 0 && !query.isFetching && <EmptyRow colSpan={4}>Nothing in this list.</EmptyRow>}
          </Table.Tbody>
        </Table>
        <SearchPager label="Active list" page={query.data} search={search} pageSize={PAGE_SIZE} />
      </Stack>
    </Paper>
  );
}
