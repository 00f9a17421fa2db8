import { describe, expect, it } from 'vitest';
import { marketResult } from '@renderer/testing/market-result';
import { betsVoidedSummary, voidMarketSummary, voidMarketTitle } from './void-words';

const WIN = marketResult({ marketId: 'm-win', marketName: 'Win', eventName: '15:10 Cheltenham', family: 'racing' });

describe('what a void of chosen bets says', () => {
  it('speaks of one bet as "it" and of several as "them"', () => {
    expect(betsVoidedSummary(1, true)).toBe(
      '1 bet will be voided: its stake is no longer at risk. The market is settled: its settlement is rolled back and it settles again without it (a post-void).',
    );
    expect(betsVoidedSummary(3, true)).toBe(
      '3 bets will be voided: their stakes are no longer at risk. The market is settled: its settlement is rolled back and it settles again without them (a post-void).',
    );
    expect(betsVoidedSummary(1, false)).toBe('1 bet will be voided: its stake is no longer at risk.');
  });
});

describe('what voiding a market says', () => {
  it('names the market with its event, whatever the family', () => {
    expect(voidMarketTitle(WIN)).toBe('Void 15:10 Cheltenham · Win');
    expect(voidMarketTitle({ eventName: 'Arsenal v Chelsea', marketName: 'Match Odds' })).toBe('Void Arsenal v Chelsea · Match Odds');
  });

  it('names a race made in the console with its course, as the racing desk does, and a race named by its course once', () => {
    expect(voidMarketTitle({ eventName: 'QA Stakes', course: 'Ascot', marketName: 'Win' })).toBe('Void QA Stakes, Ascot · Win');
    expect(voidMarketTitle({ ...WIN, course: 'Cheltenham' })).toBe('Void 15:10 Cheltenham · Win');
    expect(voidMarketSummary({ ...WIN, eventName: 'QA Stakes', course: 'Ascot', status: null, version: 0, openBets: 1 })).toMatch(/^The one open bet of QA Stakes, Ascot · Win is voided/);
  });

  it('on a settled market, says its settlement is rolled back and refunded before the bets are voided, not that open bets are', () => {
    const summary = voidMarketSummary({ ...WIN, status: 'settled', version: 2, openBets: 0 });
    expect(summary).toBe(
      '15:10 Cheltenham · Win is settled. Its settlement (version 2) is rolled back first: every posting it made is reversed, so punters give back what they won and are refunded what they lost. ' +
        'Then every one of its bets is voided: no punter wins or loses anything on it. The market is closed as voided: it takes no more bets and cannot be settled again.',
    );
    expect(summary).not.toMatch(/open bet/);
  });

  it('on a market not settled, counts its open bets', () => {
    expect(voidMarketSummary({ ...WIN, status: 'declared', openBets: 1 })).toBe(
      'The one open bet of 15:10 Cheltenham · Win is voided: its stake is no longer at risk. The market is closed as voided: it takes no more bets and cannot be settled again.',
    );
    expect(voidMarketSummary({ ...WIN, openBets: 1_200 })).toMatch(/^The 1,200 open bets of 15:10 Cheltenham · Win are voided: their stakes are no longer at risk\./);
    expect(voidMarketSummary({ ...WIN, openBets: 0 })).toMatch(/^15:10 Cheltenham · Win has no open bets to void\./);
  });
});
