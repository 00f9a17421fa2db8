import { Button, Group, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import { useOperation } from '@renderer/app/data/use-operation';
import { bridgeErrorOf } from '@renderer/app/errors';
import { formatDateTime } from '@renderer/lib/format';
import { accountStatusLabel } from '@shared/money/accounts';
import { formatAmount } from '../format';

/** One betting user's report (spec §7 GET: player report). */
export function PlayerReport() {
  const [text, setText] = useState('');
  const [userName, setUserName] = useState('');
  const { data, error } = useOperation(contract.siteReports.playerReport, { userName }, { enabled: userName !== '' });
  // A name the exchange refused (no such user) is said on the field, until the name is changed.
  const refused = error && text.trim() === userName ? bridgeErrorOf(error).fieldErrors?.userName : undefined;
  // An exchange that does not name the currency keeps rupees, its own.
  const currency = data?.currency ?? 'INR';
  return (
    <section aria-label="Player report">
      <Title order={3} size="h5">
        Player report
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setUserName(text.trim());
        }}
      >
        <Group align="flex-end" gap="xs">
          <TextInput label="Player user name" value={text} onChange={(e) => setText(e.currentTarget.value)} error={refused} />
          <Button type="submit" variant="default" disabled={text.trim() === ''}>
            Show report
          </Button>
        </Group>
      </form>
      {data && data.userName.toLowerCase() === userName.toLowerCase() && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} mt="sm">
          <Text size="sm">
            {data.name} ({data.level}), {accountStatusLabel(data.status)}
            {data.whiteLabelName ? `, ${data.whiteLabelName}` : ''}
          </Text>
          <Text size="sm">Balance {formatAmount(data.balance, currency)} · exposure {formatAmount(data.exposure, currency)}</Text>
          <Text size="sm">
            Bets: {data.bets.matched} open, {data.bets.settled} settled, {data.bets.refused} refused, {data.bets.voided} void
          </Text>
          <Text size="sm">
            Stake {formatAmount(data.stake, currency)} · result {formatAmount(data.result, currency)} · last bet {formatDateTime(data.lastBetAt)}
          </Text>
        </SimpleGrid>
      )}
    </section>
  );
}
