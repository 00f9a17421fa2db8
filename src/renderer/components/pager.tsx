import { Group, Pagination, Text } from '@mantine/core';
import { formatCount } from '@renderer/lib/format';

/** "11–20 of 2,000 (filtered from 20,000)" and page buttons; nothing when everything fits on one page. */
export function Pager({
  total,
  filtered,
  pageIndex,
  pageSize,
  onPage,
  label,
}: {
  total: number;
  filtered: number;
  pageIndex: number;
  pageSize: number;
  onPage(index: number): void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(filtered / pageSize));
  const from = filtered === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(filtered, (pageIndex + 1) * pageSize);
  const fmt = formatCount;
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed" aria-live="polite">
        {fmt(from)}–{fmt(to)} of {fmt(filtered)}
        {filtered !== total ? ` (filtered from ${fmt(total)})` : ''}
      </Text>
      {pages > 1 && (
        <Pagination
          size="xs"
          total={pages}
          value={pageIndex + 1}
          onChange={(page) => onPage(page - 1)}
          siblings={0}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': `${label}: ${control} page` })}
          getItemProps={(page) => ({ 'aria-label': `${label}: page ${page}` })}
        />
      )}
    </Group>
  );
}
