import { Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import type { TransferResult, WhiteLabel } from '@shared/contract/white-labels';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { downloadExport } from '@renderer/app/files/download-export';
import { showSuccessToast } from '@renderer/app/notify';
import { CanCall } from '@renderer/components/can-call';
import { LabelledValue } from '@renderer/components/labelled-value';
import { formatCount, formatDateTime, formatSettings } from '@renderer/lib/format';
import { count, formatAmount } from '../format';
import { AssignUsersForm } from './assign-users-form';
import { DangerDialog, type Danger } from './dangerous-dialogs';
import { StatusAlert } from '@renderer/components/status-alert';

const Figure = ({ label, value }: { label: string; value: string }) => (
  <LabelledValue label={label} fw={600}>
    {value}
  </LabelledValue>
);

/** What a transfer did: the backup (downloadable) and the ledger batch, both as the exchange confirmed them. */
function TransferReport({ result, currency }: { result: TransferResult; currency: string }) {
  const download = useOperationMutation(contract.siteReports.download);
  return (
    <StatusAlert color="green" title="Backed up, then moved">
      <Stack gap={4}>
        <Text size="sm">
          Backup {result.backup.fileName}: {count(result.backup.rows, 'user')}, {formatAmount(result.backup.total, currency)} in all.{' '}
          <Button size="compact-xs" variant="light" loading={download.isPending} onClick={() => download.mutate({ fileId: result.backup.fileId }, { onSuccess: ({ data }) => void downloadExport(data) })}>
            Download backup
          </Button>
        </Text>
        <Text size="sm">
          {result.transfer.users === 0 ? 'No user held a balance: nothing moved' : `Moved ${formatAmount(result.transfer.amount, currency)} from ${count(result.transfer.users, 'user')} to ${result.transfer.transferTo}`} (ledger
          batch {result.transfer.batchId}
          {result.transfer.replayed ? ', already posted before' : ''}).
        </Text>
      </Stack>
    </StatusAlert>
  );
}

/** A site's users and money (child balance info), and the actions on them, each saying what it will do first. */
export function MoneyPanel({ site, onDeleted }: { site: WhiteLabel; onDeleted(): void }) {
  const { data: info } = useOperation(contract.whiteLabels.childBalance, { _id: site._id });
  const [danger, setDanger] = useState<Danger | null>(null);
  const [transferred, setTransferred] = useState<TransferResult | null>(null);
  const backup = useOperationMutation(contract.whiteLabels.backup);
  const exportRecords = useOperationMutation(contract.whiteLabels.exportRecords);
  if (!info) return <Loader role="status" size="sm" aria-label="Loading the site's balances" />;
  const cur = site.currency;
  return (
    <Stack gap="md">
      <Title order={3} size="h5">
        Users and money
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} aria-label="Child balance info">
        <Figure label="Users" value={formatCount(info.users.total)} />
        <Figure label="May bet" value={info.users.mayBet === undefined ? '—' : formatCount(info.users.mayBet)} />
        <Figure label="Betting locked" value={formatCount(info.users.bettingLocked)} />
        <Figure label="Suspended" value={formatCount(info.users.suspended)} />
        <Figure label="Child balance" value={formatAmount(info.money.balance, cur)} />
        <Figure label="Exposure" value={formatAmount(info.money.exposure, cur)} />
        <Figure label="In credit" value={`${count(info.inCredit.users, 'user')}, ${formatAmount(info.inCredit.amount, cur)}`} />
        <Figure label="Users with open bets" value={formatCount(info.withExposure)} />
        <Figure label="Balances move to" value={info.transferTo} />
        <Figure label="Last backup" value={info.lastBackup ? formatDateTime(info.lastBackup.createdAt) : 'None'} />
      </SimpleGrid>
      {transferred && <TransferReport result={transferred} currency={cur} />}
      <Group gap="xs">
        <CanCall op={contract.whiteLabels.backup}>
          <Button variant="default" loading={backup.isPending} onClick={() => backup.mutate({ _id: site._id }, { onSuccess: ({ data }) => showSuccessToast(`Backup ${data.fileName} written (${count(data.rows, 'user')}).`) })}>
            Back up balances
          </Button>
        </CanCall>
        <CanCall op={contract.whiteLabels.exportRecords}>
          <Button variant="default" loading={exportRecords.isPending} onClick={() => exportRecords.mutate({ _id: site._id, format: 'xlsx', grouping: formatSettings().grouping }, { onSuccess: ({ data }) => void downloadExport(data) })}>
            Export records
          </Button>
        </CanCall>
      </Group>
      <CanCall op={contract.whiteLabels.assignUsers}>{site.status !== 'closed' && <AssignUsersForm site={site} />}</CanCall>
      <CanCall op={contract.whiteLabels.lockChildren}>
        <Stack gap="xs">
          <Title order={3} size="h5" c="red">
            Dangerous actions (admin)
          </Title>
          <Group gap="xs">
            <Button color="red" variant="light" onClick={() => setDanger('lock')}>
              Lock all children…
            </Button>
            <Button color="red" variant="light" onClick={() => setDanger('transfer')}>
              Transfer and back up…
            </Button>
            <Button color="red" variant="light" onClick={() => setDanger('deleteRecords')}>
              Delete records…
            </Button>
            <Button color="red" variant="light" onClick={() => setDanger('delete')}>
              Delete white label…
            </Button>
          </Group>
        </Stack>
      </CanCall>
      <DangerDialog danger={danger} info={info} currency={cur} onClose={() => setDanger(null)} onDone={setTransferred} onDeleted={onDeleted} />
    </Stack>
  );
}
