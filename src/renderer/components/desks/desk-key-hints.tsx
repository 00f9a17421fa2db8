import { Kbd, Modal, Table } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DeskHints } from './desk-hints';
import type { DeskKey } from './desk-keys';

/** A field where `?` is text: a text box, not a price (a number input never takes a `?`, so there it opens the help). */
const takesQuestionMark = (target: EventTarget | null): boolean =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && target.inputMode !== 'decimal' && target.inputMode !== 'numeric');

/** A desk's keys: a hint bar always shown, and a help overlay that `?` opens and closes (outside text fields). */
export function DeskKeyHints({ keys, title }: { keys: readonly DeskKey[]; title: string }) {
  const [help, setHelp] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '?' || takesQuestionMark(event.target)) return;
      event.preventDefault();
      setHelp((open) => !open);
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
