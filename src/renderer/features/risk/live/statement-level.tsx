import { Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { contract } from '@shared/contract';
import { useOperation } from '@renderer/app/data/use-operation';
import { AccountStatement } from '@renderer/components/account-statement-modal';

/** The end of the drill-down: the punter's chain of agents to the house (with shares) and account statement. */
export function StatementLevel({ userName }: { userName: string }) {
  const chain = useOperation(contract.risk.parentOfUser, { userName });
  const first = useRef<HTMLParagraphElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <Stack gap="xs">
      <Title order={5}>Chain of agents</Title>
      <Text size="sm" aria-label="Chain of agents" tabIndex={0} ref={first}>
        {(chain.data ?? []).map((link) => `${link.userName}${link.level === 'punter' ? '' : ` (${link.share} %)`}`).join(' → ')}
      </Text>
      <Title order={5}>Account statement</Title>
      <AccountStatement key={userName} userName={userName} />
    </Stack>
  );
}
