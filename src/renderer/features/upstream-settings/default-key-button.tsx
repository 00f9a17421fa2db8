import { Button } from '@mantine/core';
import { useState } from 'react';
import { upstreamSettings, type KeyedUpstream } from '@shared/contract/upstream-settings';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';

/**
 * Demo mode, the service at its simulator: main puts the simulator's built-in key back in place of the
 * stored one. A key saved here is replaced and never shown again, so that case asks first, naming the
 * service; with no key set there is nothing to lose. Named "Use default key" for assistive technology, as
 * the base URL's "Use default" sits in the same section.
 */
export function DefaultKeyButton({ upstream, label, keySet, keyIsDefault }: { upstream: KeyedUpstream; label: string; keySet: boolean; keyIsDefault: boolean }) {
  const useDefault = useOperationMutation(upstreamSettings.useDefaultKey);
  const [asking, setAsking] = useState(false);
  const send = () =>
    useDefault.mutate(
      { upstream },
      { onSuccess: () => showSuccessToast(`${label} uses the demo exchange's built-in key.`), onSettled: () => setAsking(false) },
    );
  return (
    <>
      <Button variant="default" aria-label="Use default key" disabled={keyIsDefault || useDefault.isPending} onClick={() => (keySet ? setAsking(true) : send())}>
        Use default
      </Button>
      <ConfirmDialog opened={asking} title={`Use the built-in ${label} key?`} confirmLabel="Use default" busy={useDefault.isPending} onConfirm={send} onCancel={() => setAsking(false)}>
        The {label} key saved here is replaced by the demo exchange&apos;s built-in key and cannot be shown again.
      </ConfirmDialog>
    </>
  );
}
