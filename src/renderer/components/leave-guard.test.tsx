// @vitest-environment happy-dom
import { MantineProvider, TextInput } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { area, http, type Result } from '@shared/contract';
import { ORDER_QUESTION, useDraftOrder } from './draft-order';
import { FormModal, OperationFormBody, useOperationForm } from './form-kit';
import { MODAL_FORM_QUESTION } from './form-kit/close-guard';
import { PAGE_FORM_QUESTION, LeaveGuardProvider, useUnsavedWork } from './leave-guard';
import { TabbedScreen } from './tabbed-screen';
import { expectCancelAsksOnceTyped } from '@renderer/testing/close-guard';
import { stubMatchMedia } from '@renderer/testing/match-media';

/** A page form like the article editor: on the page, not in a modal. */
const notes = area('notes', {
  save: http({
    http: { method: 'POST', path: '/save-note' },
    access: 'session',
    input: z.strictObject({ text: z.string().trim().min(1).max(100) }),
    output: z.object({ id: z.string() }),
  }),
});

let answers: Array<(result: Result<{ id: string }>) => void>;

beforeEach(() => {
  answers = [];
  (window as unknown as { exchange: unknown }).exchange = {
    notes: { save: () => new Promise<Result<{ id: string }>>((answer) => answers.push(answer)) },
  };
  stubMatchMedia();
});
afterEach(cleanup);

function NoteForm({ onCancel = () => undefined }: { onCancel?: () => void }) {
  const kit = useOperationForm({ operation: notes.save, initialValues: { text: '' }, labels: { text: 'Text' }, drafts: false, onSuccess: () => undefined });
  return (
    <OperationFormBody kit={kit} label="Note" onCancel={onCancel}>
      <TextInput label="Text" {...kit.form.getInputProps('text')} />
    </OperationFormBody>
  );
}

function LogoutButton() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate('/login')}>Log out</button>;
}

function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { mutations: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <MantineProvider>{children}</MantineProvider>
    </QueryClientProvider>
  );
}

/** The shell's guard around a page, and a second page to leave for. */
function renderPages(page: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <LeaveGuardProvider>
            <Link to="/other">Other page</Link>
            <LogoutButton />
            {page}
          </LeaveGuardProvider>
        ),
      },
      { path: '/other', element: <p>The other page</p> },
      { path: '/login', element: <p>Login</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const question = () => screen.queryByText(PAGE_FORM_QUESTION);

describe('LeaveGuardProvider', () => {
  it('leaves at once while the page form is untouched', async () => {
    const router = renderPages(<NoteForm />);
    await userEvent.click(screen.getByRole('link', { name: 'Other page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
  });

  it('asks before leaving a page whose form holds unsaved text: Keep editing stays with the text, Discard leaves', async () => {
    const router = renderPages(<NoteForm />);
    await userEvent.type(screen.getByLabelText('Text'), 'half a note');
    await userEvent.click(screen.getByRole('link', { name: 'Other page' }));
    expect(await screen.findByText(PAGE_FORM_QUESTION)).toBeTruthy();
    // The safe answer has the focus: Enter keeps the work.
    const keep = within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep editing' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    await userEvent.click(keep);
    await waitFor(() => expect(question()).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect((screen.getByLabelText('Text') as HTMLInputElement).value).toBe('half a note');

    await userEvent.click(screen.getByRole('link', { name: 'Other page' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
  });

  it('never holds back the way to login (a session that ends leaves at once; the draft is kept for the next login)', async () => {
    const router = renderPages(<NoteForm />);
    await userEvent.type(screen.getByLabelText('Text'), 'half a note');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("asks before the page form's own Cancel throws its text away", async () => {
    const onCancel = vi.fn();
    renderPages(<NoteForm onCancel={onCancel} />);
    await expectCancelAsksOnceTyped(userEvent, onCancel, { label: 'Text', text: 'typed' });
  });

  it('counts a saved form as saved: leaving after the exchange confirms asks nothing', async () => {
    const router = renderPages(<NoteForm />);
    await userEvent.type(screen.getByLabelText('Text'), 'a whole note');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => answers[0]?.({ ok: true, data: { id: 'n1' } }));
    await userEvent.click(screen.getByRole('link', { name: 'Other page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
  });

  it('asks before the same screen opens with another search (the search palette’s ?tab=…&q=…), which rebuilds it', async () => {
    const router = renderPages(<NoteForm />);
    await userEvent.type(screen.getByLabelText('Text'), 'half a note');
    await act(async () => void router.navigate('/?tab=punters&q=punter0001'));
    expect(await screen.findByText(PAGE_FORM_QUESTION)).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('asks before another screen replaces the page under an open form in a modal', async () => {
    const router = renderPages(
      <FormModal opened title="Add note" onClose={() => undefined}>
        <NoteForm />
      </FormModal>,
    );
    await userEvent.type(await screen.findByLabelText('Text'), 'half a note');
    await act(async () => void router.navigate('/other'));
    expect(await screen.findByText(MODAL_FORM_QUESTION)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it("asks before another tab replaces a tab whose form holds unsaved text, with the unsaved work's own question", async () => {
    function ReorderedList() {
      useUnsavedWork(() => true, 'This list has changes that are not saved. Leave it and lose them?');
      return <p>A list moved about</p>;
    }
    renderPages(
      <TabbedScreen
        title="Area"
        tabs={[
          { value: 'form', label: 'Form', panel: () => <NoteForm /> },
          { value: 'list', label: 'List', panel: () => <ReorderedList /> },
          { value: 'third', label: 'Third', panel: () => <p>Nothing to lose</p> },
        ]}
      />,
    );
    await userEvent.type(screen.getByLabelText('Text'), 'typed');
    // The tab already open is no change: nothing to ask.
    await userEvent.click(screen.getByRole('tab', { name: 'Form' }));
    expect(question()).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'List' }));
    expect(await screen.findByText(PAGE_FORM_QUESTION)).toBeTruthy();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('tab', { name: 'Form' }).getAttribute('aria-selected')).toBe('true');

    await userEvent.click(screen.getByRole('tab', { name: 'List' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'List' }).getAttribute('aria-selected')).toBe('true'));

    await userEvent.click(screen.getByRole('tab', { name: 'Third' }));
    expect(await screen.findByText('This list has changes that are not saved. Leave it and lose them?')).toBeTruthy();
  });
});

describe('useDraftOrder', () => {
  it('asks before an order moved about and not saved is lost', async () => {
    function Order() {
      const order = useDraftOrder(['a', 'b'], (id) => id);
      return <button onClick={() => order.change(['b', 'a'])}>Move b up</button>;
    }
    const router = renderPages(<Order />);
    await userEvent.click(screen.getByRole('button', { name: 'Move b up' }));
    await userEvent.click(screen.getByRole('link', { name: 'Other page' }));
    expect(await screen.findByText(ORDER_QUESTION)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
  });
});
