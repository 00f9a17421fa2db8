import { Button, Group, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { z } from 'zod';
import { upstreamKeySchema, upstreamSettings, type KeyedUpstream } from '@shared/contract/upstream-settings';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { useUnsavedWork } from '@renderer/components/leave-guard';
import { PasswordField } from '@renderer/components/password-field';
import { zodFormResolver } from '@renderer/lib/zod-form-resolver';
import { StateBadge } from '@renderer/components/state-badge';
import { DefaultKeyButton } from './default-key-button';

const keyFormSchema = z.object({ key: upstreamKeySchema });

/** Which key the calls carry, in words: the demo's built-in one, or one saved here. */
const keyInUse = (keySet: boolean, keyIsDefault: boolean): string =>
  keyIsDefault ? "Using the demo exchange's built-in key" : keySet ? 'Using the key you saved' : '';

/**
 * A key goes one way: typed here, handed to the main core's keychain, and the field emptied. The screen
 * only ever learns whether a key is set, and whether it is the demo's built-in one. Clearing one asks first,
 * naming the service: the key is never shown again, so a misclick would stop every call to it until someone
 * finds the key. Once cleared, the keyboard goes to the Key field, to type the new one. Where a built-in key
 * exists (`hasDefaultKey`), "Use default" brings it back.
 */
export function KeyForm({
  upstream,
  label,
  keySet,
  keyIsDefault = false,
  hasDefaultKey = false,
}: {
  upstream: KeyedUpstream;
  label: string;
  keySet: boolean;
  keyIsDefault?: boolean;
  hasDefaultKey?: boolean;
}) {
  const save = useOperationMutation(upstreamSettings.setKey);
  const clear = useOperationMutation(upstreamSettings.clearKey);
  const [askingClear, setAskingClear] = useState(false);
  // Named: each service's card has a Key field, and the one to focus is this card's.
  const form = useForm({ name: `${upstream}-key`, initialValues: { key: '' }, validate: zodFormResolver(keyFormSchema), validateInputOnBlur: true });
  // Cleared, Clear key is off (once the list is read again): the keyboard goes on to the Key field, the next step.
  const cleared = () => {
    showSuccessToast(`${label} key cleared.`);
    form.getInputNode('key')?.focus();
  };
  const confirmClear = () => clear.mutate({ upstream }, { onSuccess: cleared, onSettled: () => setAskingClear(false) });
  // A key typed and not saved is asked about before leaving the page: it is never kept as a draft.
  useUnsavedWork(() => form.getValues().key !== '');
  const submit = form.onSubmit(({ key }) => save.mutate({ upstream, key }, { onSettled: () => form.reset() }));

  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm">
        <PasswordField
          label={`${label} key`}
          placeholder={keySet ? 'Type a new key to replace it' : 'Type the key'}
          autoComplete="off"
          style={{ flex: 1 }}
          {...form.getInputProps('key')}
        />
        <Button type="submit" disabled={form.values.key.trim() === '' || save.isPending}>
          Save key
        </Button>
        <Button variant="default" color="red" disabled={!keySet || clear.isPending} onClick={() => setAskingClear(true)}>
          Clear key
        </Button>
        {hasDefaultKey && <DefaultKeyButton upstream={upstream} label={label} keySet={keySet} keyIsDefault={keyIsDefault} />}
        <StateBadge state={keySet} on="Key set" off="No key" aria-live="polite" />
      </Group>
      {/* Always there, so a change from one key to the other is announced. */}
      <Text size="sm" c="dimmed" mt={4} aria-live="polite">
        {keyInUse(keySet, keyIsDefault)}
      </Text>
      <ConfirmDialog opened={askingClear} title={`Clear the ${label} key?`} confirmLabel="Clear key" busy={clear.isPending} onConfirm={confirmClear} onCancel={() => setAskingClear(false)}>
        The {label} key is removed from this machine&apos;s keychain and cannot be shown again: every call to the {label} is refused until a key is saved here again
        {hasDefaultKey ? ' or Use default brings back the built-in one' : ''}.
      </ConfirmDialog>
    </form>
  );
}
