import { Badge, Button, Drawer, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { QUERY_STATUS_LABELS, queries, type PunterQuery, type QueryStatus } from '@shared/contract/queries';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { AccountStatementModal } from '@renderer/components/account-statement-modal';
import { formatWhen } from '@renderer/lib/format';
import { CallErrorAlert } from '@renderer/components/call-error-alert';

/** One query: what the punter asked, about which bet or statement line, the punter's statement, and the answer. */
export function QueryDrawer({ query, onClose }: { query: PunterQuery; onClose(): void }) {
  const [answer, setAnswer] = useState(query.answer ?? '');
  const [statement, setStatement] = useState(false);
  const respond = useOperationMutation(queries.respond, { errorToast: false });
  const send = (status: QueryStatus) => respond.mutate({ queryId: query.queryId, status, ...(answer.trim() ? { answer } : {}) }, { onSuccess: ({ message }) => (showSuccessToast(message ?? 'Saved.'), onClose()) });
  return (
    <Drawer opened onClose={onClose} closeOnEscape={!statement} position="right" size="lg" title={`Query: ${query.subject}`}>
      <Stack gap="sm">
        <Group gap="md">
          <Badge variant="light">{QUERY_STATUS_LABELS[query.status]}</Badge>
          <Text size="sm">
            {query.userName}, {formatWhen(query.createdAt)}
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => setStatement(true)}>
            Account statement
          </Button>
        </Group>
        <Text size="sm">{query.body}</Text>
        {query.betId && <Text size="sm">About bet {query.betId}</Text>}
        {query.statementSeq !== null && <Text size="sm">About statement line {query.statementSeq}</Text>}
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
      {statement && <AccountStatementModal userName={query.userName} onClose={() => setStatement(false)} />}
    </Drawer>
  );
}
