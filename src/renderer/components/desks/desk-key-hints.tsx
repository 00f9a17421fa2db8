import { Modal } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isHelpKey, useOwnKeyHelp } from '@renderer/app/keyboard-help/help-key';
import { KeyTable } from '@renderer/app/keyboard-help/key-table';
import { DeskHints } from './desk-hints';
import type { DeskKey } from './desk-keys';

/**
 * A desk's keys: a hint bar always shown, and a help overlay that `?` opens and closes (outside text fields).
 * On a desk `?` is this help's: the console's keyboard help stands aside while it is drawn.
 */
export function DeskKeyHints({ keys, title }: { keys: readonly DeskKey[]; title: string }) {
  const [help, setHelp] = useState(false);
  useOwnKeyHelp();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isHelpKey(event)) return;
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
        <KeyTable keys={keys} />
      </Modal>
    </>
  );
}
