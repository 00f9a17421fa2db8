import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchWords } from '@shared/search/words';
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

  it('finds a market by words of its name and its event’s name in any order, by its code among them, punctuation aside', () => {
    const chennai = db.prepare(`SELECT m._id, m.accessCode, m.status FROM markets m JOIN events e ON e._id = m.eventId WHERE e.name = 'Chennai Super Kings v Mumbai Indians' AND m.name = 'Match Odds'`).get() ?? {};
    for (const value of ['Chennai Match Odds', 'Odds Match chennai', 'Match Odds · Chennai Super Kings v Mumbai Indians', `${String(chennai.accessCode)} chennai`, `chennai ${String(chennai.accessCode).toLowerCase()}`]) {
      expect(search(value).data.map((m) => m._id), value).toEqual([chennai._id]);
      expect(search(value).recordsFiltered, value).toBe(1);
    }
    expect(names('Kings Super')).toContain('Chennai Super Kings v Mumbai Indians · Match Odds');
    for (const name of names('Total Goals Tottenham')) expect(name).toMatch(/^Tottenham v Newcastle · Total Goals/);
    expect(search('odds chennai match', { status: chennai.status }).data.map((m) => m._id)).toEqual([chennai._id]);
    expect(search(`${String(chennai.accessCode)} arsenal`).recordsFiltered).toBe(0);
  });

  it('finds markets by their sport’s name, as the list shows it, alone or with words of the market and event', () => {
    const sportOf = (value: string) => [...new Set(search(value).data.map((m) => m.sportName))];
    expect(sportOf('Football')).toEqual(['Football']);
    expect(search('Football').recordsFiltered).toBe(search('', { sportId: search('Arsenal').data[0]?.sportId }).recordsTotal);
    expect(sportOf('Tennis Match')).toEqual(['Tennis']);
    for (const m of search('Tennis Match').data) expect(m.name).toContain('Match');
    expect(search('Tennis Match').recordsFiltered).toBe(search('Tennis Match').data.length);
    expect(names('football arsenal odds')).toEqual(['Arsenal v Chelsea · Match Odds']);
    expect(sportOf('racing 14')).toEqual(['Horse Racing']);
    expect(search('Football', { status: 'open' }).data.every((m) => m.sportName === 'Football' && m.status === 'open')).toBe(true);
    db.prepare(`UPDATE sports SET name = 'Kabaddi' WHERE name = 'Tennis'`).run();
    expect(sportOf('Kabaddi')).toEqual(['Kabaddi']);
    db.prepare(`UPDATE sports SET name = 'Tennis' WHERE name = 'Kabaddi'`).run();
    expect(search('Kabaddi').recordsFiltered).toBe(0);
  });

  it('finds what a plain word-by-word filter of every market finds, in every shape of the search (property-based)', () => {
    const markets = db
      .prepare(
        'SELECT m.rowid AS rid, m._id, m.name, m.accessCode, m.status, m.sportId, m.eventId, e.name AS eventName, s.name AS sportName FROM markets m JOIN events e ON e._id = m.eventId JOIN sports s ON s._id = m.sportId ORDER BY m.rowid',
      )
      .all()
      .map((row) => ({ id: String(row._id), name: String(row.name), eventName: String(row.eventName), sportName: String(row.sportName), code: String(row.accessCode), status: String(row.status), sportId: String(row.sportId), eventId: String(row.eventId) }));
    const holds = (m: (typeof markets)[number], word: string) =>
      `${m.name}\n${m.eventName}\n${m.sportName}`.toLowerCase().includes(word.toLowerCase()) || m.code === word.toUpperCase();
    const texts = markets.flatMap((m) => [...m.name.split(' '), ...m.eventName.split(' '), ...m.sportName.split(' ')]);
    const vocabulary = [...new Set([...texts, ...texts.map((t) => t.slice(1, 4)), ...texts.map((t) => t.toUpperCase()), 'v', 'to', 'ch', '2.', 'zzq', '·', '-', '%', 'o_'])];
    const codes = markets.slice(0, 5).map((m) => m.code);
    const sportId = markets[0]?.sportId;
    const eventId = markets[0]?.eventId;
    const filters = [{}, { status: 'open' }, { sportId }, { eventId }] as const;
    // Words of one market (its name's, its event's, its code, parts of them), now and then with any other word.
    const ofOneMarket = fc.constantFrom(...markets).chain((m) =>
      fc.array(fc.constantFrom(...m.name.split(' '), ...m.eventName.split(' '), ...m.sportName.split(' '), m.code, m.name.slice(2, 5), m.eventName.slice(-2), m.sportName.slice(1, 4)), { minLength: 1, maxLength: 4 }),
    );
    const anyWords = fc.array(fc.constantFrom(...vocabulary, ...codes), { minLength: 1, maxLength: 3 });
    const searchOf = fc.tuple(ofOneMarket, fc.oneof(fc.constant([]), anyWords)).map(([own, other]) => [...own, ...other]);
    fc.assert(
      fc.property(searchOf, fc.constantFrom(' ', '  ', ' \t '), fc.nat({ max: 3 }), (words, gap, f) => {
        const value = words.join(gap);
        const filter = filters[f] ?? {};
        const expected = markets
          .filter((m) => Object.entries(filter).every(([key, v]) => m[key as 'status'] === v))
          .filter((m) => searchWords(value).every((word) => holds(m, word)))
          .map((m) => m.id);
        const found = search(value, filter);
        expect(found.data.map((m) => m._id).sort(), value).toEqual([...expected].sort());
        expect(found.recordsFiltered, value).toBe(expected.length);
      }),
      { numRuns: 300 },
    );
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
