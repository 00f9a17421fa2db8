import { Badge, Button, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { about } from '@shared/contract/about';
import { useOperation, useOperationMutation } from '../data/use-operation';

/**
 * About this console: version, shell, the machine policy IT set (and what it locks), the update state,
 * and the diagnostics text support asks for, with a Copy button. The text holds no token, key or password.
 */
export function AboutModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="About this console" size="lg">
      {opened && <AboutBody />}
    </Modal>
  );
}

function AboutBody() {
  const info = useOperation(about.info, undefined, { spinner: false, staleTime: 0 });
  const diagnostics = useOperationMutation(about.diagnostics, { spinner: false });
  const [copied, setCopied] = useState<'copied' | 'select' | null>(null);
  const text = diagnostics.data?.data.text;
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('copied');
    } catch {
      // Clipboard access refused (a sandboxed window): the text is selected for Ctrl+C instead.
      setCopied('select');
    }
  };
  const data = info.data;
  return (
    <Stack gap="sm">
      {data && (
        <Table verticalSpacing={4} aria-label="Console">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th>Version</Table.Th>
              <Table.Td>
                {data.version} ({data.shell === 'electron' ? 'desktop' : 'browser host'})
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Machine policy</Table.Th>
              <Table.Td>
                {data.policy.source ?? 'None on this machine'}
                {data.policy.problem && (
                  <Text size="sm" c="red">
                    {data.policy.problem} The console runs with safe defaults.
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Locked by policy</Table.Th>
              <Table.Td>
                <Group gap={4}>{data.policy.locked.length === 0 ? 'Nothing' : data.policy.locked.map((key) => <Badge key={key} variant="light">{key}</Badge>)}</Group>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Updates</Table.Th>
              <Table.Td>
                {data.update.status === 'idle'
                  ? 'No update pending'
                  : data.update.status === 'failed'
                    ? data.update.problem
                    : `${data.update.version} ${data.update.status === 'ready' ? 'is ready; it applies when you restart the console' : 'is downloading'}`}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      <Group>
        <Button variant="default" onClick={() => diagnostics.mutate(undefined, { onSuccess: ({ data: d }) => void copy(d.text) })} loading={diagnostics.isPending}>
          Copy diagnostics
        </Button>
        {copied === 'copied' && <Text size="sm">Copied. Paste it into your message to support.</Text>}
        {copied === 'select' && <Text size="sm">Select the text below and copy it (Ctrl+C).</Text>}
      </Group>
      {text !== undefined && <Textarea label="Diagnostics" value={text} readOnly autosize maxRows={12} styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }} />}
    </Stack>
  );
}
