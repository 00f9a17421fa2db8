import { Button, Group, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import { COUNTABLE, type Countable } from '@shared/contract/site-tools';
import { useCanCall } from '@renderer/app/data/can-call';
import { useOperation } from '@renderer/app/data/use-operation';
import { LabelledValue } from '@renderer/components/labelled-value';
import { formatCount } from '@renderer/lib/format';

const COUNT_LABELS: Record<Countable, string> = { whiteLabels: 'White labels', siteUsers: 'Site users', domains: 'Domains', pendingDomains: 'Pending domains', exchanges: 'Exchanges', projects: 'Projects' };

/** A code the check can take, by its own input schema (8 letters and digits): said as it is typed, never sent. */
const accessCodeProblem = (text: string) => contract.authExtras.verifyAccessCode.input.safeParse({ accessCode: text }).error?.issues[0]?.message;

/** An address the lookup can take, checked by its own input schema: "999.1.1.1" is not one. */
const ipProblem = (text: string) => (contract.geolocation.lookup.input.safeParse({ ip: text }).success ? undefined : 'IP address: an IPv4 or IPv6 address, such as 203.0.113.7.');

function CountFigure({ of }: { of: Countable }) {
  const { data } = useOperation(contract.siteReports.count, { of });
  return (
    <LabelledValue label={COUNT_LABELS[of]} fw={600}>
      {data ? formatCount(data.count) : '…'}
    </LabelledValue>
  );
}

/** A one-field lookup: a text, a button, and what the exchange (or main) answered; `problem` says what is wrong with the text first. */
function Lookup({ label, button, onAsk, problem, children }: { label: string; button: string; onAsk(text: string): void; problem?: (text: string) => string | undefined; children: React.ReactNode }) {
  const [text, setText] = useState('');
  const wrong = text.trim() === '' ? undefined : problem?.(text.trim());
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onAsk(text.trim());
      }}
    >
      <Group align="flex-end" gap="xs">
        <TextInput label={label} value={text} onChange={(e) => setText(e.currentTarget.value)} error={wrong} />
        <Button type="submit" variant="default" disabled={text.trim() === '' || wrong !== undefined}>
          {button}
        </Button>
      </Group>
      {children}
    </form>
  );
}

/** Counts, a market access code check and an IP's place (cached by main for a day). */
export function Lookups() {
  const [code, setCode] = useState('');
  const [ip, setIp] = useState('');
  const canCheckCodes = useCanCall(contract.authExtras.verifyAccessCode);
  const canLocate = useCanCall(contract.geolocation.lookup);
  const verified = useOperation(contract.authExtras.verifyAccessCode, { accessCode: code }, { enabled: code !== '' });
  const place = useOperation(contract.geolocation.lookup, { ip }, { enabled: ip !== '' });
  return (
    <section aria-label="Lookups">
      <Title order={3} size="h5">
        Counts and lookups
      </Title>
      <SimpleGrid cols={{ base: 3, sm: 6 }} my="xs" aria-label="Counts">
        {COUNTABLE.map((of) => (
          <CountFigure key={of} of={of} />
        ))}
      </SimpleGrid>
      <Group align="flex-start" gap="xl">
        {canCheckCodes && (
          <Lookup label="Market access code" button="Check code" onAsk={setCode} problem={accessCodeProblem}>
            {verified.data && <Text size="sm" mt={4} role="status">{verified.data.message}</Text>}
          </Lookup>
        )}
        {canLocate && (
          <Lookup label="IP address" button="Locate" onAsk={setIp} problem={ipProblem}>
            {place.data && <Text size="sm" mt={4} role="status">{[place.data.city, place.data.country].filter(Boolean).join(', ')}</Text>}
          </Lookup>
        )}
      </Group>
    </section>
  );
}
