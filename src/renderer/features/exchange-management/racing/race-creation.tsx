import { Button, Group, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import { restartedOnZoneChange } from '@renderer/app/display/format-redraw';
import { showSuccessToast } from '@renderer/app/notify';
import { CanCall } from '@renderer/components/can-call';
import { KeyForm, useKeyForm } from '@renderer/components/form-kit';
import { instantOfWallTime, wallTimeOf } from '@renderer/lib/format';
import { useEveryRace } from './every-race';
import { raceTitle } from '@shared/catalogue/race-title';
import { DateField } from '@renderer/components/date-field';

const inAnHour = () => wallTimeOf(Math.ceil(Date.now() / 300_000) * 300_000 + 3_600_000);

/** A new race (course, name, off time), then its win or place market with runners one a line. */
export function RaceCreation({ onCreated }: { onCreated(marketId: string): void }) {
  const [race, setRace] = useState<NewRace | null>(null);
  return (
    <CanCall op={contract.racing.createEvent}>
      <Paper withBorder p="sm" component="section" aria-label="New race">
        <Title order={4} size="h5">
          New race
        </Title>
        <Stack gap="sm">
          <RestartedRaceForm onCreated={setRace} />
          <MarketForm key={race?.eventId ?? 'none'} race={race} onCreated={onCreated} />
        </Stack>
      </Paper>
    </CanCall>
  );
}

/** The race just created: its market form offers it by name and course before the list of races has it. */
interface NewRace {
  readonly eventId: string;
  readonly eventName: string;
  readonly course: string;
}

// The off time is a wall-clock time of the shown zone: a zone change starts the race form again (a pending create keeps its key).
const RestartedRaceForm = restartedOnZoneChange(RaceForm);

function RaceForm({ onCreated }: { onCreated(race: NewRace): void }) {
  const kit = useKeyForm({
    operation: contract.racing.createEvent,
    initialValues: { course: '', name: '', offTime: inAnHour() },
    wallTimes: ['offTime'],
    toInput: (v) => ({ course: v.course, name: v.name, offTime: instantOfWallTime(v.offTime) ?? '' }),
    labels: { course: 'Course', name: 'Race name', offTime: 'Off time' },
    // A new race is still to be run: an off time already past is a slip (a wrong day or hour).
    validate: (v) => (Date.parse(instantOfWallTime(v.offTime) ?? '') < Date.now() ? { offTime: 'Off time: not in the past.' } : {}),
    spinner: false,
    onSuccess: ({ data, message }) => (showSuccessToast(message ?? 'Race created.'), onCreated({ eventId: data.eventId, eventName: data.name, course: data.course })),
  });
  return (
    <KeyForm kit={kit} label="Race">
      <Group align="flex-start">
        <TextInput label="Course" w={160} {...kit.form.getInputProps('course')} />
        <TextInput label="Race name" w={240} {...kit.form.getInputProps('name')} />
        <DateField withTime label="Off time" w={230} {...kit.form.getInputProps('offTime')} value={kit.form.values.offTime} />
        <Button type="submit" mt={24} loading={kit.pending}>
          Create race
        </Button>
      </Group>
    </KeyForm>
  );
}

function MarketForm({ race, onCreated }: { race: NewRace | null; onCreated(marketId: string): void }) {
  const eventId = race?.eventId ?? null;
  const races = useEveryRace();
  const kit = useKeyForm({
    operation: contract.racing.createMarket,
    initialValues: { eventId: eventId ?? '', type: 'WIN' as 'WIN' | 'PLACE', runners: '' },
    toInput: (v) => ({ eventId: v.eventId, type: v.type, runners: v.runners.split('\n').map((r) => r.trim()).filter(Boolean) }),
    labels: { eventId: 'Race', runners: 'Runners' },
    spinner: false,
    onSuccess: ({ data, message }) => (showSuccessToast(message ?? 'Market created.'), onCreated(data.marketId)),
  });
  const options = (races.data ?? []).map((e) => ({ value: e.eventId, label: raceTitle(e) }));
  if (race && !options.some((o) => o.value === race.eventId)) options.unshift({ value: race.eventId, label: raceTitle(race) });
  return (
    <KeyForm kit={kit} label="Race market">
      <Group align="flex-start">
        <Select label="For race" w={260} data={options} searchable {...kit.form.getInputProps('eventId')} />
        <Select label="Market" w={110} data={['WIN', 'PLACE']} allowDeselect={false} {...kit.form.getInputProps('type')} />
        <Textarea
          label="Runners"
          description="one a line, in number order; Ctrl+Enter creates"
          w={260}
          autosize
          minRows={3}
          {...kit.form.getInputProps('runners')}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && event.ctrlKey) kit.submit();
          }}
        />
        <Button type="submit" mt={24} loading={kit.pending}>
          Create market
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        A new market opens suspended, until its runners are priced.
      </Text>
    </KeyForm>
  );
}
