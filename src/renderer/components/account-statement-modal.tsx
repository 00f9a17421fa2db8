import { Group, Modal, Stack, Table, Text } from '@mantine/core';
import { ACCOUNT_LEVEL_LABELS } from '@shared/money/accounts';
import { contract } from '@shared/contract';
import { useOperation } from '@renderer/app/data/use-operation';
import { formatMinor, formatWhen } from '@renderer/lib/format';
import { TableHead } from '@renderer/components/table-head';

/** A punter's money as the ledger has it: balance, exposure, available, and the latest postings with the balance after each. */
export function AccountStatement({ userName }: { userName: string }) {
  const statement = useOperation(contract.risk.accountStatement, { userName, start: 0, length: 50 });
  const account = statement.data?.account;
  return (
      <Stack gap="sm">
        {account && (
          <Group gap="xl" aria-label="Account money">
            <Text size="sm">
              {ACCOUNT_LEVEL_LABELS[account.level]} {account.name}
              {account.parent ? ` under ${account.parent}` : ''}
            </Text>
            <Text size="sm">Balance {formatMinor(account.balance)}</Text>
            <Text size="sm">Exposure {formatMinor(account.exposure)}</Text>
            <Text size="sm">Available {formatMinor(account.available)}</Text>
          </Group>
        )}
        <Table striped fz="sm" verticalSpacing={4} aria-label="Statement lines">
          <TableHead headers={['When', 'What', 'Amount', 'Balance']} />
          <Table.Tbody>
            {(statement.data?.data ?? []).map((line) => (
              <Table.Tr key={line.seq}>
                <Table.Td>{formatWhen(line.at)}</Table.Td>
                <Table.Td>{line.description}</Table.Td>
                <Table.Td c={line.amount < 0 ? 'red' : 'green'}>{formatMinor(line.amount)}</Table.Td>
                <Table.Td>{formatMinor(line.balance)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
  );
}

export function AccountStatementModal({ userName, onClose }: { userName: string; onClose(): void }) {
  return (
    <Modal opened onClose={onClose} title={`Account statement: ${userName}`} size="xl" centered>
      <AccountStatement userName={userName} />
    </Modal>
  );
}
