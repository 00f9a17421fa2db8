import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { upstreamSettings, upstreamUrlSchema, type UpstreamStatus } from '@shared/contract/upstream-settings';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { bridgeErrorOf } from '@renderer/app/errors';
import { zodFormResolver } from '@renderer/lib/zod-form-resolver';

const baseUrlFormSchema = z.object({ baseUrl: upstreamUrlSchema });

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

/** The base URL of one upstream; "Use default" returns to the environment's (or the demo's) URL. */
export function BaseUrlForm({ status, label }: { status: UpstreamStatus; label: string }) {
  const save = useOperationMutation(upstreamSettings.setBaseUrl, { errorToast: false });
  const form = useForm({
    initialValues: { baseUrl: status.baseUrl ?? '' },
    validate: zodFormResolver(baseUrlFormSchema),
    validateInputOnBlur: true,
  });
  const fail = (error: Error) => form.setFieldError('baseUrl', bridgeErrorOf(error).fieldErrors?.baseUrl ?? bridgeErrorOf(error).message);
  const submit = form.onSubmit(({ baseUrl }) => save.mutate({ upstream: status.upstream, baseUrl }, { onError: fail }));

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
        <Button
          variant="default"
          disabled={status.source !== 'settings' || save.isPending}
          onClick={() => save.mutate({ upstream: status.upstream, baseUrl: null }, { onError: fail })}
        >
          Use default
        </Button>
      </Group>
    </form>
  );
}
