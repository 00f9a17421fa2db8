import { Group, Kbd, Modal, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { contract } from '@shared/contract';
import { useOperation } from '@renderer/app/data/use-operation';
import { NewsPanel } from '@renderer/components/desks/news-panel';
import { BookPanel } from './book-panel';
import { DESK_KEYS } from './desk-keys';
import { QuoteRow } from './quote-row';

/**
 * The fancy desk (fancyManagement): the fancy markets of one event priced from the keyboard, the focused
 * market's book beside them. Quotes are sent to the exchange and show as current once it confirms them.
 */
export default function FancyManagementScreen() {
  const markets = useOperation(contract.fancy.markets, {}, { refetchInterval: 5_000 });
  const events = [...new Map((markets.data ?? []).map((m) => [m.eventId, m.eventName])).entries()];
  const [eventId, setEventId] = useState<string | null>(null);
  const chosen = eventId ?? events[0]?.[0] ?? null;
  const rows = (markets.data ?? []).filter((m) => m.eventId === chosen);
  const [focused, setFocused] = useState(0);
  const [help, setHelp] = useState(false);
  const market = rows[Math.min(focused, rows.length - 1)];
  const move = (by: 1 | -1) => {
    const next = Math.max(0, Math.min(rows.length - 1, focused + by));
    setFocused(next);
    document.querySelector<HTMLInputElement>(`[data-market-id="${rows[next]?.marketId ?? ''}"] input`)?.focus();
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === '?' && !(event.target instanceof HTMLInputElement)) setHelp((open) => !open);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Stack gap="sm">
      <Title order={2}>Fancy Management</Title>
      <Select label="Event" data={events.map(([value, label]) => ({ value, label }))} value={chosen} onChange={(v) => (setEventId(v), setFocused(0))} allowDeselect={false} w={380} searchable />
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
        <Table.ScrollContainer minWidth={720}>
        <Table aria-label="Fancy desk" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Market</Table.Th>
              <Table.Th>NO line</Table.Th>
              <Table.Th>NO rate</Table.Th>
              <Table.Th>YES line</Table.Th>
              <Table.Th>YES rate</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((m, i) => (
              <QuoteRow key={m.marketId} market={m} focused={i === focused} onFocus={() => setFocused(i)} onMove={move} />
            ))}
          </Table.Tbody>
        </Table>
        </Table.ScrollContainer>
        {market && (
          <Stack gap="sm">
            <BookPanel market={market} />
            <Paper withBorder p="sm">
              <NewsPanel family="fancy" targetId={market.marketId} />
            </Paper>
          </Stack>
        )}
      </SimpleGrid>
      <Group gap="md" role="note" aria-label="Desk keys">
        {DESK_KEYS.map((k) => (
          <Text key={k.keys} size="xs" c="dimmed">
            <Kbd size="xs">{k.keys}</Kbd> {k.action}
          </Text>
        ))}
      </Group>
      <Modal opened={help} onClose={() => setHelp(false)} title="Fancy desk keys">
        <Table>
          <Table.Tbody>
            {DESK_KEYS.map((k) => (
              <Table.Tr key={k.keys}>
                <Table.Td>
                  <Kbd>{k.keys}</Kbd>
                </Table.Td>
                <Table.Td>{k.action}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
    </Stack>
  );
}
