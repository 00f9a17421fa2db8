// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Result } from '@shared/contract';
import type { PermissionKey } from '@shared/permissions';
import { createQueryClient } from '@renderer/app/query-client';
import { sessionAtom } from '@renderer/app/session/session-atoms';
import { theme } from '@renderer/app/theme';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { CasinoStreamsTab } from './casino-streams-tab';

let answer: Result<unknown>;
let client: QueryClient;
const TABLES = ['Teen Patti 20-20', 'Lucky 7', 'Andar Bahar International'].map((name, i) => ({ _id: `5f00000000000000000000c${i}`, name }));
const STREAM = { _id: '5f00000000000000000000s1', name: 'Teen cam', kind: 'casino' };
const saveCasinoMonitor = vi.fn();
const casinoEvents = vi.fn();
beforeEach(() => {
  stubMatchMedia();
  saveCasinoMonitor.mockReset();
  casinoEvents.mockReset().mockResolvedValue(ok({ recordsTotal: TABLES.length, recordsFiltered: TABLES.length, data: TABLES }));
  (window as unknown as { exchange: unknown }).exchange = {
    streaming: { casinoMonitors: async () => answer, streams: async () => ok({ recordsTotal: 1, recordsFiltered: 1, data: [STREAM] }), saveCasinoMonitor },
    casino: { events: casinoEvents },
  };
  client = createQueryClient(vi.fn());
});
afterEach(cleanup);

const show = (permissions: PermissionKey[] = []) => {
  const store = createStore();
  const granted: Record<string, true> = Object.fromEntries(permissions.map((key) => [key, true as const]));
  store.set(sessionAtom, { status: 'loggedIn', user: { id: 'u1', userName: 'streams', role: 'trader' }, permissions: granted, expiresAt: Date.now() + 60_000, tokenStorage: 'memory' });
  return render(
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <MantineProvider theme={theme}>
          <CasinoStreamsTab />
        </MantineProvider>
      </QueryClientProvider>
    </Provider>,
  );
};

/** Opens Add, picks the stream, and answers the save with `saved`. */
const openAdd = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Add casino stream monitor' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('textbox', { name: 'Stream' }));
  await user.click(await screen.findByRole('option', { name: 'Teen cam' }));
  return dialog;
};

describe('the Casino streams tab', () => {
  it('says in the list why it could not be read, instead of a bare header', async () => {
    answer = fail({ kind: 'exchange', status: 500, message: 'Internal server error.' });
    show();
    expect((await screen.findByRole('alert')).textContent).toContain('The casino stream monitors could not be loaded: Internal server error.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists a monitor with the flags that are on, and says so when there is none', async () => {
    answer = ok([{ _id: 'm1', tableName: 'Teen Patti 20-20', streamId: 's1', streamName: 'Teen cam', flags: { autoplay: true, sound: false, showScore: false, showRound: true } }]);
    show();
    expect(await screen.findByText('Teen Patti 20-20')).toBeTruthy();
    expect(screen.getByText('Autoplay')).toBeTruthy();
    expect(screen.getByText('Show round')).toBeTruthy();
    expect(screen.queryByText('Sound')).toBeNull();
    cleanup();
    answer = ok([]);
    client = createQueryClient(vi.fn());
    show();
    expect(await screen.findByText('No casino table has a stream on the monitor yet.')).toBeTruthy();
  });

  it("offers the casino's tables for Table, and saves the one picked by name", async () => {
    answer = ok([]);
    saveCasinoMonitor.mockResolvedValue(ok({ _id: 'm1', tableName: 'Lucky 7', streamId: STREAM._id, streamName: 'Teen cam', flags: { autoplay: true, sound: false, showScore: false, showRound: false } }));
    const user = userEvent.setup();
    show(['streamingManagement', 'casinoMonitor']);
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('textbox', { name: 'Table' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(expect.arrayContaining(['Andar Bahar International', 'Lucky 7', 'Teen Patti 20-20']));
    await user.click(screen.getByRole('option', { name: 'Lucky 7' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveCasinoMonitor).toHaveBeenCalledTimes(1));
    expect(saveCasinoMonitor.mock.calls[0]?.[0]).toEqual({ tableName: 'Lucky 7', streamId: STREAM._id, flags: { autoplay: true } });
  });

  it('shows the exchange refusing a name that is no casino table on the Table field', async () => {
    answer = ok([]);
    const refusal = 'Table: not one of the casino’s tables.';
    saveCasinoMonitor.mockResolvedValue(fail({ kind: 'invalid-input', status: 400, message: refusal, fieldErrors: { tableName: refusal } }));
    const user = userEvent.setup();
    // Without casinoMonitor the tables cannot be listed: the name is typed, and the exchange checks it.
    show(['streamingManagement']);
    const dialog = await openAdd(user);
    expect(casinoEvents).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Table' }), 'Teen Patti 1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveCasinoMonitor).toHaveBeenCalledTimes(1));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
  });

  it('shows the exchange refusing a second monitor of a table on the Table field, and keeps the form open', async () => {
    answer = ok([]);
    const refusal = 'Lucky 7 has a stream monitor already: edit that one.';
    saveCasinoMonitor.mockResolvedValue(fail({ kind: 'conflict', status: 409, message: refusal, fieldErrors: { tableName: refusal } }));
    const user = userEvent.setup();
    show(['streamingManagement', 'casinoMonitor']);
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('textbox', { name: 'Table' }));
    await user.click(await screen.findByRole('option', { name: 'Lucky 7' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveCasinoMonitor).toHaveBeenCalledTimes(1));
    const table = within(dialog).getByRole('textbox', { name: 'Table' });
    await waitFor(() => expect(table.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${table.id}-error`)?.textContent).toBe(refusal);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });
});
