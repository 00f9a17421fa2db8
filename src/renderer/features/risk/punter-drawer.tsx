import { Alert, Button, Drawer, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { contract } from '@shared/contract';
import type { AccountRow, UserBetScope } from '@shared/contract/risk';
import { queries } from '@shared/contract/queries';
import { useCanCall } from '@renderer/app/data/can-call';
import { ACCOUNT_LEVEL_LABELS, ACCOUNT_STATUS_LABELS, ACCOUNT_STATUSES, type AccountStatus } from '@shared/money/accounts';
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
import { statusText } from './status-text';
import { useReturnFocus } from '@renderer/components/return-focus';
import { ActivityList } from './activity-list';

/** Bets a page in the drawer, newest first. */
const BET_PAGE = 25;

const SCOPE_WORDS: Record<UserBetScope, string> = { all: 'All', live: 'Live', exchange: 'Exchange', history: 'History' };

/** How many accounts the drawer's own look-up of its account reads (by user name: the account comes first, or among the first few). */
const LOOKUP_LENGTH = 25;

/**
 * The account as the exchange has it now, not as it was when the drawer opened: its status (with its reason)
 * after a change here, in another window or by another user, as the list has it; its balance and exposure as
 * bets come and go (the statement's summary, read again when money moves). Both are read again whenever a
 * status or money changes, in any window.
 */
function useCurrentAccount(opened: AccountRow): AccountRow {
  const statement = useOperation(contract.risk.accountStatement, { userName: opened.userName, start: 0, length: 1 }, { spinner: false });
  const found = useOperation(contract.risk.userInfoSearch, { start: 0, length: LOOKUP_LENGTH, search: { value: opened.userName } }, { spinner: false });
  const row = found.data?.data.find((a) => a.userName === opened.userName);
  const money = statement.data?.account;
  // Status and reason from one answer, never a new status with an old reason.
  const status = row?.status ?? money?.status ?? opened.status;
  const statusReason = row ? row.statusReason : status === opened.status ? opened.statusReason : null;
  return { ...opened, status, statusReason, ...(money ? { balance: money.balance, exposure: money.exposure } : {}) };
}

/**
 * The account's current status in words, and a form to change it that follows it: when the status changes
 * under the form (another window or user), the form shows the new one; if something had been entered, it is
 * cleared and the form says so, so that a change based on the old status is never sent by one more click.
 * The current status is never offered as a change (Change status stays off while it is chosen).
 */
function StatusForm({ account }: { account: AccountRow }) {
  // The status the form started from; it follows the account's (below) unless a change is on its way.
  const [basis, setBasis] = useState(account.status);
  const [changedMeanwhile, setChangedMeanwhile] = useState(false);
  const kit = useOperationForm({
    operation: contract.risk.userStatus,
    initialValues: { status: account.status, reason: '' },
    toInput: (values) => ({ userName: account.userName, ...values }),
    labels: { reason: 'Reason' },
    // The status must change: the same one again would only add a reason to nothing.
    validate: (values) => (values.status === account.status ? { status: 'Status: pick another status than the current one.' } : {}),
    drafts: false,
    onSuccess: ({ message }, input) => {
      showSuccessToast(message ?? 'Status changed.');
      setChangedMeanwhile(false);
      setBasis(input.status);
      startFrom(input.status);
    },
  });
  const { form, pending } = kit;
  /** The form afresh on this status: nothing entered, no error, no field touched. */
  const startFrom = (status: AccountStatus) => {
    form.setInitialValues({ status, reason: '' });
    form.reset();
  };
  // The status changed under the form. While a change is on its way, the status read again is most likely
  // its own (the exchange's answer is awaited, and its success starts the form afresh).
  if (!pending && basis !== account.status) {
    setBasis(account.status);
    if (form.isDirty()) setChangedMeanwhile(true);
  }
  // After each render (one comparison): the form starts afresh on the status it now follows.
  useEffect(() => {
    if (form.getInitialValues().status !== basis) startFrom(basis);
  });
  const reason = form.getInputProps('reason');
  return (
    <Stack gap="xs">
      <Text size="sm">Current status: {statusText(account)}</Text>
      {changedMeanwhile && (
        <Alert color="yellow" variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={() => setChangedMeanwhile(false)}>
          The status changed meanwhile (in another window or by another user). What you had entered is cleared: look at the current status again before you change it.
        </Alert>
      )}
      <form onSubmit={kit.submit} aria-label="Change status">
        <Group align="flex-start" gap="sm">
          <Select label="Status" data={codeOptions(ACCOUNT_STATUSES, ACCOUNT_STATUS_LABELS)} allowDeselect={false} w={190} {...form.getInputProps('status')} />
          {/* Checked on leaving it once the user has been in it: not when it was emptied after a change, the focus still in it (Enter sent it). */}
          <TextInput label="Reason" w={260} maxLength={300} {...reason} onBlur={() => form.isTouched('reason') && reason.onBlur?.()} />
          <Button type="submit" mt={25} disabled={!kit.canSubmit} loading={pending}>
            Change status
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

/** One betting account: its chain to the house with shares, status (with a reason), bets in four scopes, its activity (logins and actions), and its statement. */
export function PunterDrawer({ account: opened, onClose }: { account: AccountRow; onClose(): void }) {
  useReturnFocus();
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
        <Title order={4}>Activity</Title>
        <ActivityList userName={account.userName} />
      </Stack>
      {statement && <AccountStatementModal userName={account.userName} onClose={() => setStatement(false)} onQueryLine={canRecordQuery ? (statementSeq) => setQueryAbout({ userName: account.userName, statementSeq }) : undefined} />}
      {queryAbout && <NewQueryModal about={queryAbout} onClose={() => setQueryAbout(null)} />}
    </Drawer>
  );
}
