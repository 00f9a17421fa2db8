import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { about } from '@shared/contract/about';
import { KEYED_UPSTREAMS, UPSTREAM_LABELS, upstreamSettings, type KeyedUpstream, type UpstreamStatus } from '@shared/contract/upstream-settings';
import { useOperation } from '@renderer/app/data/use-operation';
import { BaseUrlForm } from './base-url-form';
import { KeyForm } from './key-form';
import { RecentChanges } from './recent-changes';
import { StatusAlert } from '@renderer/components/status-alert';

const isKeyed = (upstream: UpstreamStatus['upstream']): upstream is KeyedUpstream => (KEYED_UPSTREAMS as readonly string[]).includes(upstream);

/** Admin only (the route and the main core both check): where the third-party services and their keys are set. */
export default function UpstreamSettingsScreen() {
  const { data } = useOperation(upstreamSettings.list, undefined);
  const policy = useOperation(about.info, undefined, { spinner: false }).data?.policy;
  const memoryOnly = data?.some((status) => status.keyStorage === 'memory') ?? false;
  return (
    <Stack gap="md" maw={900}>
      <Title order={2}>Settings</Title>
      <Text c="dimmed">Third-party services the console calls. Keys are kept in the operating system&apos;s keychain and are never shown again.</Text>
      {policy && policy.locked.length > 0 && (
        <StatusAlert color="gray" title="Set by this machine's policy">
          <Text size="sm">IT fixed these settings for every user of this machine ({policy.source}); they cannot be changed here:</Text>
          <Group gap={4} mt={4}>
            {policy.locked.map((key) => (
              <Badge key={key} variant="light" leftSection={<IconLock size={12} aria-hidden="true" />}>
                {key}
              </Badge>
            ))}
          </Group>
        </StatusAlert>
      )}
      {memoryOnly && (
        <StatusAlert color="yellow">
          No keychain could be reached (or this is the demo): keys are kept in memory and are lost when the console closes.
        </StatusAlert>
      )}
      {data?.map((status) => {
        const label = UPSTREAM_LABELS[status.upstream];
        return (
          <Paper key={status.upstream} withBorder p="md" component="section" aria-label={label}>
            <Stack gap="sm">
              <Title order={3} size="h4">
                {label}
              </Title>
              <BaseUrlForm status={status} label={label} />
              {isKeyed(status.upstream) && (
                <KeyForm
                  upstream={status.upstream}
                  label={label}
                  keySet={status.keySet === true}
                  keyIsDefault={status.keyIsDefault === true}
                  hasDefaultKey={status.hasDefaultKey === true}
                />
              )}
            </Stack>
          </Paper>
        );
      })}
      {data && <RecentChanges />}
    </Stack>
  );
}
