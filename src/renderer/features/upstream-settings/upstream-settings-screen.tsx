import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { KEYED_UPSTREAMS, UPSTREAM_LABELS, type KeyedUpstream, type UpstreamStatus } from '@shared/contract/upstream-settings';
import { BaseUrlForm } from './base-url-form';
import { KeyForm } from './key-form';
import { upstreamSettingsQuery } from './upstream-settings-api';

const isKeyed = (upstream: UpstreamStatus['upstream']): upstream is KeyedUpstream => (KEYED_UPSTREAMS as readonly string[]).includes(upstream);

/** Admin only (the route and the main core both check): where the third-party services and their keys are set. */
export default function UpstreamSettingsScreen() {
  const { data } = useQuery(upstreamSettingsQuery());
  const memoryOnly = data?.some((status) => status.keyStorage === 'memory') ?? false;
  return (
    <Stack gap="md" maw={900}>
      <Title order={2}>Settings</Title>
      <Text c="dimmed">Third-party services the console calls. Keys are kept in the operating system&apos;s keychain and are never shown again.</Text>
      {memoryOnly && (
        <Alert color="yellow" role="status">
          No keychain could be reached (or this is the demo): keys are kept in memory and are lost when the console closes.
        </Alert>
      )}
      {data?.map((status) => {
        const label = UPSTREAM_LABELS[status.upstream];
        return (
          <Paper key={status.upstream} withBorder p="md" component="section" aria-label={label}>
            <Stack gap="sm">
              <Title order={3} size="h4">
                {label}
              </Title>
              {/* Keyed by the saved URL, so a change made elsewhere resets the field. */}
              <BaseUrlForm key={status.baseUrl ?? ''} status={status} label={label} />
              {isKeyed(status.upstream) && <KeyForm upstream={status.upstream} label={label} keySet={status.keySet === true} />}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
