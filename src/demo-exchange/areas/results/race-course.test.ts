import { describe, expect, it } from 'vitest';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

interface Row { marketId: string; eventName: string; family: string; course?: string }

describe('a race’s result row', () => {
  it('carries the race’s course (its meeting), is found by it, and no other market’s row has one', async () => {
    const { api } = exchange;
    const race = await api.ok<{ eventId: string }>('/racing/event', { course: 'Ascot QA', name: 'QA Course Stakes', offTime: '2026-12-01T14:30:00.000Z' });
    const card = await api.ok<{ marketId: string; runners: Array<{ selectionId: string }> }>('/racing/market', { eventId: race.eventId, type: 'WIN', runners: ['Quiet Harbour', 'Northern Lass'] });
    const entered = await api.ok<Row>('/result/racing/save', { marketId: card.marketId, winnerIds: [card.runners[0]?.selectionId] });
    expect(entered).toMatchObject({ eventName: 'QA Course Stakes', course: 'Ascot QA' });
    const listed = await api.ok<{ data: Row[] }>('/result/list', { start: 0, length: 100, search: { value: 'QA Course Stakes' } });
    expect(listed.data).toEqual([expect.objectContaining({ marketId: card.marketId, course: 'Ascot QA' })]);
    const byCourse = await api.ok<{ data: Row[] }>('/result/list', { start: 0, length: 100, search: { value: 'Ascot QA' } });
    expect(byCourse.data.map((row) => row.marketId), 'a clerk finds the race by its course too').toContain(card.marketId);
    const { marketId } = await api.buildChain('race-course');
    const other = await api.ok<Row>('/result/get', { marketId });
    expect(other.family).not.toBe('racing');
    expect(other).not.toHaveProperty('course');
  });
});
