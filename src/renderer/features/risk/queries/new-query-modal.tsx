import { Button, Group, Modal, NumberInput, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { queries } from '@shared/contract/queries';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { CallErrorAlert } from '@renderer/components/call-error-alert';

/** Records a query a punter made (by phone, chat or mail), linked to one of their bets or statement lines if it is about one. */
export function NewQueryModal({ onClose }: { onClose(): void }) {
  const [form, setForm] = useState({ userName: '', subject: '', body: '', betId: '', statementSeq: '' as number | string });
  const open = useOperationMutation(queries.open, { errorToast: false });
  const set = (field: keyof typeof form) => (value: string | number) => setForm((f) => ({ ...f, [field]: value }));
  return (
    <Modal opened onClose={onClose} title="Record a punter query" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          open.mutate(
            { userName: form.userName, subject: form.subject, body: form.body, ...(form.betId.trim() ? { betId: form.betId.trim() } : {}), ...(typeof form.statementSeq === 'number' ? { statementSeq: form.statementSeq } : {}) },
            { onSuccess: ({ message }) => (showSuccessToast(message ?? 'Query recorded.'), onClose()) },
          );
        }}
      >
        <Stack gap="sm">
          <TextInput label="Punter user name" value={form.userName} onChange={(e) => set('userName')(e.currentTarget.value)} data-autofocus />
          <TextInput label="Subject" value={form.subject} onChange={(e) => set('subject')(e.currentTarget.value)} />
          <Textarea label="Query" autosize minRows={3} value={form.body} onChange={(e) => set('body')(e.currentTarget.value)} />
          <Group grow>
            <TextInput label="About bet (id)" value={form.betId} onChange={(e) => set('betId')(e.currentTarget.value)} />
            <NumberInput label="About statement line (no.)" min={1} value={form.statementSeq} onChange={set('statementSeq')} />
          </Group>
          <CallErrorAlert error={open.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={open.isPending}>
              Record query
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
