import { describe, expect, it } from 'vitest';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

interface Card { marketId: string; runners: Array<{ selectionId: string; name: string; status: string; withdrawn: { deduction: number } | null }>; totalDeduction: number }

const racingMarket = async () => {
  const page = await exchange.api.ok<{ data: Array<{ _id: string; status: string }> }>('/family/markets', { family: 'racing' });
  const market = page.data.find((m) => m.status === 'open');
  if (!market) throw new Error('no open racing market');
  return market._id;
};

describe('the racing desk', () => {
  it('withdraws a non-runner with its Rule 4 deduction, adds deductions up to 90, and refuses a second withdrawal', async () => {
    const marketId = await racingMarket();
    const card = await exchange.api.ok<Card>('/racing/card', { marketId });
    const [first, second, third] = card.runners;
    if (!first || !second || !third) throw new Error('a race has three runners');
    const once = await exchange.api.ok<Card>('/racing/withdraw', { marketId, selectionId: first.selectionId, price: 2.5 });
    expect(once.runners[0]).toMatchObject({ status: 'removed', withdrawn: { deduction: 30 } });
    expect(once.totalDeduction).toBe(30);
    const twice = await exchange.api.ok<Card>('/racing/withdraw', { marketId, selectionId: second.selectionId, price: 1.1 });
    expect(twice.totalDeduction).toBe(90);
    expect((await exchange.api.call('/racing/withdraw', { marketId, selectionId: first.selectionId, price: 3 })).status).toBe(409);
    expect((await exchange.api.call('/racing/withdraw', { marketId, selectionId: third.selectionId, price: 0.5 })).status).toBe(400);
    const audit = await exchange.api.ok<{ data: Array<{ action: string }> }>('/audit-log-list', { length: 3 });
    expect(audit.data[0]?.action).toBe('racing.withdraw');
  });
});
