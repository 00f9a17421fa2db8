import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { contract } from '@shared/contract';
import { DOMAIN_STATUSES, type Domain, type DomainStatus } from '@shared/contract/domains';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { ConfirmDelete } from '@renderer/components/confirm-delete';
import { editDeleteColumnWith } from '@renderer/components/edit-delete-column-with';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { labelColumn } from '@renderer/components/server-table/label-column';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { useEditDelete, useEditOnEnter } from '@renderer/components/use-edit-delete';
import { formatDateTime } from '@renderer/lib/format';
import { DomainFormModal, ENVIRONMENT_LABELS } from './domain-form';
import { DomainName } from './domain-name';
import { VariablesModal } from './variables-modal';
import { CodeFilter } from '@renderer/components/code-filter';
import { RowBadge } from '@renderer/components/row-controls/row-badge';

const STATUS_LABELS: Record<DomainStatus, string> = { pending: 'Pending', active: 'Active' };
/** Text that wraps where it must, inside a word too (a TXT record is one long word). */
const WRAPPED = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

/** What the row says once its record is published at the DNS provider, until a check looks for it. */
const PUBLISHED_NOT_CHECKED = 'Record published at the DNS provider, not checked since: Verify checks it.';

/**
 * The domains whose record this screen published, each with the check it came after (`lastCheckedAt` then).
 * The row's problem is the exchange's answer to the last Verify: a publish happens at the DNS provider and
 * changes nothing the list reads, so without this the row kept saying the record was not found.
 */
function usePublishedRecords() {
  const [afterCheck, setAfterCheck] = useState<ReadonlyMap<string, string | null>>(new Map());
  const markPublished = useCallback((domain: Domain) => setAfterCheck((marks) => new Map(marks).set(domain._id, domain.lastCheckedAt)), []);
  // A newer check (this window's Verify or another's) has the last word again: its lastCheckedAt differs.
  const publishedSinceCheck = useCallback((domain: Domain) => afterCheck.has(domain._id) && afterCheck.get(domain._id) === domain.lastCheckedAt, [afterCheck]);
  return { markPublished, publishedSinceCheck };
}

function VerifyButtons({ domain, onPublished }: { domain: Domain; onPublished(domain: Domain): void }) {
  const publish = useOperationMutation(contract.domains.publishRecord);
  const verify = useOperationMutation(contract.domains.verify);
  const published = ({ data }: { data: { published: boolean; message: string } }) => {
    if (data.published) onPublished(domain);
    showSuccessToast(data.message);
  };
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-xs" variant="subtle" loading={publish.isPending} aria-label={`Publish record for ${domain.name}`} onClick={() => publish.mutate({ _id: domain._id }, { onSuccess: published })}>
        Publish record
      </Button>
      <Button size="compact-xs" variant="light" loading={verify.isPending} aria-label={`Verify ${domain.name}`} onClick={() => verify.mutate({ _id: domain._id }, { onSuccess: ({ data }) => showSuccessToast(data.message) })}>
        Verify
      </Button>
    </Group>
  );
}

/** Where each environment stands: the exchange's list, and the DNS provider's own. */
function Environments() {
  const { data: site } = useOperation(contract.domains.environments, {});
  const { data: dns } = useOperation(contract.dns.environments, undefined);
  return (
    <Text size="sm" aria-label="Environments">
      Environments: {(site ?? []).map((e) => `${e.name} ${e.active}/${e.domains} active`).join(' · ')}
      {dns ? ` — at the DNS provider: ${dns.map((e) => e.name).join(', ')}` : ''}
    </Text>
  );
}

/** Domains with their status and verification: pending until the TXT record is found at the DNS provider. */
export function DomainsTab() {
  const rows = useEditDelete<Domain>(contract.domains.delete);
  const { edit, askDelete } = rows;
  const openEdit = useEditOnEnter({ save: contract.domains.save, onEdit: edit });
  const [status, setStatus] = useState<DomainStatus | null>(null);
  const [variablesOf, setVariablesOf] = useState<Domain | null>(null);
  const { markPublished, publishedSinceCheck } = usePublishedRecords();
  const columns = useMemo<ServerColumn<Domain>[]>(
    () => [
      // "luckystar.example" on one line; a longer name wraps at its dots.
      { id: 'name', accessorKey: 'name', header: 'Domain', size: 170, Cell: ({ row }) => <DomainName name={row.original.name} /> },
      { id: 'whiteLabelName', accessorKey: 'whiteLabelName', header: 'White label', size: 130 },
      { ...labelColumn('environment', 'Environment', ENVIRONMENT_LABELS), size: 130 },
      { id: 'status', header: 'Status', size: 100, exportValue: (d) => STATUS_LABELS[d.status], Cell: ({ row }) => <RowBadge color={row.original.status === 'active' ? 'green' : 'yellow'}>{STATUS_LABELS[row.original.status]}</RowBadge> },
      {
        id: 'verification',
        header: 'Verification',
        // It holds Publish record and Verify: never hidden.
        enableHiding: false,
        // Room for Publish record and Verify side by side; the TXT record wraps (it has no spaces), the date may too.
        size: 210,
        mantineTableBodyCellProps: { style: WRAPPED },
        exportValue: (d) => (d.status === 'active' ? `Verified ${d.verifiedAt ?? ''}` : `${d.verification.name} TXT ${d.verification.value}`),
        Cell: ({ row }) =>
          row.original.status === 'active' ? (
            <Text size="xs">Verified {formatDateTime(row.original.verifiedAt)}</Text>
          ) : (
            <Stack gap={2} align="flex-start">
              <Code style={WRAPPED}>{`${row.original.verification.name} TXT ${row.original.verification.value}`}</Code>
              {publishedSinceCheck(row.original) ? <Text size="xs">{PUBLISHED_NOT_CHECKED}</Text> : row.original.lastCheckProblem && <Text size="xs" c="red">{row.original.lastCheckProblem}</Text>}
              <VerifyButtons domain={row.original} onPublished={markPublished} />
            </Stack>
          ),
      },
      // The row's Variables button opens them: the count is shown from the column menu, which leaves the
      // list room in a 1,280 px window.
      { id: 'variableCount', accessorKey: 'variableCount', header: 'Variables', size: 100, hiddenByDefault: true },
      editDeleteColumnWith(
        { label: 'Variables', onClick: setVariablesOf },
        { save: contract.domains.save, remove: contract.domains.delete, rowName: (d) => d.name, onEdit: edit, onDelete: askDelete, header: 'Actions' },
      ),
    ],
    [edit, askDelete, markPublished, publishedSinceCheck],
  );
  return (
    <Stack gap="sm">
      <Environments />
      <section aria-label="Domains">
        <ServerTable
          tableId="sites.domains"
          label="Domain list"
          operation={contract.domains.list}
          filterInput={{ status }}
          columns={columns}
          search="Search domains"
          onOpenRow={openEdit}
          filterFields={<CodeFilter aria-label="Status" placeholder="Any status" codes={DOMAIN_STATUSES} labels={STATUS_LABELS} value={status} onChange={setStatus} w={150} />}
          add={{ label: 'Add domain', op: contract.domains.save, onClick: rows.add }}
        />
      </section>
      <DomainFormModal {...rows.formModal} />
      <VariablesModal domain={variablesOf} onClose={() => setVariablesOf(null)} />
      <ConfirmDelete rows={rows} title="Delete domain">
        Delete the domain {rows.deleting?.name} and its {rows.deleting?.variableCount ?? 0} variables? The site stops answering on it.
      </ConfirmDelete>
    </Stack>
  );
}
