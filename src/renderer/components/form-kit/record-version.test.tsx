// @vitest-environment happy-dom
import { TextInput } from '@mantine/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atom, useAtomValue } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { area, entityTag, fail, ok, type Result } from '@shared/contract';
import { query, save } from '@shared/contract/factories';
import { useOperation } from '@renderer/app/data/use-operation';
import { notices } from '@renderer/app/notices/notice-store';
import { setFormatSettings } from '@renderer/lib/format';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { editFormModal, OperationFormBody, useOperationForm, type EditFormProps } from './index';
import { REOPEN_TO_RELOAD } from './operation-form-body';
import { changedSinceWords, rebasedValues } from './record-version';

const siteSchema = z.object({ _id: z.string(), name: z.string(), commission: z.string(), updatedAt: z.string() });
type Site = z.infer<typeof siteSchema>;
const sites = area('sites', {
  list: query({ path: '/sites', access: 'session', spec: [], reads: ['sites'], input: z.strictObject({}), output: z.array(siteSchema) }),
  save: save({
    path: '/site/save',
    access: 'session',
    spec: [],
    input: z.strictObject({ _id: z.string().optional(), name: z.string().min(1), commission: z.string() }),
    writes: ({ _id }) => [entityTag('sites', _id)],
    output: siteSchema,
  }),
});

const OPENED: Site = { _id: 's1', name: 'QA Site One', commission: '2', updatedAt: '2026-05-01T13:50:00.000Z' };
const STALE = 'QA Site Prime was changed by manager1 at 14:02 UTC since you opened it. Your changes are still here: reload it, then save again.';
/** What the exchange holds now, and how it answers the next save. */
let stored: Site;
let answerSave: (input: Record<string, unknown>) => Result<Site> | Promise<Result<Site>>;
const sent = vi.fn<(input: unknown) => void>();

stubBridgeForEachTest(() => {
  stored = OPENED;
  sent.mockReset();
  answerSave = (input) => ok({ ...stored, ...(input as Partial<Site>), updatedAt: '2026-05-01T14:30:00.000Z' });
  return { sites: { list: async () => ok([stored]), save: async (input: Record<string, unknown>) => (sent(input), answerSave(input)) } };
});

const refusal = (fieldErrors: Record<string, string> = { expectedUpdatedAt: STALE }) => fail({ kind: 'conflict', status: 409, message: STALE, fieldErrors });

/** The other window's save: the exchange holds the renamed site, another version (newer, or earlier by a clock stepped back). */
const renamedElsewhere = (updatedAt = '2026-05-01T14:02:00.000Z') => {
  stored = { ...OPENED, name: 'QA Site Prime', updatedAt };
  answerSave = () => refusal();
};

/** A form that stays open after a save (as a form on its page does), so a second save can be sent from it. */
function SiteForm({ editing, onClose }: EditFormProps<Site>) {
  const kit = useOperationForm({
    operation: sites.save,
    initialValues: { name: editing?.name ?? '', commission: editing?.commission ?? '' },
    toInput: (values) => ({ _id: editing?._id, ...values }),
    onSuccess: () => undefined,
  });
  return (
    <OperationFormBody kit={kit} label="Configure site" onCancel={onClose}>
      <TextInput label="Name" {...kit.form.getInputProps('name')} />
      <TextInput label="Commission" {...kit.form.getInputProps('commission')} />
    </OperationFormBody>
  );
}
const SiteFormModal = editFormModal(SiteForm, (site) => (site ? `Configure ${site.name}` : 'Add site'));

/** The list the form was opened from stays on the screen below it, as a list does. */
function ListAndForm({ editing }: { editing: Site | undefined }) {
  const { data } = useOperation(sites.list, {});
  return (
    <>
      <p>{data?.map((site) => site.name).join(', ')}</p>
      <SiteFormModal opened editing={editing} onClose={vi.fn()} />
    </>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' });

const open = async (editing: Site | undefined) => {
  const user = userEvent.setup();
  renderWithProviders(<ListAndForm editing={editing} />);
  await screen.findByText(OPENED.name);
  return user;
};

const changeCommission = async (user: ReturnType<typeof userEvent.setup>, commission: string) => {
  await user.clear(field('Commission'));
  await user.type(field('Commission'), commission);
  await user.click(saveButton());
};

describe('an edit form of a record that has updatedAt', () => {
  it('sends the updatedAt it opened with, then the one it saved (its second save is not refused against its first)', async () => {
    const user = await open(OPENED);
    await changeCommission(user, '3');
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent).toHaveBeenLastCalledWith({ _id: 's1', name: 'QA Site One', commission: '3', expectedUpdatedAt: OPENED.updatedAt });
    await changeCommission(user, '4');
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
    expect(sent).toHaveBeenLastCalledWith(expect.objectContaining({ commission: '4', expectedUpdatedAt: '2026-05-01T14:30:00.000Z' }));
  });

  it('keeps the form and its values when another user saved the record since, and says so in the form with Reload', async () => {
    const user = await open(OPENED);
    renamedElsewhere();
    await changeCommission(user, '3');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(STALE);
    expect(field('Commission').value).toBe('3');
    expect(field('Name').value).toBe('QA Site One');
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('Reload reads the record again: the other user’s rename comes in, the commission typed here stays, and the next save edits the fresh version', async () => {
    const user = await open(OPENED);
    renamedElsewhere();
    await changeCommission(user, '3');
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(field('Name').value).toBe('QA Site Prime'));
    expect(field('Commission').value).toBe('3');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Configure QA Site Prime' })).toBeTruthy();
    expect(document.activeElement).toBe(field('Name'));
    answerSave = (input) => ok({ ...stored, ...(input as Partial<Site>), updatedAt: '2026-05-01T14:40:00.000Z' });
    await user.click(saveButton());
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
    expect(sent).toHaveBeenLastCalledWith({ _id: 's1', name: 'QA Site Prime', commission: '3', expectedUpdatedAt: '2026-05-01T14:02:00.000Z' });
  });

  it('Reload that finds no newer copy on the screen says to open the form again, the values still there', async () => {
    const user = await open(OPENED);
    answerSave = () => refusal();
    await changeCommission(user, '3');
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(REOPEN_TO_RELOAD)).toBeTruthy();
    expect(field('Commission').value).toBe('3');
  });

  it('Reload takes the record read again even when its updatedAt is earlier than the version refused (the exchange’s clock stepped back)', async () => {
    const user = await open(OPENED);
    renamedElsewhere('2026-05-01T13:45:00.000Z');
    await changeCommission(user, '3');
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(field('Name').value).toBe('QA Site Prime'));
    expect(field('Commission').value).toBe('3');
    expect(screen.queryByText(REOPEN_TO_RELOAD)).toBeNull();
  });

  it('once the form is gone, says in a toast that the save was not made (nothing is left to reload)', async () => {
    const shown = atom(true);
    function Closable() {
      return useAtomValue(shown) ? <ListAndForm editing={OPENED} /> : null;
    }
    const user = userEvent.setup();
    const { store } = renderWithProviders(<Closable />);
    await screen.findByText(OPENED.name);
    notices.clear();
    let answer = (_: Result<Site>) => undefined as void;
    answerSave = () => new Promise((resolve) => (answer = resolve));
    await changeCommission(user, '3');
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    act(() => store.set(shown, false));
    await act(async () => answer(refusal()));
    await waitFor(() =>
      expect(notices.get().map((notice) => notice.message)).toEqual(['QA Site Prime was changed by manager1 at 14:02 UTC since you opened it; your save was not made.']),
    );
  });

  it('sends no version for a new record', async () => {
    const user = await open(undefined);
    await user.type(field('Name'), 'QA Site Two');
    await user.type(field('Commission'), '1');
    await user.click(saveButton());
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).not.toHaveProperty('expectedUpdatedAt');
  });
});

describe('rebasedValues', () => {
  it('keeps what the user changed from what the form opened with, and takes the rest from the fresh record', () => {
    const opened = { name: 'One', commission: '2', menus: ['sports', 'casino'] };
    const typed = { name: 'One', commission: '3', menus: ['sports', 'casino'] };
    expect(rebasedValues(typed, opened, { name: 'Prime', commission: '2', menus: ['sports'] })).toEqual({ name: 'Prime', commission: '3', menus: ['sports'] });
  });

  it('puts the user’s switches of a list over the fresh list, keeping another user’s switches since (QA T28)', () => {
    const opened = { menus: ['sports', 'inPlay', 'promotions'] };
    // Here: Promotions switched off. Meanwhile, in another window: In-play switched off and Casino on.
    const typed = { menus: ['sports', 'inPlay'] };
    expect(rebasedValues(typed, opened, { menus: ['sports', 'promotions', 'casino'] })).toEqual({ menus: ['sports', 'casino'] });
    expect(rebasedValues({ menus: ['sports', 'inPlay', 'promotions', 'racing'] }, opened, { menus: ['sports', 'promotions'] })).toEqual({ menus: ['sports', 'promotions', 'racing'] });
  });
});

describe('the words of a refusal because the record changed since', () => {
  afterEach(() => setFormatSettings({ timeZone: undefined }));
  const AT = '2026-05-01T14:02:00.000Z';

  it('say the time of the other save in the zone times are shown in, from the instant the exchange gives beside them', () => {
    setFormatSettings({ timeZone: 'Asia/Kolkata' });
    expect(changedSinceWords({ kind: 'conflict', status: 409, message: STALE, fieldErrors: { expectedUpdatedAt: STALE, changedAt: AT } })).toBe(
      'QA Site Prime was changed by manager1 at 7:32 PM GMT+5:30 since you opened it. Your changes are still here: reload it, then save again.',
    );
  });

  it('stay as the exchange said them without that instant, or when their time is not that instant’s', () => {
    setFormatSettings({ timeZone: 'Asia/Kolkata' });
    expect(changedSinceWords({ kind: 'conflict', status: 409, message: STALE, fieldErrors: { expectedUpdatedAt: STALE } })).toBe(STALE);
    expect(changedSinceWords({ kind: 'conflict', status: 409, message: STALE, fieldErrors: { expectedUpdatedAt: STALE, changedAt: '2026-05-01T15:00:00.000Z' } })).toBe(STALE);
  });

  it('shown in the form, in the shown zone', async () => {
    setFormatSettings({ timeZone: 'Asia/Kolkata' });
    const user = await open(OPENED);
    renamedElsewhere();
    answerSave = () => refusal({ expectedUpdatedAt: STALE, changedAt: AT });
    await changeCommission(user, '3');
    expect((await screen.findByRole('alert')).textContent).toContain('QA Site Prime was changed by manager1 at 7:32 PM GMT+5:30 since you opened it.');
  });
});
