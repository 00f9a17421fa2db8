import { Table, Text } from '@mantine/core';
import { contract } from '@shared/contract';
import { useOperation } from '@renderer/app/data/use-operation';
import { TableHead } from '@renderer/components/table-head';
import { CallErrorAlert } from '@renderer/components/call-error-alert';
import { ONE_LINE } from '@renderer/components/money-td';
import { formatWhen } from '@renderer/lib/format';

const KIND_WORDS = { login: 'Login', action: 'Action' } as const;
const HEADERS = ['When', 'Kind', 'IP', 'Device or client', 'What'] as const;

/** Tall enough for a dozen lines; the rest (up to the exchange's latest 200) scroll with the keyboard too. */
const SCROLL = { maxHeight: 360, overflowY: 'auto' } as const;

/**
 * What a user did and what was done to them, latest first: logins (with the IP and the device or client they
 * came from) and audited actions (a status change of the account). One Tab stop: the list scrolls with the
 * arrow keys once focused.
 */
export function ActivityList({ userName }: { userName: string }) {
  const activity = useOperation(contract.risk.activityList, { userName }, { errorToast: false });
  const lines = [...(activity.data ?? [])].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <>
      <CallErrorAlert error={activity.error} />
      {activity.data && lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          No login or action recorded for this account yet.
        </Text>
      ) : (
        <div role="region" aria-label="Activity of the account" tabIndex={0} style={SCROLL}>
          <Table striped fz="sm" verticalSpacing={4} aria-label="Activity">
            <TableHead headers={HEADERS} />
            <Table.Tbody>
              {lines.map((line, index) => (
                <Table.Tr key={`${line.at}:${index}`}>
                  <Table.Td style={ONE_LINE}>{formatWhen(line.at)}</Table.Td>
                  <Table.Td>{KIND_WORDS[line.kind]}</Table.Td>
                  <Table.Td>{line.ip ?? '—'}</Table.Td>
                  <Table.Td>{line.client ?? '—'}</Table.Td>
                  <Table.Td>{line.what}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </>
  );
}
