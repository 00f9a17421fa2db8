import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import type { AccountRow, UserBetScope } from '@shared/contract/risk';
import { queries } from '@shared/contract/queries';
import { useCanCall } from '@renderer/app/data/can-call';
import { ACCOUNT_LEVEL_LABELS } from '@shared/money/accounts';
import { useOperation } from '@renderer/app/data/use-operation';
import { FormDrawer } from '@renderer/components/form-kit';
import { AccountStatementModal } from '@renderer/components/account-statement-modal';
import { formatMinor } from '@renderer/lib/format';
import { Pager } from '@renderer/components/pager';
import { UserBetsTable } from './user-bets-table';
import { NewQueryModal, type QueryAbout } from './queries/new-query-modal';
import { LabelledSegments } from '@renderer/components/labelled-segments';
import { useCloseReturningFocus } from '@renderer/components/return-focus';
import { ActivityList } from './activity-list';
import { useCurrentAccount } from './current-account';
import { useDialogShown } from './dialog-shown';
import { StatusForm } from './status-form';

/** Bets a page in the drawer, newest first. */
const BET_PAGE = 25;

const SCOPE_WORDS: Record<UserBetScope, string> = { all: 'All', live: 'Live', exchange: 'Exchange', history: 'History' };

/**
 * One betting account: its chain to the house with shares, status (with a reason), bets in four scopes, its
 * activity (logins and actions), and its statement. A form kit drawer: Escape (or ×) with a status change
 * entered asks before it is thrown away.
 */
export function PunterDrawer({ account: opened, onClose }: { account: AccountRow; onClose(): void }) {
  const close = useCloseReturningFocus(onClose);
  const account = useCurrentAccount(opened);
  const [scope, setScope] = useState<UserBetScope>('all');
  const [betPage, setBetPage] = useState(0);
  const statement = useDialogShown(false);
  const query = useDialogShown<QueryAbout | null>(null);
  const canRecordQuery = useCanCall(queries.open);
  const chain = useOperation(contract.risk.parentOfUser, { userName: account.userName });
  const bets = useOperation(contract.risk.userBets, { userName: account.userName, scope, start: betPage * BET_PAGE, length: BET_PAGE }, { keepPreviousData: true });
  const total = bets.data?.recordsTotal ?? 0;
  return (
    <FormDrawer opened onClose={close} size="xl" title={`${ACCOUNT_LEVEL_LABELS[account.level]} ${account.userName}`}>
      <Stack gap="md">
        <Group gap="xl">
          <Text size="sm">{account.name}</Text>
          <Text size="sm">Balance {formatMinor(account.balance)}</Text>
          <Text size="sm">Exposure {formatMinor(account.exposure)}</Text>
          <Button size="compact-sm" variant="light" onClick={() => statement.open(true)}>
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
        <UserBetsTable label="Punter's bets" bets={bets.data?.data ?? []} onQuery={canRecordQuery ? (bet) => query.open({ userName: account.userName, betId: bet.betId }) : undefined} />
        <Pager label="Punter's bets" total={total} filtered={total} pageIndex={betPage} pageSize={BET_PAGE} onPage={setBetPage} />
        <Title order={4}>Activity</Title>
        <ActivityList userName={account.userName} />
      </Stack>
      {statement.shown && <AccountStatementModal userName={account.userName} onClose={statement.close} onQueryLine={canRecordQuery ? (statementSeq) => query.open({ userName: account.userName, statementSeq }) : undefined} />}
      {query.shown && <NewQueryModal about={query.shown} onClose={query.close} />}
    </FormDrawer>
  );
}
