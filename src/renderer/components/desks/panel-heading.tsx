import { Button, Group, Text } from '@mantine/core';
import type { Operation } from '@shared/contract/operation';
import { CanCall } from '@renderer/components/can-call';

/** A desk panel's heading and its Edit button: shown to who may call `op`, disabled until the panel's data is in. */
export function PanelHeading({ title, op, editLabel, onEdit, loaded }: { title: string; op: Operation; editLabel: string; onEdit(): void; loaded: boolean }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <CanCall op={op}>
        <Button size="compact-xs" variant="default" onClick={onEdit} disabled={!loaded}>
          {editLabel}
        </Button>
      </CanCall>
    </Group>
  );
}
