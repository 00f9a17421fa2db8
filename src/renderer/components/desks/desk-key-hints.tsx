import { Kbd, Modal, Table } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DeskHints } from './desk-hints';
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
      <DeskHints keys={keys} />
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
