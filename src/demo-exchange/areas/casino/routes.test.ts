import { describe, expect, it } from 'vitest';
import { DEMO_TRADER_PASSWORD } from '../../accounts';
import { rupeesText } from '@shared/money/money-text';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

interface Round { roundId: string; seq: number; status: string; bets: number; staked: number; paid: number | null; eventName: string }
interface Detail { round: Round; bets: Array<{ userName: string; outcome: string; stake: number; odds: number; payout: number | null }> }

const balanceOf = (userName: string) => Number(exchange.t.db().prepare('SELECT b.balance FROM account_balances b JOIN accounts a ON a._id = b.accountId WHERE a.userName = ?').get(userName)?.balance);

const unsettled = () => exchange.api.ok<Round[]>('/casino/international/unsettled');

describe('casino tabs and tables', () => {
  it('creates, renames, reorders and deletes tabs, audited', async () => {
    const tabs = await exchange.api.ok<Array<{ _id: string; name: string }>>('/casino/tab/list');
    expect(tabs.map((t) => t.name)).toEqual(['Live Casino', 'Card Games', 'Virtual Sports']);
    const created = await exchange.api.ok<{ _id: string; sequence: number }>('/casino/tab/save', { name: 'Jackpots' });
    expect(created.sequence).toBe(4);
    const twin = await exchange.api.call('/casino/tab/save', { name: 'jackpots' });
    expect(twin.status).toBe(409);
    expect(twin.body.meta.message).toEqual({ name: { message: 'A tab named Jackpots exists already.' } });
    const ids = [created._id, ...tabs.map((t) => t._id)];
    const ordered = await exchange.api.ok<Array<{ _id: string }>>('/casino/tab/sequence', { ids });
    expect(ordered.map((t) => t._id)).toEqual(ids);
    expect((await exchange.api.call('/casino/tab/sequence', { ids: ids.slice(1) })).status).toBe(409);
    await exchange.api.ok('/casino/tab/delete', { _id: created._id });
    const audit = await exchange.api.ok<{ data: Array<{ action: string }> }>('/audit-log-list', { length: 3 });
    expect(audit.data.map((a) => a.action)).toEqual(['casinoTab.delete', 'casinoTab.sequence', 'casinoTab.create']);
  });

  it('saves a table with its game and limits, changes its status, and validates its fields', async () => {
    const table = await exchange.api.ok<{ _id: string; status: string; maxStake: number }>('/casino/event/save', { name: 'Speed Lucky 7', game: 'lucky7', roundSeconds: 5, minStake: 10, maxStake: 1000 });
    expect(table).toMatchObject({ status: 'active', maxStake: 1000 });
    expect(await exchange.api.ok('/casino/event/status', { _id: table._id, status: 'suspended' })).toMatchObject({ status: 'suspended' });
    const twin = await exchange.api.call('/casino/event/save', { name: 'SPEED lucky 7', game: 'lucky7', roundSeconds: 5, minStake: 10, maxStake: 1000 });
    expect(twin.status).toBe(409);
    expect(twin.body.meta.message).toEqual({ name: { message: 'A table named Speed Lucky 7 exists already.' } });
    const bad = await exchange.api.call('/casino/event/save', { name: 'Bad', game: 'lucky7', minStake: 100, maxStake: 10 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.meta.message)).toContain('Maximum stake: at least the minimum stake.');
    const page = await exchange.api.ok<{ data: Array<{ name: string }>; recordsFiltered: number }>('/casino/event/list', { start: 0, length: 10, search: { value: 'speed' } });
    expect(page.data.map((e) => e.name)).toEqual(['Speed Lucky 7']);
    // Game and provider as the list shows them ("House", not its code), word by word with the name.
    const found = async (value: string) => (await exchange.api.ok<{ data: Array<{ name: string; provider: string }> }>('/casino/event/list', { start: 0, length: 100, search: { value } })).data;
    const house = await found('House');
    expect(house.map((e) => e.name)).toContain('Speed Lucky 7');
    for (const row of house) expect(row.provider).toBe('house');
    expect((await found('lucky 7 house speed')).map((e) => e.name)).toEqual(['Speed Lucky 7']);
    expect(await found('speed international')).toEqual([]);
    await exchange.api.ok('/casino/event/delete', { _id: table._id });
  });

  it('keeps the game of a table that has played rounds, and says why on its game field', async () => {
    const played = exchange.t.db().prepare("SELECT _id, name, game FROM casino_events e WHERE deletedAt IS NULL AND EXISTS (SELECT 1 FROM casino_rounds r WHERE r.eventId = e._id)").get() as { _id: string; name: string; game: string };
    const other = played.game === 'lucky7' ? 'teenPatti' : 'lucky7';
    const refused = await exchange.api.call('/casino/event/save', { _id: played._id, name: played.name, game: other });
    expect(refused.status).toBe(409);
    expect(refused.body.meta.message).toEqual({ game: { message: 'A table that has played rounds keeps its game: add a new table for another game.' } });
  });

  it('refuses casino calls to a user without casinoMonitor', async () => {
    const token = await exchange.t.login('viewer', DEMO_TRADER_PASSWORD);
    expect((await exchange.t.call('/casino/tab/list', { token, body: {} })).status).toBe(403);
    expect((await exchange.t.call('/casino/international/settle', { token, body: { roundId: 'x', winner: 'dragon', reason: 'no result' } })).status).toBe(403);
  });
});

describe('manual settle and void of unsettled international rounds', () => {
  it('settles a round once: the winners are paid, a second settle (another window) and a void are refused', async () => {
    const round = (await unsettled()).find((r) => r.eventName.startsWith('Dragon Tiger') && r.bets > 0);
    if (!round) throw new Error('the seed leaves Dragon Tiger rounds unsettled');
    const detail = await exchange.api.ok<Detail>('/casino/round/result', { roundId: round.roundId });
    const winner = detail.bets[0]?.outcome ?? 'dragon';
    const users = [...new Set(detail.bets.map((b) => b.userName))];
    const before = users.map(balanceOf);
    const answer = await exchange.api.call('/casino/international/settle', { roundId: round.roundId, winner, cards: 'K♠ 3♥', reason: 'Provider sent no result' });
    const settled = answer.body.data as Detail;
    const paid = settled.bets.reduce((sum, b) => sum + (b.payout ?? 0), 0);
    expect(settled.round).toMatchObject({ status: 'settled', paid });
    // Said as the dialog previewed it: paid to the winning bets of all the round's bets, not "on" all of them.
    const paidBets = settled.bets.filter((b) => (b.payout ?? 0) > 0).length;
    expect(answer.body.meta.message).toBe(`Round ${round.seq} of ${round.eventName} settled: ${rupeesText(paid)} paid to ${paidBets} of ${settled.bets.length} bets.`);
    const gained = users.map(balanceOf).reduce((s, b, i) => s + b - (before[i] ?? 0), 0);
    expect(gained).toBe(Math.round(paid * 100));
    // Each winner's statement says what paid it: the round and its table.
    const winnerName = settled.bets.find((b) => (b.payout ?? 0) > 0)?.userName ?? '';
    const statement = await exchange.api.ok<{ data: Array<{ kind: string; description: string }> }>('/risk/account-statement', { userName: winnerName, start: 0, length: 5 });
    expect(statement.data[0]).toMatchObject({ kind: 'casinoCredit', description: `Casino payout: round ${round.seq} of ${round.eventName}` });
    const again = await exchange.api.call('/casino/international/settle', { roundId: round.roundId, winner, reason: 'Second window' });
    expect(again.status).toBe(409);
    expect((await exchange.api.call('/casino/round/void', { roundId: round.roundId, reason: 'Too late now' })).status).toBe(409);
    expect(users.map(balanceOf).reduce((s, b, i) => s + b - (before[i] ?? 0), 0)).toBe(gained);
    const audit = await exchange.api.ok<{ data: Array<{ action: string }> }>('/audit-log-list', { length: 1 });
    expect(audit.data[0]?.action).toBe('casinoRound.settle');
  });

  it('replays a retried settle (same idempotency key) without paying again', async () => {
    const round = (await unsettled())[0];
    if (!round) throw new Error('an unsettled round is seeded');
    const winner = round.eventName.startsWith('Andar') ? 'andar' : 'dragon';
    const body = { roundId: round.roundId, winner, reason: 'Retry after a time-out' };
    const send = () => exchange.t.call('/casino/international/settle', { token: exchange.token, body, headers: { 'idempotency-key': `retry-${round.roundId}` } });
    const first = await send();
    const batches = () => Number(exchange.t.db().prepare(`SELECT COUNT(*) AS n FROM ledger_batches WHERE idempotencyKey = ?`).get(`casino-round:${round.roundId}`)?.n);
    const second = await send();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(batches()).toBe(1);
  });

  it('voids a round: every stake is refunded, a reason is required, the winner must be the game’s', async () => {
    const round = (await unsettled())[0];
    if (!round) throw new Error('an unsettled round is seeded');
    expect((await exchange.api.call('/casino/round/void', { roundId: round.roundId, reason: 'no' })).status).toBe(400);
    expect((await exchange.api.call('/casino/international/settle', { roundId: round.roundId, winner: 'nobody', reason: 'A wrong winner' })).status).toBe(400);
    const answer = await exchange.api.call('/casino/round/void', { roundId: round.roundId, reason: 'Dealer misdeal' });
    const voided = answer.body.data as Detail;
    expect(voided.round).toMatchObject({ status: 'voided', paid: round.staked });
    expect(answer.body.meta.message).toMatch(new RegExp(`^Round ${round.seq} of ${round.eventName} voided: ₹[\\d,.]+ refunded to ${voided.bets.length} bets?\\.$`));
    expect(voided.bets.every((b) => b.payout === b.stake)).toBe(true);
  });
});
