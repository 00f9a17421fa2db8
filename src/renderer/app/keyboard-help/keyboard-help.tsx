import { Modal, Stack, Title } from '@mantine/core';
import { useEffect, type KeyboardEvent } from 'react';
import { escapeClosesOnlyThis } from '@renderer/components/dialog-guards';
import { useReturnFocus } from '@renderer/components/return-focus';
import { CONSOLE_KEYS } from './console-keys';
import { isHelpKey, screenHasOwnKeyHelp } from './help-key';
import { KeyTable } from './key-table';
import { KEY_HELP_TITLE, useKeyHelpOpen } from './key-help-state';

/**
 * The console's keyboard help, for a dashboard or monitor window: `?` anywhere outside a text field opens it,
 * `?` again or Escape closes it, and the keyboard goes back where it was. On a screen with a `?` help of its
 * own (a pricing desk) `?` is that help's: this one stands aside (the palette and the user menu still open it).
 */
export function KeyboardHelp() {
  const [opened, setOpened] = useKeyHelpOpen();
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || !isHelpKey(event) || screenHasOwnKeyHelp()) return;
      event.preventDefault();
      setOpened((open) => !open);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setOpened]);
  return opened ? <KeyboardHelpDialog onClose={() => setOpened(false)} /> : null;
}

function KeyboardHelpDialog({ onClose }: { onClose(): void }) {
  useReturnFocus();
  const escape = escapeClosesOnlyThis(onClose);
  // `?` inside the help closes it and goes no further: a desk's help behind it never opens on the same key.
  const onKeyDown = (event: KeyboardEvent) => {
    if (isHelpKey(event)) {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else escape.onKeyDown(event);
  };
  return (
    <Modal opened onClose={onClose} title={KEY_HELP_TITLE} size="lg" transitionProps={{ duration: 0 }} {...escape} onKeyDown={onKeyDown}>
      <Stack gap="md">
        {CONSOLE_KEYS.map((group) => (
          <section key={group.title}>
            <Title order={3} size="h5" mb={4}>
              {group.title}
            </Title>
            <KeyTable keys={group.keys} aria-label={group.title} verticalSpacing={2} fz="sm" />
          </section>
        ))}
      </Stack>
    </Modal>
  );
}
