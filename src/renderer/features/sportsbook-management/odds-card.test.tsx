// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SportsbookMarket } from '@shared/contract/sportsbook';
import { createQueryClient } from '@renderer/app/query-client';
import { theme } from '@renderer/app/theme';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { OddsCard } from './odds-card';

const selection = (n: number, name: string, odds: number) => ({ selectionId: `5f000000000000000000000${n}`, name, status: 'active', odds, pnl: 0 });
const MARKET = {
  marketId: '5f00000000000000000000aa',
  name: 'Total Goals',
  eventId: 'e1',
  eventName: 'Arsenal v Chelsea',
  status: 'open',
  selections: [selection(1, '0 goals', 9), selection(2, '1 goal', 4), selection(3, '2 or more goals', 1.5)],
  betCount: 0,
  stake: 0,
  liability: 0,
  priceUpdatedAt: null,
  priceUpdatedBy: null,
} as unknown as SportsbookMarket;

const savePrice = vi.fn();
beforeEach(() => {
  stubMatchMedia();
  (window as unknown as { exchange: unknown }).exchange = { sportsbook: { savePrice, setSelectionStatus: vi.fn() } };
});
afterEach(cleanup);

describe('a sportsbook odds card', () => {
  it('shows no book and keeps Send off while a price is wrong, says why on its field, and sends nothing on Enter', () => {
    render(
      <QueryClientProvider client={createQueryClient(vi.fn())}>
        <MantineProvider theme={theme}>
          <OddsCard market={MARKET} focused onFocus={vi.fn()} onMove={vi.fn()} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const book = () => screen.getByTestId('book-percent').textContent;
    const send = () => screen.getByRole('button', { name: 'Send odds' }) as HTMLButtonElement;
    expect(book()).toMatch(/^Book 102\.8/);
    const odds = screen.getByLabelText('Odds of 0 goals');
    fireEvent.change(odds, { target: { value: '' } });
    expect(book()).toBe('Book —');
    expect(send().disabled).toBe(true);
    expect(screen.getByText('Odds: a number.')).toBeTruthy();
    fireEvent.keyDown(odds, { key: 'Enter' });
    expect(savePrice).not.toHaveBeenCalled();
    fireEvent.change(odds, { target: { value: '8' } });
    expect(book()).toMatch(/^Book 104\.2/);
    expect(send().disabled).toBe(false);
  });
});
