// @vitest-environment happy-dom
import { MantineProvider, TextInput } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { area, http, type Result } from '@shared/contract';
import type { Draft } from '@shared/contract/continuity';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { NOTHING_CHANGED } from './operation-form-body';
import { addOrEditTitle, editFormModal, OperationFormBody, useAddOrEditForm, useOperationForm, type EditFormProps } from './index';

const team = z.object({ _id: z.string(), name: z.string() });
/** One save for both (the usual kind: `_id` when editing), and a separate add and edit (useAddOrEditForm). */
const teams = area('teams', {
  save: http({ http: { method: 'POST', path: '/save-team' }, access: 'session', input: z.strictObject({ _id: z.string().optional(), name: z.string().trim().min(1, 'Name is required.') }), output: team }),
  add: http({ http: { method: 'POST', path: '/add-team' }, access: 'session', input: z.strictObject({ name: z.string().trim().min(1, 'Name is required.') }), output: team }),
  edit: http({ http: { method: 'POST', path: '/edit-team' }, access: 'session', input: z.strictObject({ _id: z.string(), name: z.string().trim().min(1) }), output: team }),
});

type Team = z.infer<typeof team>;
type Call = { operation: string; input: unknown; answer(result: Result<Team>): void };
let calls: Call[];
let offeredDraft: Draft | null;

const call = (operation: string) => (input: unknown) => new Promise<Result<Team>>((answer) => calls.push({ operation, input, answer }));
beforeEach(() => {
  calls = [];
  offeredDraft = null;
  (window as unknown as { exchange: unknown }).exchange = {
    teams: { save: call('save'), add: call('add'), edit: call('edit') },
    continuity: { draft: async () => ({ ok: true, data: offeredDraft }), saveDraft: async () => ({ ok: true, data: null }), discardDraft: async () => ({ ok: true, data: null }) },
  };
  stubMatchMedia();
});
afterEach(cleanup);

type FormProps = EditFormProps<Team> & { saveUnchanged?: boolean };

/** The usual add-or-edit form: one operation, the record's `_id` sent when editing. */
function TeamForm({ editing, onClose, saveUnchanged }: FormProps) {
  const kit = useOperationForm({
    operation: teams.save,
    initialValues: { name: editing?.name ?? '' },
    labels: { name: 'Name' },
    toInput: (values) => ({ ...(editing ? { _id: editing._id } : {}), ...values }),
    ...(saveUnchanged === undefined ? {} : { saveUnchanged }),
    onSuccess: onClose,
  });
  return (
    <OperationFormBody kit={kit} label={addOrEditTitle('team', editing)} onCancel={onClose}>
      <TextInput label="Name" {...kit.form.getInputProps('name')} />
    </OperationFormBody>
  );
}

/** A record added by one operation and edited by another. */
function AddOrEditTeamForm({ editing, onClose }: FormProps) {
  const kit = useAddOrEditForm({ add: teams.add, edit: teams.edit, editing, initialValues: { name: editing?.name ?? '' }, labels: { name: 'Name' }, onSuccess: onClose });
  return (
    <OperationFormBody kit={kit} label={addOrEditTitle('team', editing)} onCancel={onClose}>
      <TextInput label="Name" {...kit.form.getInputProps('name')} />
    </OperationFormBody>
  );
}

const TeamFormModal = editFormModal(TeamForm, (row) => addOrEditTitle('team', row));
const AddOrEditTeamFormModal = editFormModal(AddOrEditTeamForm, (row) => addOrEditTitle('team', row));
const MUMBAI: Team = { _id: 't1', name: 'Mumbai' };

function Harness({ Modal = TeamFormModal, editing, saveUnchanged }: { Modal?: ComponentType<FormProps & { opened: boolean }>; editing: Team | undefined; saveUnchanged?: boolean }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { mutations: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <MantineProvider>
        <Modal opened editing={editing} onClose={vi.fn()} {...(saveUnchanged === undefined ? {} : { saveUnchanged })} />
      </MantineProvider>
    </QueryClientProvider>
  );
}

const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const name = () => screen.getByLabelText('Name');
/** Save off because nothing changed: it reads as disabled but stays focusable (never natively disabled). */
const expectOffUnchanged = () => {
  expect(save().getAttribute('aria-disabled')).toBe('true');
  expect(save().disabled).toBe(false);
  expect(save().title).toBe(NOTHING_CHANGED);
};
const expectOn = () => {
  expect(save().disabled).toBe(false);
  expect(save().getAttribute('aria-disabled')).toBeNull();
};

describe('Save of an edit form', () => {
  it('is off while nothing changed, says so to a screen reader, and comes back off when the change is taken out', async () => {
    const user = userEvent.setup();
    render(<Harness editing={MUMBAI} />);
    expectOffUnchanged();
    expect(screen.getByRole('button', { name: 'Save', description: NOTHING_CHANGED })).toBe(save());

    await user.type(name(), ' Indians');
    expectOn();
    expect(save().getAttribute('title')).toBeNull();
    expect(save().getAttribute('aria-describedby')).toBeNull();

    await user.type(name(), '{Backspace}'.repeat(' Indians'.length));
    expect((name() as HTMLInputElement).value).toBe('Mumbai');
    expectOffUnchanged();
  });

  it('is reached by Tab while nothing changed, tells why, and sends nothing for Enter, Space or a click on it', async () => {
    const user = userEvent.setup();
    render(<Harness editing={MUMBAI} />);
    await user.click(name());
    await user.tab(); // Cancel
    await user.tab();
    expect(document.activeElement).toBe(save());
    expect(screen.getByRole('button', { name: 'Save', description: NOTHING_CHANGED })).toBe(save());
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe(NOTHING_CHANGED));

    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(save());
    expect(calls).toHaveLength(0);
    expect(document.activeElement).toBe(save());

    await user.type(name(), '!');
    expectOn();
    await user.click(save());
    expect(calls.map(({ operation, input }) => ({ operation, input }))).toEqual([{ operation: 'save', input: { _id: 't1', name: 'Mumbai!' } }]);
    await act(async () => calls[0]?.answer({ ok: true, data: { _id: 't1', name: 'Mumbai!' } }));
  });

  it('stays off for a change the exchange would not see (spaces the input trims), and sends nothing on Enter', async () => {
    const user = userEvent.setup();
    render(<Harness editing={MUMBAI} />);
    await user.type(name(), '  ');
    expect((name() as HTMLInputElement).value).toBe('Mumbai  ');
    expectOffUnchanged();
    await user.type(name(), '{Enter}');
    expect(calls).toHaveLength(0);
    await user.type(name(), 's');
    expectOn();
  });

  it('sends nothing for Enter in an unchanged form, and the record with its change once changed', async () => {
    const user = userEvent.setup();
    render(<Harness editing={MUMBAI} />);
    await user.type(name(), '{Enter}');
    expect(calls).toHaveLength(0);

    await user.type(name(), ' Indians{Enter}');
    expect(calls.map(({ operation, input }) => ({ operation, input }))).toEqual([{ operation: 'save', input: { _id: 't1', name: 'Mumbai Indians' } }]);
    await act(async () => calls[0]?.answer({ ok: true, data: { _id: 't1', name: 'Mumbai Indians' } }));
  });

  it('is on for a draft restored over the record (the values differ from what was loaded)', async () => {
    offeredDraft = { formId: 'any', label: 'Edit team', values: { name: 'Mumbai Indians' }, savedAt: Date.now() };
    const user = userEvent.setup();
    render(<Harness editing={MUMBAI} />);
    await user.click(await screen.findByRole('button', { name: 'Restore draft' }));
    expect((name() as HTMLInputElement).value).toBe('Mumbai Indians');
    expectOn();
  });

  it('gives the keyboard to the first field once the draft is restored or discarded (the offer goes)', async () => {
    offeredDraft = { formId: 'any', label: 'Edit team', values: { name: 'Mumbai Indians' }, savedAt: Date.now() };
    const user = userEvent.setup();
    const { unmount } = render(<Harness editing={MUMBAI} />);
    (await screen.findByRole('button', { name: 'Restore draft' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Restore draft' })).toBeNull());
    expect(document.activeElement).toBe(name());
    unmount();

    render(<Harness editing={MUMBAI} />);
    await user.click(await screen.findByRole('button', { name: 'Discard draft' }));
    expect(document.activeElement).toBe(name());
  });

  it('waits for a change in a record edited by its own operation (useAddOrEditForm) too', async () => {
    const user = userEvent.setup();
    render(<Harness Modal={AddOrEditTeamFormModal} editing={MUMBAI} />);
    expectOffUnchanged();
    await user.type(name(), '!');
    expectOn();
    await user.click(save());
    expect(calls.map(({ operation, input }) => ({ operation, input }))).toEqual([{ operation: 'edit', input: { _id: 't1', name: 'Mumbai!' } }]);
    await act(async () => calls[0]?.answer({ ok: true, data: { _id: 't1', name: 'Mumbai!' } }));
  });

  it('is on at once in an edit form that saves more than its values (saveUnchanged)', async () => {
    const user = userEvent.setup();
    render(<Harness editing={MUMBAI} saveUnchanged />);
    expectOn();
    expect(save().getAttribute('title')).toBeNull();
    await user.click(save());
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.answer({ ok: true, data: MUMBAI }));
  });
});

describe('Save of a create form', () => {
  it.each([
    ['one operation', TeamFormModal],
    ['useAddOrEditForm', AddOrEditTeamFormModal],
  ])('is on once the values are valid, as before (%s)', async (_, Modal) => {
    const user = userEvent.setup();
    render(<Harness Modal={Modal} editing={undefined} />);
    // Off while invalid as before: natively disabled, with no reason to reach.
    expect(save().disabled).toBe(true);
    expect(save().getAttribute('aria-disabled')).toBeNull();
    expect(save().getAttribute('title')).toBeNull();
    await user.type(name(), 'Chennai');
    expect(save().disabled).toBe(false);
    await user.click(save());
    expect(calls.map(({ input }) => input)).toEqual([{ name: 'Chennai' }]);
    await act(async () => calls[0]?.answer({ ok: true, data: { _id: 't2', name: 'Chennai' } }));
  });
});
