import { Checkbox, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { contract } from '@shared/contract';
import type { Ball } from '@shared/contract/casino';
import { showSuccessToast } from '@renderer/app/notify';
import { addOrEditTitle, editFormModal, OperationFormBody, useOperationForm, type EditFormProps } from '@renderer/components/form-kit';

/** One ball of a cricket-style game: where it was bowled, the runs, a wicket, a line of commentary. */
function BallForm({ eventId, editing, next, onClose }: EditFormProps<Ball> & { eventId: string; next: { innings: number; over: number; ball: number } }) {
  const kit = useOperationForm({
    operation: contract.casino.saveBall,
    initialValues: { innings: editing?.innings ?? next.innings, over: editing?.over ?? next.over, ball: editing?.ball ?? next.ball, runs: editing?.runs ?? 0, wicket: editing?.wicket ?? false, commentary: editing?.commentary ?? '' },
    labels: { innings: 'Innings', over: 'Over', ball: 'Ball', runs: 'Runs', commentary: 'Commentary' },
    toInput: (values) => ({ ...(editing ? { _id: editing._id } : {}), eventId, ...values }),
    onSuccess: ({ data }) => (showSuccessToast(`Ball ${data.over}.${data.ball} saved.`), onClose()),
  });
  const { form } = kit;
  return (
    <OperationFormBody kit={kit} label="Ball" onCancel={onClose}>
      <SimpleGrid cols={4}>
        <NumberInput label="Innings" min={1} max={2} {...form.getInputProps('innings')} />
        <NumberInput label="Over" min={0} max={19} {...form.getInputProps('over')} />
        <NumberInput label="Ball" min={1} max={6} {...form.getInputProps('ball')} />
        <NumberInput label="Runs" min={0} max={7} data-autofocus {...form.getInputProps('runs')} />
      </SimpleGrid>
      <Checkbox label="Wicket" {...form.getInputProps('wicket', { type: 'checkbox' })} />
      <TextInput label="Commentary" {...form.getInputProps('commentary')} />
    </OperationFormBody>
  );
}

export const BallFormModal = editFormModal(BallForm, (ball) => addOrEditTitle('ball', ball));
