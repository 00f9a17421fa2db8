import { Button, Group, Menu, Progress, Text, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { MAX_TABLE_SEARCH_LENGTH } from '@shared/contract/data-table';
import type { ExportFormat } from './export-rows';
import type { ExportProgress } from './use-table-export';
import { SEARCH_DEBOUNCE_MS } from './use-table-query-state';
import { formatCount } from '@renderer/lib/format';
import { useLeadingDebounce } from '@renderer/lib/use-leading-debounce';

const n = formatCount;
/** A toolbar control that keeps its own width where the toolbar is narrow. */
const NO_SHRINK = { flexShrink: 0 } as const;

/**
 * The table's search box: a key typed by hand goes to the exchange at once; keys that follow within the
 * debounce window go together when it ends (useLeadingDebounce). It keeps what is typed
 * itself, so a keystroke re-renders the box, not the table (a table render is the larger part of the
 * keystroke-to-table time).
 */
export function TableSearch({ label, placeholder, initial = '', onSearch }: { label: string; placeholder: string; initial?: string; onSearch(value: string): void }) {
  const [value, setValue] = useState(() => initial.slice(0, MAX_TABLE_SEARCH_LENGTH));
  const search = useLeadingDebounce(onSearch, SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={value}
      // The exchange takes a search of at most this length: the box stops there instead of failing the list.
      maxLength={MAX_TABLE_SEARCH_LENGTH}
      error={value.length >= MAX_TABLE_SEARCH_LENGTH ? `${label}: at most ${MAX_TABLE_SEARCH_LENGTH} characters.` : undefined}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      w={260}
    />
  );
}

/** Export of every page of the current query; while one runs, its progress and a way to stop it. */
export function TableExport({ progress, onExport, onCancel }: { progress: ExportProgress | null; onExport(format: ExportFormat): void; onCancel(): void }) {
  if (progress) {
    const percent = progress.total > 0 ? (progress.done / progress.total) * 100 : 0;
    return (
      <Group gap="xs" wrap="nowrap" style={NO_SHRINK}>
        <Progress value={percent} w={120} aria-label="Export progress" />
        <Text size="xs" c="dimmed" role="status">
          {progress.total > 0 ? `Exporting ${n(progress.done)} of ${n(progress.total)} rows` : 'Exporting…'}
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={onCancel}>
          Cancel export
        </Button>
      </Group>
    );
  }
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        {/* Its label is never cut: the filters beside it wrap instead (the audit's, in a 1,280 px window). */}
        <Button variant="default" leftSection={<IconDownload size={16} />} style={NO_SHRINK}>
          Export rows
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onExport('csv')}>CSV (all pages)</Menu.Item>
        <Menu.Item onClick={() => onExport('xlsx')}>Excel (all pages)</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** What can be done to the selected rows, with how many there are and a way to clear the selection. */
export function BulkBar({ count, onClear, children }: { count: number; onClear(): void; children: ReactNode }) {
  return (
    <Group gap="sm" role="group" aria-label="Selected rows">
      <Text size="sm">{count === 1 ? '1 row selected' : `${n(count)} rows selected`}</Text>
      {children}
      <Button size="compact-sm" variant="subtle" onClick={onClear}>
        Clear selection
      </Button>
    </Group>
  );
}
