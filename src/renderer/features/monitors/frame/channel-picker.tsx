import { ColorSwatch, Group, Select } from '@mantine/core';
import { CHANNELS, type Channel } from '@shared/contract/windows';
import { codeOptions } from '@renderer/lib/code-options';

export const CHANNEL_COLORS: Record<Channel, string> = { red: '#e03131', green: '#2f9e44', blue: '#1c7ed6', yellow: '#f08c00' };
const LABELS: Record<Channel, string> = { red: 'Red', green: 'Green', blue: 'Blue', yellow: 'Yellow' };
const NONE = 'none';

/** Joins this window to a colour channel: windows on the same channel follow each other's selected event. */
export function ChannelPicker({ value, onChange }: { value: Channel | null; onChange(channel: Channel | null): void }) {
  return (
    <Select
      size="xs"
      w={130}
      aria-label="Link channel"
      allowDeselect={false}
      value={value ?? NONE}
      onChange={(next) => onChange(next && next !== NONE ? (next as Channel) : null)}
      data={[{ value: NONE, label: 'Not linked' }, ...codeOptions(CHANNELS, LABELS)]}
      leftSection={value ? <ColorSwatch color={CHANNEL_COLORS[value]} size={12} aria-hidden="true" /> : undefined}
      renderOption={({ option }) => (
        <Group gap={6} wrap="nowrap">
          {option.value !== NONE && <ColorSwatch color={CHANNEL_COLORS[option.value as Channel]} size={12} aria-hidden="true" />}
          {option.label}
        </Group>
      )}
    />
  );
}
