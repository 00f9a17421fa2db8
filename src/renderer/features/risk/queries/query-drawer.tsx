import { Badge, Button, Drawer, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { QUERY_STATUS_LABELS, queries, type PunterQuery, type QueryStatus } from '@shared/contract/queries';
import { contract } from '@shared/contract';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { UserBetsTable } from '../user-bets-table';
import { showSuccessToast } from '@renderer/app/notify';
import { AccountStatementModal } from '@renderer/components/account-statement-modal';
import { useCloseReturningFocus } from '@renderer/components/return-focus';
import { formatWhen } from '@renderer/lib/format';
import { CallErrorAlert } from '@renderer/components/call-error-alert';
import { useDialogShown } from '../dialog-shown';

/** The bet a query is about, as the punter's bet list has it (with the mistake desk's Void). */
function QueryBet({ userName, betId }: { userName: string; betId: string }) {
  const bet = useOperation(contract.risk.userBets, { userName, betId, scope: 'all', start: 0, length: 1 }, { errorToast: false });
  if (bet.error) return <CallErrorAlert error={bet.error} />;
  if (bet.data?.data.length === 0) return <Text size="sm">About bet {betId}, which the exchange no longer has.</Text>;
  return (
    <Stack gap={4}>
      <Text size="sm">About this bet:</Text>
      <UserBetsTable label="The bet in question" bets={bet.data?.data ?? []} />
    </Stack>
  );
}

/** One query: what the punter asked, about which bet or statement line, the punter's statement, and the answer. */
export function QueryDrawer({ query, onClose }: { query: PunterQuery; onClose(): void }) {
  const close = useCloseReturningFocus(onClose);
  const [answer, setAnswer] = useState(query.answer ?? '');
  // The statement, opened at its newest line (true) or at the query's line (the line's number); closed, it
  // gives the keyboard back to the button that opened it at once.
  const statement = useDialogShown<boolean | number>(false);
  const respond = useOperationMutation(queries.respond, { errorToast: false });
  const send = (status: QueryStatus) => respond.mutate({ queryId: query.queryId, status, ...(answer.trim() ? { answer } : {}) }, { onSuccess: ({ message }) => (showSuccessToast(message ?? 'Saved.'), close()) });
  return (
    <Drawer opened onClose={close} position="right" size="xl" title={`Query: ${query.subject}`}>
      <Stack gap="sm">
        <Group gap="md">
          <Badge variant="light">{QUERY_STATUS_LABELS[query.status]}</Badge>
          <Text size="sm">
            {query.userName}, {formatWhen(query.createdAt)}
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => statement.open(true)}>
            Account statement
          </Button>
        </Group>
        <Text size="sm">{query.body}</Text>
        {query.betId && <QueryBet userName={query.userName} betId={query.betId} />}
        {query.statementSeq !== null && (
          <Group gap="sm">
            <Text size="sm">About statement line {query.statementSeq}</Text>
            <Button size="compact-sm" variant="light" onClick={() => statement.open(query.statementSeq ?? true)}>
              Show the line in the statement
            </Button>
          </Group>
        )}
        <Textarea label="Answer" autosize minRows={3} value={answer} onChange={(e) => setAnswer(e.currentTarget.value)} />
        {query.answeredBy && (
          <Text size="xs" c="dimmed">
            Answered by {query.answeredBy}
          </Text>
        )}
        <CallErrorAlert error={respond.error} />
        <Group gap="xs">
          <Button onClick={() => send('answered')} disabled={answer.trim().length === 0} loading={respond.isPending}>
            Send answer
          </Button>
          {query.status !== 'closed' ? (
            <Button variant="default" onClick={() => send('closed')}>
              Close query
            </Button>
          ) : (
            <Button variant="default" onClick={() => send('open')}>
              Reopen
            </Button>
          )}
        </Group>
      </Stack>
      {statement.shown !== false && <AccountStatementModal userName={query.userName} atSeq={statement.shown === true ? undefined : statement.shown} onClose={statement.close} />}
    </Drawer>
  );
}
