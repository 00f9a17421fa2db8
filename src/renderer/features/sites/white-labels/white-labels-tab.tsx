import { Button, Group, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { contract } from '@shared/contract';
import type { WhiteLabel } from '@shared/contract/white-labels';
import { useCanCall } from '@renderer/app/data/can-call';
import { useKeyedMutation } from '@renderer/app/data/use-keyed-mutation';
import { bridgeErrorOf } from '@renderer/app/errors';
import { isUncertainFailure } from '@renderer/components/form-kit/idempotency-key';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { CloneModal } from './clone-modal';
import { LinkSearch } from './link-search';
import { WHITE_LABEL_COLUMNS } from './white-label-columns';
import { WhiteLabelDrawer } from './white-label-drawer';
import { announceProvisioning, forgetProvisioningNote, WhiteLabelFormModal } from './white-label-form';
import { useEditForm } from '@renderer/components/use-edit-form';


function RowActions({ site, onOpen, onEdit, onClone }: { site: WhiteLabel; onOpen(): void; onEdit(): void; onClone(): void }) {
  // Once per click however fast (a double click provisioned twice: two node calls, two audit rows).
  const provision = useKeyedMutation(contract.whiteLabels.provision);
  const canEdit = useCanCall(contract.whiteLabels.save);
  return (
    // Open, Configure and Clone on a line where the table has room (Provision, a site not yet on its node, on a
    // second); in a narrow window Clone goes to the second line rather than the table scrolling sideways.
    <Group gap={4} justify="flex-end">
      <Button size="compact-xs" variant="light" onClick={onOpen} aria-label={`Open ${site.name}`}>
        Open
      </Button>
      {canEdit && site.status !== 'closed' && (
        <>
          <Button size="compact-xs" variant="subtle" onClick={onEdit} aria-label={`Configure ${site.name}`}>
            Configure
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={onClone} aria-label={`Clone ${site.name}`}>
            Clone
          </Button>
        </>
      )}
      {canEdit && (site.status === 'pending' || site.status === 'provisionFailed') && (
        <Button size="compact-xs" variant="subtle" color="orange" loading={provision.isPending} onClick={() => provision.mutate({ _id: site._id }, { onSuccess: ({ data }) => announceProvisioning(data, 'provisioned'), onError: (error) => isUncertainFailure(bridgeErrorOf(error)) || forgetProvisioningNote(site._id) })} aria-label={`Provision ${site.name}`}>
          Provision
        </Button>
      )}
    </Group>
  );
}

/** Every white label with its users (and how many are locked) and what they hold, as the exchange counts them. */
export function WhiteLabelsTab() {
  const rows = useEditForm<WhiteLabel>();
  const { edit } = rows;
  const [cloning, setCloning] = useState<WhiteLabel | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const columns = useMemo<ServerColumn<WhiteLabel>[]>(
    () => [
      ...WHITE_LABEL_COLUMNS,
      {
        id: 'actions',
        header: 'Actions',
        enableHiding: false,
        // Open and Configure on a line: its smallest width (server-table's sizes are smallest widths).
        size: 170,
        Cell: ({ row }) => <RowActions site={row.original} onOpen={() => setOpenId(row.original._id)} onEdit={() => edit(row.original)} onClone={() => setCloning(row.original)} />,
      },
    ],
    [edit],
  );
  return (
    <Stack gap="sm">
      <LinkSearch onOpen={setOpenId} />
      <section aria-label="White labels">
        <ServerTable
          tableId="sites.white-labels"
          label="White label list"
          operation={contract.whiteLabels.list}
          columns={columns}
          search="Search white labels"
          onOpenRow={(site) => setOpenId(site._id)}
          noRecords="No white labels yet."
          add={{ label: 'Add white label', op: contract.whiteLabels.save, onClick: rows.add }}
        />
      </section>
      <WhiteLabelFormModal {...rows.formModal} />
      <CloneModal source={cloning} onClose={() => setCloning(null)} />
      <WhiteLabelDrawer id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
