import { Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { contract } from '@shared/contract';
import type { SiteMenu, WhiteLabel } from '@shared/contract/white-labels';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { downloadExport } from '@renderer/app/files/download-export';
import { showSuccessToast } from '@renderer/app/notify';
import { CanCall } from '@renderer/components/can-call';
import { ChangedSinceAlert, EditsRecordContext, useOperationForm, useRereadableRecord } from '@renderer/components/form-kit';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { formatDateTime } from '@renderer/lib/format';
import { formatAmount } from '../format';
import { TableHead } from '@renderer/components/table-head';
import { siteUserColumns } from './white-label-columns';

/** The site's users: status (with the reason), whether they may bet, what they hold. */
export function SiteUsersTable({ whiteLabelId, currency }: { whiteLabelId: string; currency: string }) {
  const columns = useMemo(() => siteUserColumns(currency), [currency]);
  return (
    <ServerTable
      tableId="sites.white-label-users"
      label="Users of the white label"
      operation={contract.whiteLabels.users}
      filterInput={{ whiteLabelId }}
      columns={columns}
      search="Search users"
      noRecords="No users under this site."
    />
  );
}

/** The backups the exchange keeps for the site, newest first, each downloadable. */
export function BackupsList({ whiteLabelId, currency }: { whiteLabelId: string; currency: string }) {
  const { data } = useOperation(contract.whiteLabels.files, { _id: whiteLabelId });
  const download = useOperationMutation(contract.siteReports.download);
  if (!data) return null;
  if (data.length === 0) return <Text size="sm">No backups yet.</Text>;
  return (
    <Table aria-label="Backups" withTableBorder>
      <TableHead headers={['File', 'Written', 'Users', 'Total', 'By', 'Download']} />
      <Table.Tbody>
        {data.map((file) => (
          <Table.Tr key={file.fileId}>
            <Table.Td>{file.fileName}</Table.Td>
            <Table.Td>{formatDateTime(file.createdAt)}</Table.Td>
            <Table.Td>{file.rows}</Table.Td>
            <Table.Td>{formatAmount(file.total, currency)}</Table.Td>
            <Table.Td>{file.createdBy ?? '—'}</Table.Td>
            <Table.Td>
              <Button size="compact-xs" variant="light" aria-label={`Download ${file.fileName}`} onClick={() => download.mutate({ fileId: file.fileId }, { onSuccess: ({ data: answer }) => void downloadExport(answer) })}>
                Download
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The menus the site shows, switched on or off and saved together. The save names the version of the site
 * the panel opened on: menus changed since (Configure, another window) are refused in words with Reload,
 * never undone.
 */
export function MenusPanel({ site }: { site: WhiteLabel }) {
  const { data } = useOperation(contract.whiteLabels.menus, { _id: site._id });
  // The site as the panel opened on it (the drawer's copy moves on as it is read again); after a Reload, as read again.
  const [opened] = useState(site);
  const { editing, edited } = useRereadableRecord(opened);
  if (!data || !editing) return null;
  return (
    <EditsRecordContext.Provider value={edited}>
      <MenusForm site={editing} lines={data} />
    </EditsRecordContext.Provider>
  );
}

function MenusForm({ site, lines }: { site: WhiteLabel; lines: ReadonlyArray<{ key: string; label: string }> }) {
  const kit = useOperationForm({
    operation: contract.whiteLabels.saveMenus,
    initialValues: { menus: site.menus },
    labels: { menus: 'Menus' },
    toInput: ({ menus }) => ({ _id: site._id, menus: menus as SiteMenu[] }),
    // Switches of one site, not a form of their own: nothing to offer back in a later session.
    drafts: false,
    onSuccess: () => showSuccessToast('Menus saved.'),
  });
  return (
    <form aria-label="Menus" noValidate onSubmit={kit.submit}>
      <Stack gap="sm">
        {kit.changedSince && <ChangedSinceAlert refusal={kit.changedSince} />}
        <Checkbox.Group label="Menus shown on the site" {...kit.form.getInputProps('menus')}>
          <Group mt={4}>
            {lines.map((menu) => (
              <Checkbox key={menu.key} value={menu.key} label={menu.label} />
            ))}
          </Group>
        </Checkbox.Group>
        <CanCall op={contract.whiteLabels.saveMenus}>
          <Group>
            <Button type="submit" disabled={!kit.canSubmit} loading={kit.pending}>
              Save menus
            </Button>
          </Group>
        </CanCall>
      </Stack>
    </form>
  );
}
