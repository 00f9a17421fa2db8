import { describe, expect, it } from 'vitest';
import { listMarkets } from './markets';
import { seededCatalogueForFile } from './seeded-catalogue';

const db = seededCatalogueForFile('market-search-');

const search = (value: string, extra: object = {}) => listMarkets(db, { start: 0, length: 100, search: { value }, ...extra });
const names = (value: string) => search(value).data.map((m) => `${m.eventName} · ${m.name}`);

describe('market search (the trigram index)', () => {
  it('finds any part of a market or event name, case-insensitively, and counts every match', () => {
    expect(names('match od').length).toBeGreaterThan(3);
    for (const name of names('match od')) expect(name.toLowerCase()).toContain('match od');
    for (const name of names('chennai')) expect(name).toContain('Chennai');
    expect(search('chennai').recordsFiltered).toBe(names('chennai').length);
  });

  it('finds a market by its access code typed in full, and takes quotes literally', () => {
    const market = search('').data[0];
    expect(search(market?.accessCode ?? '').data.map((m) => m._id)).toContain(market?._id);
    expect(search('"; DROP TABLE markets; --').data).toEqual([]);
  });

  it('follows renames of markets and events, and deleted markets leave it', () => {
    const market = search('').data[0];
    db.prepare('UPDATE markets SET name = ? WHERE _id = ?').run('Quirkyname Market', market?._id ?? '');
    expect(names('quirkyname')).toHaveLength(1);
    db.prepare('UPDATE events SET name = ? WHERE _id = ?').run('Zebra Derby', market?.eventId ?? '');
    expect(names('zebra derby').length).toBeGreaterThanOrEqual(1);
    db.prepare('DELETE FROM selections WHERE marketId = ?').run(market?._id ?? '');
    db.prepare('DELETE FROM markets WHERE _id = ?').run(market?._id ?? '');
    expect(names('quirkyname')).toHaveLength(0);
  });

  it('pages through matches in creation order, and short searches and filtered searches still work', () => {
    const all = search('match').data.map((m) => m._id);
    const second = listMarkets(db, { start: 2, length: 2, search: { value: 'match' } }).data.map((m) => m._id);
    expect(second).toEqual(all.slice(2, 4));
    for (const m of search('od').data) expect(`${m.eventName} ${m.name} ${m.accessCode}`.toLowerCase()).toContain('od');
    const sportId = search('').data[0]?.sportId;
    for (const m of search('match', { sportId }).data) expect(m.sportId).toBe(sportId);
  });
});
