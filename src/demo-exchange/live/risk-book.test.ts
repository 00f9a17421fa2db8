import { describe, expect, it } from 'vitest';
import type { LiveMarket } from '@shared/contract/live';
import { applyBet, createRiskBook, liabilityOf } from './risk-book';

const market = { selections: [{ selectionId: 'a', name: 'A', status: 'active' }, { selectionId: 'b', name: 'B', status: 'active' }] } as LiveMarket;

describe('the house risk book', () => {
  it('loses stake × (odds − 1) on a backed selection that wins and keeps the stake otherwise', () => {
    const book = createRiskBook(market, 'ladder');
    applyBet(book, { outcomeId: 'a', side: 'back', odds: 3, stake: 100 }, 'ladder');
    expect(Object.fromEntries(book.pnl)).toEqual({ a: -200, b: 100 });
    expect(liabilityOf(book)).toBe(200);
  });

  it('offsets lay bets against back bets', () => {
    const book = createRiskBook(market, 'ladder');
    applyBet(book, { outcomeId: 'a', side: 'back', odds: 3, stake: 100 }, 'ladder');
    applyBet(book, { outcomeId: 'a', side: 'lay', odds: 3, stake: 100 }, 'ladder');
    expect(Object.fromEntries(book.pnl)).toEqual({ a: 0, b: 0 });
    expect(liabilityOf(book)).toBe(0);
    expect(book).toMatchObject({ betCount: 2, stake: 200 });
  });

  it('treats a fancy "Yes" and "No" as backs of the two ways a line can end', () => {
    const book = createRiskBook(market, 'line');
    applyBet(book, { outcomeId: 'yes', side: 'back', odds: 2, stake: 100 }, 'line');
    applyBet(book, { outcomeId: 'no', side: 'lay', odds: 1.9, stake: 50 }, 'line');
    expect(Object.fromEntries(book.pnl)).toEqual({ yes: -50, no: 55 });
    expect(liabilityOf(book)).toBe(50);
  });
});
