// @vitest-environment happy-dom
import { TextInput } from '@mantine/core';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { area, http, type Result } from '@shared/contract';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { DISCARD_QUESTION } from './close-guard';
import { DRAFT_SAVE_DELAY_MS } from './use-form-draft';
import { FormDrawer, KeyForm, KeyFormSubmit, OperationFormBody, useKeyForm, useOperationForm, type OperationForm } from './index';

const content = area('content', {
  saveLink: http({ http: { method: 'POST', path: '/link' }, access: 'session', input: z.strictObject({ link: z.string().max(200) }), output: z.object({}) }),
});

/** Every save waits until the test answers it, so the user can go on typing while it is in flight. */
let answers: ((result: Result<object>) => void)[];
const saveDraft = vi.fn();
const discardDraft = vi.fn();
beforeEach(() => {
  answers = [];
  saveDraft.mockReset();
  discardDraft.mockReset();
  (window as unknown as { exchange: unknown }).exchange = {
    content: { saveLink: () => new Promise<Result<object>>((answer) => answers.push(answer)) },
    continuity: {
      draft: async () => ({ ok: true, data: null }),
      saveDraft: async (input: unknown) => (saveDraft(input), { ok: true, data: null }),
      discardDraft: async (input: unknown) => (discardDraft(input), { ok: true, data: null }),
    },
  };
  stubMatchMedia();
});
afterEach(cleanup);

/** A form that stays open once saved (a settings drawer); `startOver` empties it for the next one instead. */
function LinkForm({ startOver = false, initial = '' }: { startOver?: boolean; initial?: string }) {
  const kit: OperationForm<{ link: string }> = useOperationForm({
    operation: content.saveLink,
    initialValues: { link: initial },
    onSuccess: () => startOver && kit.form.reset(),
  });
  return (
    <OperationFormBody kit={kit} label="Link" onCancel={vi.fn()}>
      <TextInput label="URL" {...kit.form.getInputProps('link')} />
    </OperationFormBody>
  );
}

const renderDrawer = (form = <LinkForm />) =>
  renderWithProviders(
    <FormDrawer opened title="Link" onClose={vi.fn()}>
      {form}
    </FormDrawer>,
    signedIn('admin', 'admin'),
  );

const link = () => screen.getByLabelText('URL') as HTMLInputElement;
const confirmSave = () => act(async () => answers.at(-1)?.({ ok: true, data: {} }));
const pastTheDraftDelay = () => act(() => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS * 2)));
/**
 * Escape on the drawer: true when it asked before closing (the form holds unsaved changes). Enter then
 * answers the question with its safe default: the form stays, with what is in it.
 */
const escapeAsks = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.keyboard('{Escape}');
  const asked = (await screen.findAllByText(DISCARD_QUESTION).catch(() => [])).length > 0;
  if (asked) {
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText(DISCARD_QUESTION)).toBeNull());
    expect(link()).toBeTruthy();
  }
  return asked;
};

describe('typing while a save is in flight', () => {
  it('keeps what was typed since the submit in the field, and the form still asks before closing', async () => {
    const user = userEvent.setup();
    renderDrawer();
    await user.type(link(), 'https://t.me/a{Enter}');
    expect(answers).toHaveLength(1);
    await user.type(link(), 'bc');
    await confirmSave();
    expect(link().value).toBe('https://t.me/abc');
    expect(await escapeAsks(user)).toBe(true);
  });

  it('takes what was sent as the saved values: the form is clean again there, and unsaved anywhere else (its opening values too)', async () => {
    const user = userEvent.setup();
    renderDrawer();
    await user.type(link(), 'https://t.me/a{Enter}');
    await confirmSave();
    link().focus();
    expect(await escapeAsks(user)).toBe(false);
    await user.clear(link());
    // Empty is what the form opened with, but no longer what the exchange holds.
    expect(await escapeAsks(user)).toBe(true);
  });

  it('keeps the draft of what was typed since the submit, instead of dropping it with the saved one', async () => {
    const user = userEvent.setup();
    renderDrawer();
    await user.type(link(), 'https://t.me/a{Enter}');
    await user.type(link(), 'bc');
    await pastTheDraftDelay();
    await confirmSave();
    await pastTheDraftDelay();
    expect(discardDraft).not.toHaveBeenCalled();
    expect(saveDraft.mock.calls.at(-1)?.[0]).toMatchObject({ values: { link: 'https://t.me/abc' } });
  });

  it('drops the draft once the fields hold what was saved', async () => {
    const user = userEvent.setup();
    renderDrawer();
    await user.type(link(), 'https://t.me/a');
    await pastTheDraftDelay();
    await user.keyboard('{Enter}');
    await confirmSave();
    await waitFor(() => expect(discardDraft).toHaveBeenCalledOnce());
    await pastTheDraftDelay();
    expect(saveDraft).toHaveBeenCalledTimes(1);
  });

  it('drops the draft of what was typed after a save once it is deleted again: nothing unsaved is left to offer later', async () => {
    const user = userEvent.setup();
    renderDrawer();
    await user.type(link(), 'https://t.me/a{Enter}');
    await confirmSave();
    await user.type(link(), 'bc');
    await pastTheDraftDelay();
    expect(saveDraft.mock.calls.at(-1)?.[0]).toMatchObject({ values: { link: 'https://t.me/abc' } });
    discardDraft.mockClear();
    await user.type(link(), '{Backspace}{Backspace}');
    expect(discardDraft).not.toHaveBeenCalled();
    await pastTheDraftDelay();
    expect(discardDraft).toHaveBeenCalledOnce();
    expect(discardDraft.mock.invocationCallOrder[0]).toBeGreaterThan(saveDraft.mock.invocationCallOrder.at(-1) ?? Infinity);
  });

  it('leaves a form that empties itself once saved empty and clean, with no draft', async () => {
    const user = userEvent.setup();
    renderDrawer(<LinkForm startOver />);
    await user.type(link(), 'https://t.me/a{Enter}');
    await confirmSave();
    expect(link().value).toBe('');
    await waitFor(() => expect(discardDraft).toHaveBeenCalledOnce());
    link().focus();
    expect(await escapeAsks(user)).toBe(false);
  });
});

const deskConfirmed = vi.fn();
function DeskLink() {
  const kit = useKeyForm({ operation: content.saveLink, initialValues: { link: 'https://t.me/old' }, onSuccess: deskConfirmed });
  return (
    <KeyForm kit={kit} label="Desk link">
      <TextInput label="URL" {...kit.form.getInputProps('link')} />
      <KeyFormSubmit op={content.saveLink} kit={kit}>
        Send
      </KeyFormSubmit>
    </KeyForm>
  );
}

describe('a desk’s key form once the exchange confirms', () => {
  it('is clean at what it sent (Send off), and Escape goes back to that, keeping nothing typed after it otherwise', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DeskLink />, signedIn('trader', 'desk'));
    await user.type(link(), '2{Enter}');
    await confirmSave();
    await waitFor(() => expect(deskConfirmed).toHaveBeenCalledOnce());
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    await waitFor(() => expect(send.hasAttribute('data-loading')).toBe(false));
    expect(send.disabled).toBe(true);
    await user.type(link(), '3');
    expect(send.disabled).toBe(false);
    await user.keyboard('{Escape}');
    expect(link().value).toBe('https://t.me/old2');
  });
});
