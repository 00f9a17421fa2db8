import { Button, Checkbox, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import { EXCHANGE_STATUS_LABELS, PROJECT_STATUS_LABELS, PROJECT_STATUSES, type Project, type ProjectStatus, type StatusChangeResult } from '@shared/contract/exchanges';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { TableHead } from '@renderer/components/table-head';
import { codeOptions } from '@renderer/lib/code-options';
import { StateBadge } from '@renderer/components/state-badge';
import { StatusAlert } from '@renderer/components/status-alert';

/** Each exchange's answer, applied or refused with its reason: a partial failure is shown as it is. */
function Outcomes({ result }: { result: StatusChangeResult }) {
  const partial = result.failed > 0;
  return (
    <Stack gap="xs">
      <StatusAlert color={partial ? (result.applied > 0 ? 'orange' : 'red') : 'green'} title={partial ? 'Partly applied' : 'Applied'}>
        {partial ? `Applied on ${result.applied} of ${result.outcomes.length} exchanges; ${result.failed} refused. The others keep the new status.` : `Now ${PROJECT_STATUS_LABELS[result.status].toLowerCase()} on every exchange chosen.`}
      </StatusAlert>
      <Table withTableBorder aria-label="Result per exchange">
        <TableHead headers={['Exchange', 'Result', 'Status now', 'Message']} />
        <Table.Tbody>
          {result.outcomes.map((outcome) => (
            <Table.Tr key={outcome.exchangeId}>
              <Table.Td>{outcome.exchangeName}</Table.Td>
              <Table.Td>
                <StateBadge state={outcome.ok} on="Applied" off="Refused" offColor="red" />
              </Table.Td>
              <Table.Td>{outcome.after ? PROJECT_STATUS_LABELS[outcome.after] : '—'}</Table.Td>
              <Table.Td>{outcome.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function ChangeForm({ project, onClose }: { project: Project; onClose(): void }) {
  const [status, setStatus] = useState<ProjectStatus>('live');
  const [chosen, setChosen] = useState<string[]>(project.exchanges.map((x) => x.exchangeId));
  const change = useOperationMutation(contract.projects.changeStatus);
  if (change.data) {
    return (
      <Stack>
        <Outcomes result={change.data.data} />
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Select label="New status" data={codeOptions(PROJECT_STATUSES, PROJECT_STATUS_LABELS)} value={status} onChange={(v) => setStatus((v ?? 'live') as ProjectStatus)} allowDeselect={false} />
      <Checkbox.Group label="On these exchanges" value={chosen} onChange={setChosen}>
        <Stack gap={4} mt={4}>
          {project.exchanges.map((x) => (
            <Checkbox key={x.exchangeId} value={x.exchangeId} label={`${x.exchangeName} (now ${PROJECT_STATUS_LABELS[x.status].toLowerCase()}; exchange ${EXCHANGE_STATUS_LABELS[x.exchangeStatus].toLowerCase()})`} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Text size="sm">Each exchange applies it on its own: one that refuses does not stop the others, and the result lists every one.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={chosen.length === 0} loading={change.isPending} onClick={() => change.mutate({ _id: project._id, status, exchangeIds: chosen })}>
          Change status on {chosen.length} exchange{chosen.length === 1 ? '' : 's'}
        </Button>
      </Group>
    </Stack>
  );
}

export function StatusChangeModal({ project, onClose }: { project: Project | null; onClose(): void }) {
  return (
    <Modal opened={project !== null} onClose={onClose} title={project ? `Change the status of ${project.name}` : 'Change status'} size="lg" centered>
      {project && <ChangeForm project={project} onClose={onClose} />}
    </Modal>
  );
}
