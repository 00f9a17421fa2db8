import { describe, expect, it } from 'vitest';
import type { LiveBet } from '@shared/contract/live';
import { betMatches } from './bet-filter';

const bet = { user: 'punter007', marketName: 'Match Odds', eventName: 'Arsenal v Chelsea', selectionName: 'Arsenal', side: 'back', stake: 500 } as LiveBet;

describe('the bet ticker filter', () => {
  it('matches on side, minimum stake and text in user, market, event or selection', () => {
    expect(betMatches(bet, {})).toBe(true);
    expect(betMatches(bet, { side: 'lay' })).toBe(false);
    expect(betMatches(bet, { minStake: 501 })).toBe(false);
    expect(betMatches(bet, { search: 'CHELSEA' })).toBe(true);
    expect(betMatches(bet, { search: 'punter00' })).toBe(true);
    expect(betMatches(bet, { search: 'draw' })).toBe(false);
  });
});
