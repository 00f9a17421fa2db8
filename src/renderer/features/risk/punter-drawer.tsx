import { Button, Drawer, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import type { AccountRow, UserBetScope } from '@shared/contract/risk';
import { queries } from '@shared/contract/queries';
import { useCanCall } from '@renderer/app/data/can-call';
import { ACCOUNT_LEVEL_LABELS, ACCOUNT_STATUS_LABELS, ACCOUNT_STATUSES } from '@shared/money/accounts';
import { useOperation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { useOperationForm } from '@renderer/components/form-kit';
import { AccountStatementModal } from '@renderer/components/account-statement-modal';
import { formatMinor } from '@renderer/lib/format';
import { Pager } from '@renderer/components/pager';
import { UserBetsTable } from './user-bets-table';
import { NewQueryModal, type QueryAbout } from './queries/new-query-modal';
import { LabelledSegments } from '@renderer/components/labelled-segments';
import { codeOptions } from '@renderer/lib/code-options';

/** Bets a page in the drawer, newest first. */
const BET_PAGE = 25;

const SCOPE_WORDS: Record<UserBetScope, string> = { all: 'All', live: 'Live', exchange: 'Exchange', history: 'History' };

/**
 * The account as the exchange has it now, not as it was when the drawer opened: its status after a change,
 * its balance and exposure as bets come and go (the statement's summary, read again when money moves).
 */
function useCurrentAccount(opened: AccountRow): AccountRow {
  const statement = useOperation(contract.risk.accountStatement, { userName: opened.userName, start: 0, length: 1 }, { spinner: false });
  const now = statement.data?.account;
  return now ? { ...opened, status: now.status, balance: now.balance, exposure: now.exposure } : opened;
}

function StatusForm({ account }: { account: AccountRow }) {
  const kit = useOperationForm({
    operation: contract.risk.userStatus,
    initialValues: { status: account.status, reason: '' },
    toInput: (values) => ({ userName: account.userName, ...values }),
    labels: { reason: 'Reason' },
    // The status must change: the same one again would only add a reason to nothing.
    validate: (values) => (values.status === account.status ? { status: 'Status: pick another status than the current one.' } : {}),
    drafts: false,
    onSuccess: ({ message }) => (showSuccessToast(message ?? 'Status changed.'), kit.form.setFieldValue('reason', '')),
  });
  return (
    <form onSubmit={kit.submit} aria-label="Change status">
      <Group align="flex-start" gap="sm">
        <Select label="Status" data={codeOptions(ACCOUNT_STATUSES, ACCOUNT_STATUS_LABELS)} allowDeselect={false} w={190} {...kit.form.getInputProps('status')} />
        <TextInput label="Reason" w={260} maxLength={300} {...kit.form.getInputProps('reason')} />
        <Button type="submit" mt={25} disabled={!kit.canSubmit} loading={kit.pending}>
          Change status
        </Button>
      </Group>
    </form>
  );
}

/** One betting account: its chain to the house with shares, status (with a reason), bets in four scopes, and its statement. */
export function PunterDrawer({ account: opened, onClose }: { account: AccountRow; onClose(): void }) {
  const account = useCurrentAccount(opened);
  const [scope, setScope] = useState<UserBetScope>('all');
  const [betPage, setBetPage] = useState(0);
  const [statement, setStatement] = useState(false);
  const [queryAbout, setQueryAbout] = useState<QueryAbout | null>(null);
  const canRecordQuery = useCanCall(queries.open);
  const chain = useOperation(contract.risk.parentOfUser, { userName: account.userName });
  const bets = useOperation(contract.risk.userBets, { userName: account.userName, scope, start: betPage * BET_PAGE, length: BET_PAGE }, { keepPreviousData: true });
  const total = bets.data?.recordsTotal ?? 0;
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={`${ACCOUNT_LEVEL_LABELS[account.level]} ${account.userName}`}>
      <Stack gap="md">
        <Group gap="xl">
          <Text size="sm">{account.name}</Text>
          <Text size="sm">Balance {formatMinor(account.balance)}</Text>
          <Text size="sm">Exposure {formatMinor(account.exposure)}</Text>
          <Button size="compact-sm" variant="light" onClick={() => setStatement(true)}>
            Account statement
          </Button>
        </Group>
        <Title order={4}>Chain to the house</Title>
        <Text size="sm" aria-label="Chain to the house">
          {(chain.data ?? []).map((link) => `${link.userName}${link.level === 'punter' ? '' : ` (${link.share} %)`}`).join(' → ')}
        </Text>
        <StatusForm account={account} />
        <Title order={4}>Bets</Title>
        <LabelledSegments aria-label="Bets to show" labels={SCOPE_WORDS} value={scope} onChange={(next) => (setScope(next), setBetPage(0))} />
        <UserBetsTable label="Punter's bets" bets={bets.data?.data ?? []} onQuery={canRecordQuery ? (bet) => setQueryAbout({ userName: account.userName, betId: bet.betId }) : undefined} />
        <Pager label="Punter's bets" total={total} filtered={total} pageIndex={betPage} pageSize={BET_PAGE} onPage={setBetPage} />
      </Stack>
      {statement && <AccountStatementModal userName={account.userName} onClose={() => setStatement(false)} onQueryLine={canRecordQuery ? (statementSeq) => setQueryAbout({ userName: account.userName, statementSeq }) : undefined} />}
      {queryAbout && <NewQueryModal about={queryAbout} onClose={() => setQueryAbout(null)} />}
    </Drawer>
  );
}
