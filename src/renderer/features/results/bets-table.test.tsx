// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResultBet } from '@shared/contract/results';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { BetsTable } from './bets-table';

afterEach(cleanup);

const bet = (betId: string, deadHeat: number | null, deadHeatPlaces: number | null): ResultBet => ({
  betId,
  punter: `punter-${betId}`,
  outcomeName: 'Fact To File',
  side: 'back',
  price: '3.00',
  stake: 100_00,
  status: 'settled',
  placedAt: '2026-11-28T08:37:21.832Z',
  pnl: 50_00,
  deduction: null,
  deadHeat,
  deadHeatPlaces,
  voidFactor: 0,
});

/** The rows of the table named `name` (its header left out), and the text of a row's cells. */
const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('the bets of a settled market', () => {
  it('show the share of its stake a dead heat settled each bet on: ÷k for one place shared, r/k of stake for several', () => {
    renderWithProviders(<BetsTable label="Bets" bets={[bet('a', 2, 1), bet('b', 3, 2), bet('c', 2, null), bet('d', 1, 1), bet('e', null, null)]} />);
    const deadHeatColumn = rowsOf('Bets').map((row) => cells(row)[9]);
    expect(deadHeatColumn).toEqual(['÷2', '2/3 of stake', '÷2', '—', '—']);
  });
});

describe('a settled bet on a non-runner', () => {
  it('reads as void, struck out, with no void factor of its own; the others as settled', () => {
    const nonRunner: ResultBet = { ...bet('n', null, null), outcomeName: 'Gaelic Warrior', pnl: 0, voidFactor: 1 };
    const halfVoid: ResultBet = { ...bet('h', null, null), voidFactor: 0.5 };
    renderWithProviders(<BetsTable label="Race bets" bets={[nonRunner, halfVoid, bet('s', null, null)]} />);
    const rows = rowsOf('Race bets');
    expect(rows.map((row) => [cells(row)[6], cells(row)[10]])).toEqual([
      ['Void: non-runner', '—'],
      ['Settled', '0.5'],
      ['Settled', '—'],
    ]);
    expect(rows.map((row) => row.style.textDecoration)).toEqual(['line-through', '', '']);
  });
});

describe('the open bets of a race with a withdrawal, before Settle', () => {
  it('say which will be void as non-runners and the Rule 4 each other will carry, as the exchange priced them: off a back’s winnings, off a lay’s liability, if its runner wins', () => {
    const open = (betId: string, atSettlement: ResultBet['atSettlement']): ResultBet => ({ ...bet(betId, null, null), status: 'matched', pnl: null, voidFactor: null, ...(atSettlement ? { atSettlement } : {}) });
    const lay: ResultBet = { ...open('l', { nonRunner: false, deduction: 10 }), side: 'lay', outcomeName: 'Galopin Des Champs' };
    const bets = [open('n', { nonRunner: true, deduction: 0 }), open('r', { nonRunner: false, deduction: 30 }), lay, open('w', { nonRunner: false, deduction: 0 }), open('x', undefined)];
    renderWithProviders(<BetsTable label="Race bets" bets={bets} />);
    const rows = rowsOf('Race bets');
    expect(rows.map((row) => [cells(row)[6], cells(row)[8]])).toEqual([
      ['Open · non-runner: void at settlement', '—'],
      ['Open', '30p off the winnings if Fact To File wins'],
      ['Open', '10p off the liability if Galopin Des Champs wins'],
      ['Open', '—'],
      ['Open', '—'],
    ]);
  });
});
