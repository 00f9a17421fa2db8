import { Badge, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { MARKET_STATUS_LABELS } from '@shared/catalogue';
import { contract } from '@shared/contract';
import { useOperation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { CanCall } from '@renderer/components/can-call';
import { DeskHints } from '@renderer/components/desks/desk-hints';
import { formatDayTime } from '@renderer/lib/format';
import { KeyForm, useKeyForm } from '@renderer/components/form-kit';
import { EXCHANGE_DESK_KEYS } from './desk-keys';
import { TableHead } from '@renderer/components/table-head';

const time = (iso: string) => formatDayTime(iso);

/**
 * The virtual desk: the schedule of virtual races the seeded model generates (each race's winner is drawn
 * by the model at its off time), and the data of the race chosen in it.
 */
export function VirtualTab() {
  const events = useOperation(contract.exchangeDesks.virtualEvents, { start: 0, length: 100 }, { spinner: false, refetchInterval: 30_000 });
  const [eventId, setEventId] = useState<string | null>(null);
  const rows = events.data?.data ?? [];
  const now = new Date().toISOString();
  const chosen = eventId ?? rows.find((e) => e.openDate >= now)?.eventId ?? rows[0]?.eventId ?? null;
  return (
    <Stack gap="sm">
      <ScheduleForm />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Table aria-label="Virtual schedule" highlightOnHover>
          <TableHead headers={['Off', 'Race', 'Markets', 'State']} />
          <Table.Tbody>
            {rows.map((e) => (
              <Table.Tr key={e.eventId} onClick={() => setEventId(e.eventId)} bg={e.eventId === chosen ? 'var(--mantine-color-blue-light)' : undefined} style={{ cursor: 'pointer' }}>
                <Table.Td>{time(e.openDate)}</Table.Td>
                <Table.Td>
                  <Button variant="subtle" size="compact-sm" onClick={() => setEventId(e.eventId)}>
                    {e.eventName}
                  </Button>
                </Table.Td>
                <Table.Td>{e.marketCount}</Table.Td>
                <Table.Td>{e.openDate > now ? <Badge variant="light">Scheduled</Badge> : <Badge color="gray" variant="light">Off</Badge>}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {chosen && <RaceData eventId={chosen} />}
      </SimpleGrid>
      <DeskHints keys={EXCHANGE_DESK_KEYS.filter((k) => k.keys !== 'Alt+S')} />
    </Stack>
  );
}

function ScheduleForm() {
  const kit = useKeyForm({
    operation: contract.exchangeDesks.scheduleVirtual,
    initialValues: { count: 6, everyMinutes: 5 },
    labels: { count: 'Races', everyMinutes: 'Every' },
    spinner: false,
    onSuccess: ({ message }) => showSuccessToast(message ?? 'Virtual races scheduled.'),
  });
  return (
    <CanCall op={contract.exchangeDesks.scheduleVirtual}>
      <KeyForm kit={kit} label="Schedule virtual races">
        <Group align="flex-end">
          <NumberInput label="Races" w={100} {...kit.form.getInputProps('count')} />
          <NumberInput label="Every (minutes)" w={140} {...kit.form.getInputProps('everyMinutes')} />
          <Button type="submit" loading={kit.pending}>
            Schedule races
          </Button>
        </Group>
      </KeyForm>
    </CanCall>
  );
}

function RaceData({ eventId }: { eventId: string }) {
  const data = useOperation(contract.exchangeDesks.eventsData, { eventId }, { spinner: false });
  const markets = useOperation(contract.exchangeDesks.virtualMarkets, { start: 0, length: 20, eventId }, { spinner: false });
  if (!data.data) return null;
  return (
    <Paper withBorder p="sm" component="section" aria-label="Race data">
      <Title order={4} size="h5">
        {data.data.eventName}
      </Title>
      <Text size="xs" c="dimmed">
        {data.data.competitionName}, off {time(data.data.openDate)}: {data.data.families.map((f) => `${f.markets} ${f.family} (${f.open} open)`).join(', ')}
      </Text>
      {(markets.data?.data ?? []).map((m) => (
        <Text key={m._id} size="sm" mt={4}>
          {m.name}: {MARKET_STATUS_LABELS[m.status]}, {m.selectionCount} runners
        </Text>
      ))}
    </Paper>
  );
}
