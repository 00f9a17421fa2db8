import { describe, expect, it } from 'vitest';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

interface AuditRow { action: string; targetId: string | null; targetName?: string | null; course?: string }

describe('the audit log’s rows of a race', () => {
  it('give the race’s course with the race, its market, its runner and its result; no other row has one', async () => {
    const { api } = exchange;
    const race = await api.ok<{ eventId: string }>('/racing/event', { course: 'Ascot QA', name: 'QA Audit Stakes', offTime: '2026-12-01T14:30:00.000Z' });
    const card = await api.ok<{ marketId: string; runners: Array<{ selectionId: string }> }>('/racing/market', { eventId: race.eventId, type: 'WIN', runners: ['Quiet Harbour', 'Northern Lass', 'Zebedee Flyer'] });
    await api.ok('/racing/withdraw', { marketId: card.marketId, selectionId: card.runners[1]?.selectionId, price: 4 });
    await api.ok('/result/racing/save', { marketId: card.marketId, winnerIds: [card.runners[0]?.selectionId] });
    await api.buildChain('audit-course');
    const rows = (await api.ok<{ data: AuditRow[] }>('/audit-log-list', { start: 0, length: 50 })).data;
    const courses = Object.fromEntries(rows.filter((row) => row.action.startsWith('racing.') || row.action === 'result.enter').map((row) => [row.action, row.course]));
    expect(courses).toEqual({ 'racing.event': 'Ascot QA', 'racing.market': 'Ascot QA', 'racing.withdraw': 'Ascot QA', 'result.enter': 'Ascot QA' });
    expect(rows.find((row) => row.action === 'racing.event')).toMatchObject({ targetId: race.eventId, targetName: 'QA Audit Stakes' });
    const others = rows.filter((row) => !row.action.startsWith('racing.') && !row.action.startsWith('result.'));
    expect(others.length).toBeGreaterThan(0);
    for (const row of others) expect(row, row.action).not.toHaveProperty('course');
  });
});
