import { Group, Kbd, Modal, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { DeskKey } from './desk-keys';

/** A desk's keys: a hint bar always shown, and a help overlay that `?` opens and closes (outside inputs). */
export function DeskKeyHints({ keys, title }: { keys: readonly DeskKey[]; title: string }) {
  const [help, setHelp] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === '?' && !(event.target instanceof HTMLInputElement) && !(event.target instanceof HTMLTextAreaElement)) setHelp((open) => !open);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <Group gap="md" role="note" aria-label="Desk keys">
        {keys.map((k) => (
          <Text key={k.keys} size="xs" c="dimmed">
            <Kbd size="xs">{k.keys}</Kbd> {k.action}
          </Text>
        ))}
      </Group>
      <Modal opened={help} onClose={() => setHelp(false)} title={title}>
        <Table>
          <Table.Tbody>
            {keys.map((k) => (
              <Table.Tr key={k.keys}>
                <Table.Td>
                  <Kbd>{k.keys}</Kbd>
                </Table.Td>
                <Table.Td>{k.action}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
    </>
  );
}
