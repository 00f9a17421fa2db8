// @vitest-environment happy-dom
import { MantineProvider, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { area, http, type BridgeError, type Result } from '@shared/contract';
import { DISCARD_QUESTION } from './close-guard';
import { FormDrawer, FormModal, OperationFormBody, useOperationForm } from './index';
import { notices } from '@renderer/app/notices/notice-store';
import { showErrorToast } from '@renderer/app/notify';
import { createQueryClient } from '@renderer/app/query-client';
import { expectCancelAsksOnceTyped } from '@renderer/testing/close-guard';
import { stubMatchMedia } from '@renderer/testing/match-media';

/** A create operation like Create User: marked idempotent, with the spec's kind of messages. */
const accounts = area('accounts', {
  add: http({
    http: { method: 'POST', path: '/add-account' },
    access: 'session',
    input: z.strictObject({ name: z.string().trim().min(1, 'Name is required.').max(100), userName: z.string().trim().min(1).max(20) }),
    output: z.object({ id: z.string() }),
    idempotent: true,
  }),
});

type Call = { input: unknown; options: { idempotencyKey?: string } | undefined; answer(result: Result<{ id: string }>): void };
let calls: Call[];
const saved = vi.fn();

beforeEach(() => {
  calls = [];
  saved.mockReset();
  // The bridge: every call waits until the test answers it, so "pending" can be looked at.
  (window as unknown as { exchange: unknown }).exchange = {
    accounts: {
      add: (input: unknown, options: Call['options']) => new Promise<Result<{ id: string }>>((answer) => calls.push({ input, options, answer })),
    },
  };
  stubMatchMedia();
});
afterEach(cleanup);

function AccountForm({ onClose, onError }: { onClose(): void; onError?: (failure: BridgeError) => boolean }) {
  const kit = useOperationForm({
    operation: accounts.add,
    initialValues: { name: '', userName: '' },
    labels: { name: 'Name', userName: 'User Name' },
    onSuccess: (result) => {
      saved(result.data);
      onClose();
    },
    ...(onError ? { onError } : {}),
  });
  return (
    <OperationFormBody kit={kit} label="Create User" onCancel={onClose}>
      <TextInput label="Name" {...kit.form.getInputProps('name')} />
      <TextInput label="User Name" {...kit.form.getInputProps('userName')} />
    </OperationFormBody>
  );
}

function Harness({ drawer = false, opened = true, onClose = vi.fn() }: { drawer?: boolean; opened?: boolean; onClose?: () => void }) {
  const Container = drawer ? FormDrawer : FormModal;
  const [client] = useState(() => new QueryClient({ defaultOptions: { mutations: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <MantineProvider>
        <Container opened={opened} title="Create User" onClose={onClose}>
          <AccountForm onClose={onClose} />
        </Container>
      </MantineProvider>
    </QueryClientProvider>
  );
}

const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const saveEnabled = () => !save().disabled;
const fill = async (user: ReturnType<typeof userEvent.setup>, name = 'Alice', userName = 'alice') => {
  await user.type(screen.getByLabelText('Name'), name);
  await user.type(screen.getByLabelText('User Name'), userName);
};
const answer = async (call: Call | undefined, result: Result<{ id: string }>) => act(async () => call?.answer(result));
/** Clicks Save, answers that call with `result`, and waits until Save is offered again. */
const saveAndAnswer = async (user: ReturnType<typeof userEvent.setup>, result: Result<{ id: string }>) => {
  await user.click(save());
  await answer(calls.at(-1), result);
  await waitFor(() => expect(saveEnabled()).toBe(true));
};
const failure = (kind: 'network' | 'timeout' | 'conflict' | 'invalid-input', fieldErrors?: Record<string, string>): Result<never> => ({
  ok: false,
  error: { kind, message: 'It did not work.', ...(fieldErrors ? { fieldErrors } : {}) },
});

describe('the form kit', () => {
  it('keeps Save off while invalid, and says so in words on a field touched and left empty', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(saveEnabled()).toBe(false);
    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'x'.repeat(101));
    expect(await screen.findByText('Name: at most 100 characters')).toBeTruthy();
    expect(screen.queryByText(/Too big/)).toBeNull();
    expect(saveEnabled()).toBe(false);
  });

  it('keeps Save off while the call is pending, so a double click sends one request', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await fill(user);
    expect(saveEnabled()).toBe(true);
    await user.dblClick(save());
    expect(calls).toHaveLength(1);
    expect(saveEnabled()).toBe(false);
    await answer(calls[0], { ok: true, data: { id: 'a1' } });
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ id: 'a1' }));
  });

  it('puts the exchange’s field errors on their fields', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await fill(user);
    await user.click(save());
    await answer(calls[0], failure('conflict', { userName: 'This User Name is already taken.' }));
    expect(await screen.findByText('This User Name is already taken.')).toBeTruthy();
    expect(screen.getByLabelText('User Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the same idempotency key on a retry after a time-out or network error', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await fill(user);
    await saveAndAnswer(user, failure('timeout'));
    await saveAndAnswer(user, failure('network'));
    await user.click(save());
    const keys = calls.map((c) => c.options?.idempotencyKey);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('makes a new key after an edit, and after a definite answer', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await fill(user);
    await saveAndAnswer(user, failure('timeout'));
    await user.type(screen.getByLabelText('User Name'), '2');
    await saveAndAnswer(user, failure('conflict'));
    await user.click(save());
    const [first, afterEdit, afterRefusal] = calls.map((c) => c.options?.idempotencyKey);
    expect(afterEdit).not.toBe(first);
    expect(afterRefusal).not.toBe(afterEdit);
  });

  it('asks before closing a dirty form, and closes a clean one at once', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await expectCancelAsksOnceTyped(user, onClose, { label: 'Name', text: 'A' });
  });

  it('starts every opening from the initial values', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness />);
    await user.type(screen.getByLabelText('Name'), 'Half typed');
    rerender(<Harness opened={false} />);
    await waitFor(() => expect(screen.queryByLabelText('Name')).toBeNull());
    rerender(<Harness />);
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('');
  });

  it('guards the drawer the same way', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness drawer onClose={onClose} />);
    await user.type(screen.getByLabelText('Name'), 'A');
    await user.keyboard('{Escape}');
    expect(await screen.findByText(DISCARD_QUESTION)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('a form that answers a refusal itself', () => {
  /** It answers a conflict (say, by asking), under a query client that raises the central toast, as the window's does. */
  const answers = vi.fn((failure: BridgeError) => failure.kind === 'conflict');
  function AnsweringHarness({ shown = true, answering = true }: { shown?: boolean; answering?: boolean }) {
    const [client] = useState(() => createQueryClient(showErrorToast));
    return (
      <QueryClientProvider client={client}>
        <MantineProvider>
          {shown && (
            <FormModal opened title="Create User" onClose={vi.fn()}>
              <AccountForm onClose={vi.fn()} {...(answering ? { onError: answers } : {})} />
            </FormModal>
          )}
        </MantineProvider>
      </QueryClientProvider>
    );
  }
  /** The central error toasts raised, by message (each is kept in the notifications centre too). */
  const errorToasts = () => notices.get().filter((notice) => notice.tone === 'error').map((notice) => notice.message);
  beforeEach(() => {
    answers.mockClear();
    // The forms above raise their own toasts (a keyed form words its uncertain failures itself).
    notifications.clean();
    notices.clear();
  });
  afterEach(() => {
    notifications.clean();
    notices.clear();
  });

  it('raises no toast for the refusal it answered, and the toast for any other', async () => {
    const user = userEvent.setup();
    render(<AnsweringHarness />);
    await fill(user);
    await saveAndAnswer(user, failure('conflict'));
    expect(answers).toHaveBeenCalledOnce();
    expect(errorToasts()).toEqual([]);
    await saveAndAnswer(user, failure('network'));
    expect(errorToasts()).toEqual([`The exchange could not be reached. ${SAVE_AGAIN}`]);
  });

  it('raises the toast for a refusal that comes back once the form is gone: nothing is left to answer it', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<AnsweringHarness />);
    await fill(user);
    await user.click(save());
    rerender(<AnsweringHarness shown={false} />);
    await answer(calls[0], failure('conflict'));
    await waitFor(() => expect(errorToasts()).toEqual(['It did not work.']));
    expect(answers).not.toHaveBeenCalled();
  });

  describe('a keyed form (an `idempotent` operation) whose outcome is not known', () => {
    it('says, once, that it may or may not have been done and that Save again, in this form and unchanged, is safe; a refusal in the exchange’s words', async () => {
      const user = userEvent.setup();
      render(<AnsweringHarness answering={false} />);
      await fill(user);
      await saveAndAnswer(user, failure('timeout'));
      expect(errorToasts()).toEqual([`The exchange did not answer in time. ${SAVE_AGAIN}`]);
      notices.clear();
      await saveAndAnswer(user, { ok: false, error: { kind: 'exchange', status: 503, message: 'Service temporarily unavailable.' } });
      expect(errorToasts()).toEqual([`The exchange failed (Service temporarily unavailable). ${SAVE_AGAIN}`]);
      notices.clear();
      await saveAndAnswer(user, failure('conflict'));
      expect(errorToasts()).toEqual(['It did not work.']);
    });

    it('says to check first once the form is gone: its key went with it, so Save again would be another action', async () => {
      const user = userEvent.setup();
      const { rerender } = render(<AnsweringHarness answering={false} />);
      await fill(user);
      await user.click(save());
      rerender(<AnsweringHarness answering={false} shown={false} />);
      await answer(calls[0], failure('timeout'));
      await waitFor(() => expect(errorToasts()).toEqual([`The exchange did not answer in time. ${CHECK_FIRST}`]));
    });

    /** Saves, types `typed` while the save is on its way, answers a network failure and saves again: the two keys sent. */
    const keysAroundTypingDuringSave = async (typed: string) => {
      const user = userEvent.setup();
      render(<AnsweringHarness answering={false} />);
      await fill(user);
      await user.click(save());
      await user.type(screen.getByLabelText('User Name'), typed);
      await answer(calls[0], failure('network'));
      const toasts = errorToasts();
      await waitFor(() => expect(saveEnabled()).toBe(true));
      await user.click(save());
      return { toasts, keys: calls.map((call) => call.options?.idempotencyKey) };
    };

    it('says to check first when a value was changed while the save was on its way: the next Save is another action, with a new key', async () => {
      const { toasts, keys } = await keysAroundTypingDuringSave('2');
      expect(toasts).toEqual([`The exchange could not be reached. ${CHECK_FIRST}`]);
      expect(keys[1]).toEqual(expect.any(String));
      expect(keys[1]).not.toBe(keys[0]);
    });

    it('says Save again is safe when a value was changed and changed back meanwhile: the same request, so its retry, with the same key', async () => {
      const { toasts, keys } = await keysAroundTypingDuringSave('2{Backspace}');
      expect(toasts).toEqual([`The exchange could not be reached. ${SAVE_AGAIN}`]);
      expect(keys[1]).toEqual(expect.any(String));
      expect(keys[1]).toBe(keys[0]);
    });
  });
});

/** The words after a keyed Save whose outcome is not known, from the open form holding what it sent. */
const SAVE_AGAIN =
  'It may or may not have been done: press the same button again, in this form and without changing it, to finish it. That is safe: the exchange does it once, never twice.';
/** The words when Save again would be another action: the form is gone, or a value changed since the submit. */
const CHECK_FIRST = 'It may or may not have been done: check before you try again.';
