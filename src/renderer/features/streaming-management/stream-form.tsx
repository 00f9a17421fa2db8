import { Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FocusEvent } from 'react';
import { contract } from '@shared/contract';
import { STREAM_KIND_LABELS, STREAM_KINDS, type EventStream, type ProbeResult, type StreamKind } from '@shared/contract/streaming';
import { useCanCall } from '@renderer/app/data/can-call';
import { usePermissions } from '@renderer/app/session/use-session';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { addOrEditTitle, editFormModal, OperationFormBody, useOperationForm, valuesOf, type EditFormProps } from '@renderer/components/form-kit';
import { codeOptions } from '@renderer/lib/code-options';
import { StatusAlert } from '@renderer/components/status-alert';

type Values = { name: string; url: string; kind: StreamKind; device: string; targetType: 'event' | 'casinoTable'; targetId: string; targetName: string; appId: string; section: number | '' };

export const StreamFormModal = editFormModal(StreamForm, (stream) => addOrEditTitle('stream', stream), 'lg');

/** What the console found at the URL, in words. */
export function ProbeSummary({ probe }: { probe: ProbeResult }) {
  const ok = probe.reachable && probe.playlistValid;
  return (
    <StatusAlert color={ok ? 'green' : 'red'} variant="light" p="xs" title={ok ? 'Stream checked: playing' : 'Stream check failed'}>
      <Text size="sm">
        {ok
          ? `Reachable, valid HLS playlist, ${probe.segments} segments, ${probe.live ? 'live' : 'on demand'}${probe.bitrateKbps ? `, about ${probe.bitrateKbps} kbit/s` : ''}.`
          : (probe.problem ?? 'The stream could not be played.')}
      </Text>
    </StatusAlert>
  );
}

function StreamForm({ editing, onClose }: EditFormProps<EventStream>) {
  const apps = useOperation(contract.streaming.apps, {}, { spinner: false });
  const canPickEvent = useCanCall(contract.catalogue.events);
  const canSetDevice = usePermissions()?.streamDevice === true;
  const [eventSearch, setEventSearch] = useState('');
  const events = useOperation(contract.catalogue.events, { start: 0, length: 20, search: { value: eventSearch } }, { enabled: canPickEvent, keepPreviousData: true, spinner: false });
  const probe = useOperationMutation(contract.streaming.probe);
  const [checked, setChecked] = useState<{ url: string; result: ProbeResult } | null>(editing?.probe ? { url: editing.url, result: editing.probe } : null);
  const kit = useOperationForm({
    operation: contract.streaming.saveStream,
    initialValues: valuesOf<Values>(editing, { name: '', url: '', kind: 'sports', device: '', targetType: 'event', targetId: '', targetName: '', appId: '', section: '' }),
    labels: { name: 'Name', url: 'URL', kind: 'Kind', device: 'Device', targetName: 'Event or table', targetId: 'Event or table', section: 'Video section' },
    toInput: (v) => ({
      ...(editing ? { _id: editing._id } : {}),
      name: v.name,
      url: v.url.trim(),
      kind: v.kind,
      device: v.device,
      targetType: v.targetType,
      targetId: v.targetType === 'casinoTable' ? v.targetName.trim().toLowerCase().replace(/\W+/g, '-') : v.targetId,
      targetName: v.targetName,
      appId: v.appId || null,
      section: v.section === '' ? null : v.section,
      probe: checked?.url === v.url.trim() ? checked.result : null,
    }),
    onSuccess: ({ data }) => (showSuccessToast(`Stream ${data.name} saved.`), onClose()),
    // A new check of the URL is a change beside the values: saved even when nothing else changed.
    saveUnchanged: !editing || JSON.stringify(checked?.result ?? null) !== JSON.stringify(editing.probe ?? null),
  });
  const { form } = kit;
  const url = form.values.url.trim();
  const urlProps = form.getInputProps('url');
  const check = () => probe.mutate({ url }, { onSuccess: ({ data }) => setChecked({ url, result: data }) });
  const eventChoices = (events.data?.data ?? []).map((e) => ({ value: e._id, label: e.name }));
  if (form.values.targetId && !eventChoices.some((c) => c.value === form.values.targetId)) eventChoices.unshift({ value: form.values.targetId, label: form.values.targetName });
  return (
    <OperationFormBody kit={kit} label="Stream" onCancel={onClose}>
      <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
      <Stack gap={4}>
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label="URL"
            description="An HLS playlist (.m3u8) on a configured stream host; checked when you leave the field"
            required
            flex={1}
            {...urlProps}
            onBlur={(event: FocusEvent<HTMLInputElement>) => {
              urlProps.onBlur?.(event);
              if (url !== '' && checked?.url !== url && !probe.isPending) check();
            }}
          />
          <Button variant="default" onClick={check} loading={probe.isPending} disabled={url === ''}>
            Check stream
          </Button>
        </Group>
        {checked?.url === url && <ProbeSummary probe={checked.result} />}
      </Stack>
      <Group grow>
        <Select label="Kind" data={codeOptions(STREAM_KINDS, STREAM_KIND_LABELS)} allowDeselect={false} {...form.getInputProps('kind')} />
        <TextInput label="Device" placeholder="encoder-1" disabled={!canSetDevice} description={canSetDevice ? undefined : 'Needs streamDevice'} {...form.getInputProps('device')} />
      </Group>
      <Select
        label="Shown for"
        data={[
          { value: 'event', label: 'An event' },
          { value: 'casinoTable', label: 'A casino table' },
        ]}
        allowDeselect={false}
        {...form.getInputProps('targetType')}
      />
      {form.values.targetType === 'event' && canPickEvent ? (
        <Select
          label="Event"
          required
          searchable
          searchValue={eventSearch}
          onSearchChange={setEventSearch}
          data={eventChoices}
          value={form.values.targetId || null}
          onChange={(value, option) => form.setValues({ targetId: value ?? '', targetName: option?.label ?? '' })}
          error={form.errors.targetId ?? form.errors.targetName}
        />
      ) : (
        <TextInput label={form.values.targetType === 'event' ? 'Event name' : 'Table name'} required {...form.getInputProps('targetName')} />
      )}
      {form.values.targetType === 'event' && !canPickEvent && <TextInput label="Event id" required {...form.getInputProps('targetId')} />}
      <Group grow>
        <Select label="Stream app" placeholder="None" clearable data={(apps.data ?? []).map((a) => ({ value: a._id, label: a.name }))} value={form.values.appId || null} onChange={(v) => form.setFieldValue('appId', v ?? '')} />
        <NumberInput label="Video section" description="1–10, or empty" min={1} max={10} {...form.getInputProps('section')} />
      </Group>
    </OperationFormBody>
  );
}
