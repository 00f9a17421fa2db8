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

  it('withdraws the runner from the race’s Place market too, says so, and names the race and its markets in the audit', async () => {
    const page = await exchange.api.ok<{ data: Array<{ _id: string; eventId: string; eventName: string; name: string; status: string }> }>('/family/markets', { family: 'racing' });
    // The last race: the test above withdrew runners from the first.
    const win = page.data.findLast((m) => m.name === 'Win' && m.status === 'open' && page.data.some((p) => p.eventId === m.eventId && p.name === 'Place'));
    const place = page.data.find((m) => m.eventId === win?.eventId && m.name === 'Place');
    if (!win || !place) throw new Error('a race with a Win and a Place market');
    const card = await exchange.api.ok<Card>('/racing/card', { marketId: win._id });
    const runner = card.runners.find((r) => !r.withdrawn);
    if (!runner) throw new Error('a runner still running');
    const done = await exchange.api.call('/racing/withdraw', { marketId: win._id, selectionId: runner.selectionId, price: 2.5 });
    expect(done.status).toBe(200);
    expect(done.body.meta.message).toBe(`${runner.name} withdrawn from Win and Place: Rule 4 deduction 30p (total 30p).`);
    const placeCard = await exchange.api.ok<Card>('/racing/card', { marketId: place._id });
    expect(placeCard.runners.find((r) => r.name === runner.name)).toMatchObject({ status: 'removed', withdrawn: { deduction: 30 } });
    const audit = await exchange.api.ok<{ data: Array<{ action: string; targetName: string | null; after: Record<string, unknown> }> }>('/audit-log-list', { length: 1 });
    expect(audit.data[0]).toMatchObject({ action: 'racing.withdraw', targetName: `${win.eventName} · Win and Place`, after: { market: `${win.eventName} · Win and Place`, runner: runner.name, deduction: 30, totals: '30p' } });
  });

  it('says a withdrawal at too long a price to matter has no Rule 4 deduction, never "0p"', async () => {
    const page = await exchange.api.ok<{ data: Array<{ _id: string }> }>('/family/markets', { family: 'racing' });
    const cards = await Promise.all(page.data.map((m) => exchange.api.ok<Card>('/racing/card', { marketId: m._id })));
    // A race the tests above left alone.
    const card = cards.find((c) => c.totalDeduction === 0 && c.runners.filter((r) => !r.withdrawn).length >= 3);
    const [first, second, third] = card?.runners ?? [];
    if (!card || !first || !second || !third) throw new Error('a race with no withdrawal yet');
    const withdraw = async (selectionId: string, price: number) => (await exchange.api.call('/racing/withdraw', { marketId: card.marketId, selectionId, price })).body.meta.message as string;
    expect(await withdraw(first.selectionId, 12)).toMatch(new RegExp(`^${first.name} withdrawn from [A-Za-z ]+: no Rule 4 deduction\\.$`));
    expect(await withdraw(second.selectionId, 2.5)).toMatch(/: Rule 4 deduction 30p \(total 30p\)\.$/);
    expect(await withdraw(third.selectionId, 12)).toMatch(/: no Rule 4 deduction \(total 30p\)\.$/);
  });
});
