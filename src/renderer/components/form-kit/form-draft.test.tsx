// @vitest-environment happy-dom
import { MantineProvider, TextInput } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { area, http } from '@shared/contract';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { DRAFT_SAVE_DELAY_MS, DRAFTS_CHANGED } from './use-form-draft';
import { KeyForm, OperationFormBody, useKeyForm, useOperationForm } from './index';

const content = area('content', {
  saveTelegram: http({ http: { method: 'POST', path: '/telegram' }, access: 'session', input: z.strictObject({ link: z.string().max(200) }), output: z.object({}) }),
});

const saveDraft = vi.fn();
beforeEach(() => {
  saveDraft.mockReset();
  (window as unknown as { exchange: unknown }).exchange = {
    continuity: { draft: async () => ({ ok: true, data: null }), saveDraft: async (input: unknown) => (saveDraft(input), { ok: true, data: {} }), discardDraft: async () => ({ ok: true, data: {} }) },
  };
  stubMatchMedia();
});
afterEach(cleanup);

function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <MantineProvider>{children}</MantineProvider>
    </QueryClientProvider>
  );
}

/** A form in a page section, not in a modal or drawer: no title names it but its own label. */
function InlineForm() {
  const kit = useOperationForm({ operation: content.saveTelegram, initialValues: { link: '' }, labels: { link: 'Telegram link' }, onSuccess: vi.fn() });
  return (
    <OperationFormBody kit={kit} label="Telegram link" onCancel={() => kit.form.reset()}>
      <TextInput label="Link" {...kit.form.getInputProps('link')} />
    </OperationFormBody>
  );
}

function DeskForm() {
  const kit = useKeyForm({ operation: content.saveTelegram, initialValues: { link: '' }, onSuccess: vi.fn() });
  return (
    <KeyForm kit={kit} label="Desk">
      <TextInput label="Link" {...kit.form.getInputProps('link')} />
    </KeyForm>
  );
}

const renderForm = (form: ReactNode) => render(<Providers>{form}</Providers>);

/** The bridge's save of the Telegram link, for a test that submits the form. */
const answerSaves = (saveTelegram: () => Promise<unknown>) => {
  (window as unknown as { exchange: Record<string, unknown> }).exchange.content = { saveTelegram };
};

const typeLink = (text: string) => userEvent.setup().type(screen.getByLabelText('Link'), text);

/** Lets the draft's debounce pass twice over: a draft would have been handed to main by then. */
const pastTheDraftDelay = () => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS * 2));

describe('drafts of kit forms', () => {
  it('names the draft of a form outside a modal by its label, never its operation id', async () => {
    renderForm(<InlineForm />);
    await typeLink('https://t.me/desk');
    await vi.waitFor(() => expect(saveDraft).toHaveBeenCalled());
    expect(saveDraft.mock.calls.at(-1)?.[0]).toMatchObject({ label: 'Telegram link', values: { link: 'https://t.me/desk' } });
  });

  it('keeps no draft of a desk form: a price typed on a desk is not one to restore later', async () => {
    const { unmount } = renderForm(<DeskForm />);
    await typeLink('https://t.me/desk');
    await pastTheDraftDelay();
    // Nor when the form goes away (a session ending keeps the drafts of the forms that have them).
    unmount();
    await pastTheDraftDelay();
    expect(saveDraft).not.toHaveBeenCalled();
  });

  it('says so on the window when a saved form drops its draft, for the drafts notice', async () => {
    answerSaves(async () => ({ ok: true, data: {} }));
    const changed = vi.fn();
    window.addEventListener(DRAFTS_CHANGED, changed);
    try {
      renderForm(<InlineForm />);
      await typeLink('https://t.me/desk');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
      await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    } finally {
      window.removeEventListener(DRAFTS_CHANGED, changed);
    }
  });

  it('keeps no draft of values saved within the typing pause (typed, then Enter at once), though the form stays on its page', async () => {
    const saveTelegram = vi.fn(async () => ({ ok: true, data: {} }));
    answerSaves(saveTelegram);
    renderForm(<InlineForm />);
    await typeLink('https://t.me/desk{Enter}');
    await vi.waitFor(() => expect(saveTelegram).toHaveBeenCalledOnce());
    await pastTheDraftDelay();
    expect(saveDraft).not.toHaveBeenCalled();
  });
});
