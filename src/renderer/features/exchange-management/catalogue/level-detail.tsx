import { Badge, Button, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { CatalogueEvent, Competition, Sport } from '@shared/contract/catalogue-common';
import { useCanCall } from '@renderer/app/data/can-call';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { CanCall } from '@renderer/components/can-call';
import { LabelledValue } from '@renderer/components/labelled-value';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { ExportButtons, type ExportScope } from '../common/export-buttons';
import { LevelLimit } from '../limits/level-limit';
import type { LimitTarget } from '../limits/limit-form';
import { LEVEL_OPERATIONS } from '../level-operations';
import { formatDateTime } from '@renderer/lib/format';

export type LevelRecord = { level: 'sport'; record: Sport } | { level: 'competition'; record: Competition } | { level: 'event'; record: CatalogueEvent };

const LABEL = { sport: 'Sport', competition: 'Competition', event: 'Event' } as const;

const Fact = (props: { label: string; children: ReactNode }) => <LabelledValue size="sm" {...props} />;

const dateTime = formatDateTime;

/** A sport, competition or event: its facts, its active switch, edit, delete (confirmed), its limit, its exports. */
export function LevelDetail({ item, onEdit, onDeleted }: { item: LevelRecord; onEdit(): void; onDeleted(): void }) {
  const [confirming, setConfirming] = useState(false);
  const ops = LEVEL_OPERATIONS[item.level];
  const canSwitch = useCanCall(ops.setActive);
  const setActive = useOperationMutation(ops.setActive);
  const remove = useOperationMutation(ops.remove);
  const { record } = item;
  const scope: ExportScope = item.level === 'sport' ? { sportId: record._id } : item.level === 'competition' ? { competitionId: record._id } : { eventId: record._id };
  const target: LimitTarget = { level: item.level, id: record._id, name: record.name };
  const hiddenByParent = item.level !== 'sport' && item.record.active && !item.record.shownOnSite;

  return (
    <Paper withBorder p="md" component="section" aria-label={`${LABEL[item.level]} details`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase">
              {LABEL[item.level]}
            </Text>
            <Title order={3}>{record.name}</Title>
          </div>
          <Group gap="xs">
            <Switch
              label="Active"
              checked={record.active}
              disabled={!canSwitch || setActive.isPending}
              onChange={(event) => setActive.mutate({ _id: record._id, active: event.currentTarget.checked })}
            />
            {hiddenByParent && (
              <Badge color="gray" variant="outline">
                Hidden: a level above is off
              </Badge>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          {item.level === 'sport' && (
            <>
              <Fact label="Competitions">{item.record.competitionCount}</Fact>
              <Fact label="Events">{item.record.eventCount}</Fact>
              <Fact label="Open markets">{item.record.openMarketCount}</Fact>
            </>
          )}
          {item.level === 'competition' && (
            <>
              <Fact label="Sport">{item.record.sportName}</Fact>
              <Fact label="Country">{item.record.country || '—'}</Fact>
              <Fact label="Events">{item.record.eventCount}</Fact>
              <Fact label="Open markets">{item.record.openMarketCount}</Fact>
            </>
          )}
          {item.level === 'event' && (
            <>
              <Fact label="Open date">{dateTime(item.record.openDate)}</Fact>
              <Fact label="Country">{item.record.country || '—'}</Fact>
              <Fact label="In-play capable">{item.record.inPlayCapable ? 'Yes' : 'No'}</Fact>
              <Fact label="Markets">
                {item.record.marketCount} ({item.record.openMarketCount} open)
              </Fact>
            </>
          )}
          <Fact label="External id">{record.externalId ?? '—'}</Fact>
        </SimpleGrid>
        <LevelLimit target={target} />
        <Group justify="space-between">
          <Group gap="xs">
            <CanCall op={ops.save}>
              <Button size="compact-sm" variant="light" onClick={onEdit}>
                Edit {LABEL[item.level].toLowerCase()}
              </Button>
            </CanCall>
            <CanCall op={ops.remove}>
              <Button size="compact-sm" variant="subtle" color="red" onClick={() => setConfirming(true)}>
                Delete {LABEL[item.level].toLowerCase()}
              </Button>
            </CanCall>
          </Group>
          <ExportButtons scope={scope} />
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={`Delete ${LABEL[item.level].toLowerCase()}`}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate({ _id: record._id }, { onSuccess: onDeleted, onSettled: () => setConfirming(false) })}
      >
        Delete {record.name} and everything under it? A level with open markets cannot be deleted.
      </ConfirmDialog>
    </Paper>
  );
}
