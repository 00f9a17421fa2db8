import { Button, Group, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Operation } from '@shared/contract/operation';
import { CanCall } from '@renderer/components/can-call';
import { Pager } from './pager';

// The pieces every paged list of the Exchange Management tabs repeats.

/** A list's header row; an empty title is the untitled column of the row actions. */
export function ListHead({ columns }: { columns: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((title, index) => (
          <Table.Th key={`${index}-${title}`}>{title || null}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

/** One full-width row saying why the list is empty. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text c="dimmed" size="sm">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** Edit and, where the row can go, Delete at the end of a row, each for users who may call its operation. */
export function RowEditDelete(props: { save: Operation; remove: Operation; onEdit(): void; onDelete?: (() => void) | undefined }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <CanCall op={props.save}>
        <Button size="compact-xs" variant="subtle" onClick={props.onEdit}>
          Edit
        </Button>
      </CanCall>
      {props.onDelete && (
        <CanCall op={props.remove}>
          <Button size="compact-xs" variant="subtle" color="red" onClick={props.onDelete}>
            Delete
          </Button>
        </CanCall>
      )}
    </Group>
  );
}

interface PagedSearch {
  readonly searchInput: string;
  setSearchInput(value: string): void;
  readonly pageIndex: number;
  setPageIndex(index: number): void;
}

/** The list's search box (see usePagedSearch). */
export function SearchBox({ search, placeholder, label, w }: { search: PagedSearch; placeholder: string; label: string; w?: number }) {
  return (
    <TextInput
      placeholder={placeholder}
      aria-label={label}
      leftSection={<IconSearch size={14} />}
      value={search.searchInput}
      onChange={(e) => search.setSearchInput(e.currentTarget.value)}
      w={w}
    />
  );
}

/** The Pager of a list paged by usePagedSearch, from the page the exchange answered (none yet: empty). */
export function SearchPager({
  label,
  page,
  search,
  pageSize,
}: {
  label: string;
  page: { readonly recordsTotal: number; readonly recordsFiltered: number } | undefined;
  search: PagedSearch;
  pageSize: number;
}) {
  return <Pager label={label} total={page?.recordsTotal ?? 0} filtered={page?.recordsFiltered ?? 0} pageIndex={search.pageIndex} pageSize={pageSize} onPage={search.setPageIndex} />;
}
