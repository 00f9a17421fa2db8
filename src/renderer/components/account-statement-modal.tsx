import { Button, Group, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_LEVEL_LABELS } from '@shared/money/accounts';
import { contract } from '@shared/contract';
import type { AccountSummary } from '@shared/contract/risk-summary';
import { useOperation } from '@renderer/app/data/use-operation';
import { formatMinor, formatWhen, plural } from '@renderer/lib/format';
import { TableHead } from '@renderer/components/table-head';
import { Pager } from '@renderer/components/pager';
import { CallErrorAlert } from '@renderer/components/call-error-alert';
import { QueryCell } from '@renderer/components/query-cell';
import { MoneyTd } from '@renderer/components/money-td';
import { StatementExport } from '@renderer/components/statement-export';
import { escapeClosesOnlyThis } from '@renderer/components/dialog-guards';
import { useStatementAnchor } from './account-statement-anchor';
import { useReturnFocus } from './return-focus';

export const STATEMENT_PAGE = 50;
const HEADERS = ['No.', 'When', 'What', 'Amount', 'Balance'] as const;

/**
 * Whose account, its role said once: "Punter 3543 (punter3543)" for a name that already starts with the role,
 * "Agent Acme Ltd (acme)" for one that does not; the user name once when it is the name.
 */
export const accountInWords = ({ level, name, userName }: Pick<AccountSummary, 'level' | 'name' | 'userName'>): string => {
  const role = ACCOUNT_LEVEL_LABELS[level];
  const named = name.toLowerCase().startsWith(`${role.toLowerCase()} `) ? name : `${role} ${name}`;
  return name === userName ? named : `${named} (${userName})`;
};

interface StatementProps {
  readonly userName: string;
  /** A line to open at (its page), marked. */
  readonly atSeq?: number | undefined;
  /** Given: each line has a Query button that records a punter query about it. */
  readonly onQueryLine?: ((seq: number) => void) | undefined;
}

/**
 * A punter's money as the ledger has it: balance, exposure, available, and pages of 50 postings (newest
 * first) with each line's number (the one a punter query names) and the balance after it. `atSeq` opens at
 * the page of that line, marked and scrolled into view. The lines are those there were when it was opened
 * (see useStatementAnchor); lines posted since are counted above them, and **Show latest** brings them in.
 */
export function AccountStatement({ userName, atSeq, onQueryLine }: StatementProps) {
  const { anchor, head, newerThan, showLatest } = useStatementAnchor(userName);
  // null: the first page asked for: the one holding `atSeq`, or the newest.
  const [start, setStart] = useState<number | null>(null);
  const page = start === null && atSeq !== undefined ? { atSeq, start: 0 } : { start: start ?? 0 };
  const input = { userName, length: STATEMENT_PAGE, beforeSeq: anchor ?? 1, ...page };
  const statement = useOperation(contract.risk.accountStatement, input, { enabled: anchor !== undefined, keepPreviousData: true, errorToast: false });
  const account = head.data?.account ?? statement.data?.account;
  const shownFrom = statement.data?.start ?? start ?? 0;
  // The lines as of the anchor: a total that stays put while new lines are posted.
  const total = statement.data?.recordsFiltered ?? 0;
  const newer = statement.data && !statement.isPlaceholderData ? newerThan(total) : 0;
  const marked = useRef<HTMLTableRowElement>(null);
  const hasMarked = statement.data?.data.some((line) => line.seq === atSeq) ?? false;
  useEffect(() => {
    if (hasMarked) marked.current?.scrollIntoView({ block: 'center' });
  }, [hasMarked]);
  return (
    <Stack gap="sm">
      {account && (
        <Group gap="xl" aria-label="Account money">
          <Text size="sm">
            {accountInWords(account)}
            {account.parent ? ` under ${account.parent}` : ''}
          </Text>
          <Text size="sm">Balance {formatMinor(account.balance)}</Text>
          <Text size="sm">Exposure {formatMinor(account.exposure)}</Text>
          <Text size="sm">Available {formatMinor(account.available)}</Text>
        </Group>
      )}
      {newer > 0 && (
        <Group gap="sm" aria-label="Newer lines" role="group">
          {/* Announced once, when lines first arrive: the count moves every few seconds on a busy account. */}
          <VisuallyHidden role="status">Newer lines have been posted since this statement was read.</VisuallyHidden>
          <Text size="sm">{plural(newer, 'newer line')} since this statement was read.</Text>
          <Button size="compact-sm" variant="light" onClick={() => void showLatest(() => setStart(0))}>
            Show latest
          </Button>
        </Group>
      )}
      <CallErrorAlert error={statement.error ?? (anchor === undefined ? head.error : null)} />
      <Table striped fz="sm" verticalSpacing={4} aria-label="Statement lines">
        <TableHead headers={onQueryLine ? [...HEADERS, ''] : HEADERS} />
        <Table.Tbody>
          {(statement.data?.data ?? []).map((line) => {
            const isMarked = line.seq === atSeq;
            return (
              <Table.Tr key={line.seq} ref={isMarked ? marked : undefined} aria-current={isMarked ? 'true' : undefined} bg={isMarked ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td>{line.seq}</Table.Td>
                <Table.Td>{formatWhen(line.at)}</Table.Td>
                <Table.Td>{line.description}</Table.Td>
                <MoneyTd minor={line.amount} c={line.amount < 0 ? 'red' : 'green'} />
                <MoneyTd minor={line.balance} />
                {onQueryLine && <QueryCell about={`statement line ${line.seq}`} onClick={() => onQueryLine(line.seq)} />}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" align="center">
        <Pager label="Statement" total={total} filtered={total} pageIndex={Math.floor(shownFrom / STATEMENT_PAGE)} pageSize={STATEMENT_PAGE} onPage={(index) => setStart(index * STATEMENT_PAGE)} />
        <StatementExport userName={userName} />
      </Group>
    </Stack>
  );
}

/** The statement in a modal; `atSeq`: opened at that line (a punter query's). Escape closes it alone, not the drawer it was opened from, and gives the keyboard back to what opened it. */
export function AccountStatementModal({ onClose, ...statement }: StatementProps & { onClose(): void }) {
  useReturnFocus();
  return (
    <Modal opened onClose={onClose} {...escapeClosesOnlyThis(onClose)} title={`Account statement: ${statement.userName}`} size="xl" centered>
      <AccountStatement key={`${statement.userName}:${statement.atSeq ?? ''}`} {...statement} />
    </Modal>
  );
}
