// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Result } from '@shared/contract';
import { createQueryClient } from '@renderer/app/query-client';
import { theme } from '@renderer/app/theme';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { CasinoStreamsTab } from './casino-streams-tab';

let answer: Result<unknown>;
let client: QueryClient;
beforeEach(() => {
  stubMatchMedia();
  (window as unknown as { exchange: unknown }).exchange = { streaming: { casinoMonitors: async () => answer } };
  client = createQueryClient(vi.fn());
});
afterEach(cleanup);

const show = () =>
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <CasinoStreamsTab />
      </MantineProvider>
    </QueryClientProvider>,
  );

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
});
