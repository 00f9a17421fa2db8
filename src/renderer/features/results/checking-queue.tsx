import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { contract } from '@shared/contract';
import type { CheckingMarket, MarketResult } from '@shared/contract/results';
import { useOperation } from '@renderer/app/data/use-operation';
import { eventTitle, formatWhen, OTHER_USERS_MS } from './format';
import type { ResultAction } from './row-actions';
import { ResultStatusBadge } from './status-badge';
import { TableHead } from '@renderer/components/table-head';
import { TitleAndNote } from '@renderer/components/title-and-note';

const verifyWords = (market: { status: string | null }) => (market.status === 'checking' ? 'Enter the correct result' : 'Verify');

/**
 * Results waiting for a second user, and disputed ones with every entry (who, what, when). A pending
 * entry's value stays hidden from everyone but its maker, so the verifier enters it blind.
 */
export function CheckingQueue({ onAction }: { onAction(action: ResultAction, market: MarketResult): void }) {
  const queue = useOperation(contract.results.checkingMarkets, {}, { refetchInterval: OTHER_USERS_MS });
  if (queue.data?.length === 0) return <Text c="dimmed">Nothing waits for verification.</Text>;
  return (
    <Stack gap="sm" aria-label="Checking queue">
      {(queue.data ?? []).map((market: CheckingMarket) => (
        <Card key={market.marketId} withBorder padding="sm" aria-label={market.marketName}>
          <Group justify="space-between" mb={4}>
            <TitleAndNote title={market.marketName} note={eventTitle(market)} />
            <Group gap="xs">
              <ResultStatusBadge status={market.status} />
              {/* The accessible name starts with the words on the button (a voice user says what they see). */}
              <Button size="compact-sm" onClick={() => onAction('verify', market)} aria-label={`${verifyWords(market)}: ${market.marketName} (${eventTitle(market)})`}>
                {verifyWords(market)}
              </Button>
            </Group>
          </Group>
          <Table fz="sm" verticalSpacing={2} aria-label={`Entries for ${market.marketName}`}>
            <TableHead headers={['Entered by', 'Result', 'Void factor', 'When']} />
            <Table.Tbody>
              {market.entries.map((entry) => (
                <Table.Tr key={`${entry.userName}-${entry.at}`}>
                  <Table.Td>{entry.userName}</Table.Td>
                  <Table.Td>{entry.label}</Table.Td>
                  <Table.Td>{entry.voidFactor || '—'}</Table.Td>
                  <Table.Td>{formatWhen(entry.at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      ))}
    </Stack>
  );
}
