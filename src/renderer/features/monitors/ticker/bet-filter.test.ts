import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LiveBet } from '@shared/contract/live';
import { hasEveryWord } from '@shared/search/words';
import { betMatcher } from './bet-filter';

const bet = { user: 'punter007', marketName: 'Match Odds', eventName: 'Arsenal v Chelsea', selectionName: 'Arsenal', side: 'back', stake: 500 } as LiveBet;
const ravi = { user: 'Ravi', marketName: 'Match Odds', eventName: 'Chennai Super Kings v Mumbai Indians', selectionName: 'Mumbai Indians', side: 'lay', stake: 200 } as LiveBet;

describe('the bet ticker filter', () => {
  it('matches on side, minimum stake and text in user, market, event or selection', () => {
    expect(betMatcher({})(bet)).toBe(true);
    expect(betMatcher({ side: 'lay' })(bet)).toBe(false);
    expect(betMatcher({ minStake: 501 })(bet)).toBe(false);
    expect(betMatcher({ search: 'CHELSEA' })(bet)).toBe(true);
    expect(betMatcher({ search: 'punter00' })(bet)).toBe(true);
    expect(betMatcher({ search: 'draw' })(bet)).toBe(false);
  });

  it('reads the search word by word: every word in one of the fields, in any order and case, punctuation alone ignored', () => {
    const shown = (search: string) => [bet, ravi].filter(betMatcher({ search })).map((b) => b.user);
    expect(shown('Ravi Chennai')).toEqual(['Ravi']);
    expect(shown('chennai  RAVI')).toEqual(['Ravi']);
    expect(shown('Odds Match')).toEqual(['punter007', 'Ravi']);
    expect(shown('Match Odds · Arsenal v Chelsea')).toEqual(['punter007']);
    expect(shown('Ravi Arsenal')).toEqual([]);
    expect(shown(' · ')).toEqual(['punter007', 'Ravi']);
    expect(betMatcher({ search: 'Ravi Chennai', side: 'back' })(ravi)).toBe(false);
  });

  it('finds a bet exactly when hasEveryWord finds the search in its user, market, event and selection (property-based)', () => {
    const word = fc.constantFrom('Ravi', 'punter', 'Match', 'odds', 'Chennai', 'mumbai', 'v', 'Kings', 'zz', '·', 'A', '-');
    const someBet = fc.constantFrom(bet, ravi);
    fc.assert(
      fc.property(someBet, fc.array(word, { maxLength: 4 }), fc.constantFrom(' ', '  ', '\t'), (b, words, gap) => {
        const search = words.join(gap);
        expect(betMatcher({ search })(b), search).toBe(hasEveryWord(`${b.user} ${b.marketName} ${b.eventName} ${b.selectionName}`, search));
      }),
    );
  });
});
