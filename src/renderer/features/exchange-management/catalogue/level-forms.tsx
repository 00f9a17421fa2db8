import { Checkbox, TextInput } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import type { CatalogueEvent, Competition, Sport } from '@shared/contract/catalogue-common';
import { restartedOnZoneChange } from '@renderer/app/display/format-redraw';
import { showSuccessToast } from '@renderer/app/notify';
import { addOrEditTitle, editFormModal, OperationFormBody, useOperationForm, type EditFormProps } from '@renderer/components/form-kit';
import { instantOfWallTime, wallTimeOf } from '@renderer/lib/format';
import { savedUnder } from './saved-under';
import { DateField } from '@renderer/components/date-field';

/** What a level's form needs: the record to edit (none = add), and what to do after saving. */
interface FormProps<T> extends EditFormProps<T> {
  /** The record as the exchange saved it (its id and name at least). */
  onSaved(record: { _id: string; name: string }): void;
}

const optional = (value: string): string | null => (value.trim() === '' ? null : value.trim());

function SportForm({ editing, onClose, onSaved }: FormProps<Sport>) {
  const kit = useOperationForm({
    operation: contract.catalogue.saveSport,
    initialValues: { name: editing?.name ?? '', externalId: editing?.externalId ?? '' },
    labels: { name: 'Sport name', externalId: 'External id' },
    toInput: (values) => ({ ...(editing ? { _id: editing._id } : {}), name: values.name, externalId: optional(values.externalId) }),
    onSuccess: ({ data }) => (showSuccessToast(`Sport ${data.name} saved.`), onSaved(data)),
  });
  return (
    <OperationFormBody kit={kit} label={addOrEditTitle('sport', editing)} onCancel={onClose}>
      <TextInput label="Sport name" required data-autofocus {...kit.form.getInputProps('name')} />
      <TextInput label="External id" description="The betting-data provider's id, if any" {...kit.form.getInputProps('externalId')} />
    </OperationFormBody>
  );
}

function CompetitionForm({ editing, sport, onClose, onSaved }: FormProps<Competition> & { sport: { _id: string; name: string } | undefined }) {
  const kit = useOperationForm({
    operation: contract.catalogue.saveCompetition,
    initialValues: { name: editing?.name ?? '', country: editing?.country ?? '', externalId: editing?.externalId ?? '' },
    labels: { name: 'Competition name', country: 'Country', externalId: 'External id' },
    toInput: (values) => ({
      ...savedUnder(editing, 'sportId', sport),
      name: values.name,
      country: values.country.trim(),
      externalId: optional(values.externalId),
    }),
    onSuccess: ({ data }) => (showSuccessToast(`Competition ${data.name} saved.`), onSaved(data)),
  });
  const { form } = kit;
  return (
    <OperationFormBody kit={kit} label={addOrEditTitle('competition', editing)} onCancel={onClose}>
      <TextInput label="Sport" value={editing?.sportName ?? sport?.name ?? ''} readOnly variant="filled" />
      <TextInput label="Competition name" required data-autofocus {...form.getInputProps('name')} />
      <TextInput label="Country" placeholder="GB, IN, AU..." {...form.getInputProps('country')} />
      <TextInput label="External id" {...form.getInputProps('externalId')} />
    </OperationFormBody>
  );
}

function EventForm({ editing, competition, onClose, onSaved }: FormProps<CatalogueEvent> & { competition: { _id: string; name: string } | undefined }) {
  const [tomorrow] = useState(() => new Date(Date.now() + 86_400_000).toISOString());
  const kit = useOperationForm({
    operation: contract.catalogue.saveEvent,
    initialValues: {
      name: editing?.name ?? '',
      openDate: wallTimeOf(editing?.openDate ?? tomorrow),
      country: editing?.country ?? '',
      inPlayCapable: editing?.inPlayCapable ?? true,
      externalId: editing?.externalId ?? '',
      createAutoMarkets: true,
    },
    labels: { name: 'Event name', openDate: 'Open date', country: 'Country', externalId: 'External id' },
    wallTimes: ['openDate'],
    toInput: (values) => ({
      ...savedUnder(editing, 'competitionId', competition),
      name: values.name,
      openDate: instantOfWallTime(values.openDate) ?? '',
      country: values.country.trim(),
      inPlayCapable: values.inPlayCapable,
      externalId: optional(values.externalId),
      createAutoMarkets: !editing && values.createAutoMarkets,
    }),
    onSuccess: ({ data, message }) => (showSuccessToast(message ?? `Event ${data.name} saved.`), onSaved(data)),
  });
  const { form } = kit;
  return (
    <OperationFormBody kit={kit} label={addOrEditTitle('event', editing)} onCancel={onClose}>
      <TextInput label="Competition" value={editing?.competitionName ?? competition?.name ?? ''} readOnly variant="filled" />
      <TextInput label="Event name" placeholder="India v Australia" required data-autofocus {...form.getInputProps('name')} />
      <DateField withTime label="Open date" required {...form.getInputProps('openDate')} value={form.values.openDate} />
      <TextInput label="Country" {...form.getInputProps('country')} />
      <TextInput label="External id" {...form.getInputProps('externalId')} />
      <Checkbox label="In-play capable" {...form.getInputProps('inPlayCapable', { type: 'checkbox' })} />
      {!editing && <Checkbox label="Create the sport's auto markets" {...form.getInputProps('createAutoMarkets', { type: 'checkbox' })} />}
    </OperationFormBody>
  );
}

export const SportFormModal = editFormModal(SportForm, (sport) => addOrEditTitle('sport', sport));
export const CompetitionFormModal = editFormModal(CompetitionForm, (competition) => addOrEditTitle('competition', competition));
// Its open date is a wall-clock time of the shown zone: a zone change starts it again from the event.
export const EventFormModal = editFormModal(restartedOnZoneChange(EventForm), (event) => addOrEditTitle('event', event));
