import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { upstreamSettings, upstreamUrlSchema, type ConfigurableUpstream, type UpstreamStatus } from '@shared/contract/upstream-settings';
import { baseUrlSentence, checkBaseUrl } from '@shared/upstreams/base-url';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { bridgeErrorOf } from '@renderer/app/errors';
import { showSuccessToast } from '@renderer/app/notify';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { useUnsavedWork } from '@renderer/components/leave-guard';
import { zodFormResolver } from '@renderer/lib/zod-form-resolver';

/**
 * Checked as typed with main's own rule for this upstream, in main's words, so Save stays off and no host
 * question is asked for an address main would refuse.
 */
const baseUrlFormSchema = (upstream: ConfigurableUpstream) =>
  z.object({
    baseUrl: upstreamUrlSchema.superRefine((url, context) => {
      const checked = checkBaseUrl(upstream, url);
      if (!checked.ok) context.addIssue({ code: 'custom', message: baseUrlSentence(checked.message) });
    }),
  });

const HINTS: Record<UpstreamStatus['upstream'], string> = {
  gameProvider: 'The provider host, e.g. https://games.example.com. The key is added to each call by the console; another host clears it.',
  whiteLabelNode: 'The node at its raw IP address on port 8001, e.g. http://203.0.113.10:8001.',
  dnsProvider: 'The DNS provider host, e.g. https://dns.example.com.',
  geolocation: 'A URL template with {key} (and {ip}), e.g. https://maps.example.com/json/{ip}?key={key}; another host clears the key.',
};

const SOURCES: Record<UpstreamStatus['source'], string> = {
  settings: 'set here',
  environment: 'from the environment',
  demo: 'the demo simulator',
  none: 'not configured',
};

/** Whether two addresses are the same host (scheme, host and port): a key set for one may go to the other. */
const sameOrigin = (a: string, b: string | null): boolean => {
  try {
    return b !== null && new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
};

/**
 * The base URL of one upstream; "Use default" returns to the environment's (or the demo's) URL. A new host
 * for a service with a key set clears the key (it was given for the old host): the user is asked first,
 * and told afterwards whether the key went (the answer says: the default may be the same host).
 */
export function BaseUrlForm({ status, label }: { status: UpstreamStatus; label: string }) {
  const save = useOperationMutation(upstreamSettings.setBaseUrl, { errorToast: false });
  // The address waiting for the user's yes: a typed one, or null for the default.
  const [asking, setAsking] = useState<{ baseUrl: string | null } | null>(null);
  const validate = useMemo(() => zodFormResolver(baseUrlFormSchema(status.upstream)), [status.upstream]);
  const form = useForm({
    initialValues: { baseUrl: status.baseUrl ?? '' },
    validate,
    // The field says what is wrong as it is typed, not only once left.
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });
  // A change saved elsewhere (another window, or this one's answer) shows here; what is being typed stays. The
  // form is not remounted for it: a remount would drop this form's own save callbacks while they wait.
  const saved = status.baseUrl ?? '';
  // A typed address not saved yet: leaving the page asks first.
  useUnsavedWork(() => form.isDirty() && form.getValues().baseUrl !== saved);
  useEffect(() => {
    const untouched = !form.isDirty() || form.getValues().baseUrl === saved;
    form.setInitialValues({ baseUrl: saved });
    if (!untouched) return;
    form.setValues({ baseUrl: saved });
    form.resetDirty({ baseUrl: saved });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form object is stable; only the saved URL matters
  }, [saved]);
  const fail = (error: Error) => form.setFieldError('baseUrl', bridgeErrorOf(error).fieldErrors?.baseUrl ?? bridgeErrorOf(error).message);
  const send = (baseUrl: string | null) =>
    save.mutate(
      { upstream: status.upstream, baseUrl },
      {
        onError: fail,
        onSuccess: ({ data }) => {
          setAsking(null);
          // The field shows what is saved now, as main wrote it (the default after Use default), and is clean.
          const now = data.find((u) => u.upstream === status.upstream)?.baseUrl ?? '';
          form.setValues({ baseUrl: now });
          form.resetDirty({ baseUrl: now });
          const keyCleared = status.keySet === true && data.find((u) => u.upstream === status.upstream)?.keySet === false;
          showSuccessToast(`${label} ${baseUrl === null ? 'uses its default address' : 'base URL saved'}.${keyCleared ? ' Its key was cleared: enter the key for the new address.' : ''}`);
        },
      },
    );
  const keyed = status.keySet === true;
  const submit = form.onSubmit(({ baseUrl }) => (keyed && !sameOrigin(baseUrl, status.baseUrl) ? setAsking({ baseUrl }) : send(baseUrl)));

  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={`${label} base URL`}
          description={`${HINTS[status.upstream]} Now: ${SOURCES[status.source]}.`}
          style={{ flex: 1 }}
          {...form.getInputProps('baseUrl')}
        />
        <Button type="submit" disabled={!form.isDirty() || !form.isValid() || save.isPending}>
          Save URL
        </Button>
        <Button variant="default" disabled={status.source !== 'settings' || save.isPending} onClick={() => (keyed ? setAsking({ baseUrl: null }) : send(null))}>
          Use default
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking !== null}
        title={`Move ${label} to another host?`}
        confirmLabel="Save and clear the key"
        busy={save.isPending}
        onConfirm={() => asking !== null && send(asking.baseUrl)}
        onCancel={() => setAsking(null)}
      >
        {`The ${label.toLowerCase()} key was given for ${status.baseUrl ?? 'the old host'}. ${
          asking?.baseUrl
            ? `Saving ${asking.baseUrl} clears it; calls fail until the key for the new host is entered.`
            : 'Going back to the default address clears it if that is another host: a demo simulator gets its own key back, any other host needs its key entered.'
        }`}
      </ConfirmDialog>
    </form>
  );
}
