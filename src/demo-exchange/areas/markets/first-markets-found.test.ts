import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasEveryWord, searchWords } from '@shared/search/words';
import { MIN_INDEXED } from './market-words';
import { firstMarketsFound } from './search-index';
import { seededCatalogueForFile } from './seeded-catalogue';

const db = seededCatalogueForFile('first-markets-');

const markets = db
  .prepare('SELECT m.rowid AS rid, m.name, m.accessCode, e.name AS eventName FROM markets m JOIN events e ON e._id = m.eventId ORDER BY m.rowid')
  .all()
  .map((row) => ({ rid: Number(row.rid), name: String(row.name), eventName: String(row.eventName), code: String(row.accessCode) }));

/** The plain filter: every word in the market's name or its event's name (any case), or its access code typed in full. */
const plainFilter = (search: string) =>
  markets.filter((m) => searchWords(search).every((word) => hasEveryWord(`${m.name}\n${m.eventName}`, word) || m.code === word.toUpperCase())).map((m) => m.rid);

const labels = (rids: readonly number[]) => rids.map((rid) => markets.find((m) => m.rid === rid)).map((m) => `${m?.eventName} · ${m?.name}`);

describe('the one search’s markets (firstMarketsFound)', () => {
  it('finds markets by words all shorter than three characters, in creation order, as the plain filter does', () => {
    expect(labels(firstMarketsFound(db, '14 30', 10))).toEqual(['14:30 Cheltenham · Win', '14:30 Cheltenham · Place']);
    expect(labels(firstMarketsFound(db, '10 ov', 10))).toEqual(['India v England · 10 Over Runs']);
    expect(labels(firstMarketsFound(db, 'IN EN 20', 10))).toEqual(['India v England · 20 Over Runs']);
    for (const search of ['14 30', '10 ov', 'v', 'v 1', 'ch SU', 'o_', '5 %', 'zq', 'a zq', '· 2.']) {
      for (const take of [1, 3, 100]) expect(firstMarketsFound(db, search, take), `${search} (${take})`).toEqual(plainFilter(search).slice(0, take));
    }
  });

  it('finds what the plain filter finds, for short words, long words and codes mixed (property-based)', () => {
    const texts = markets.flatMap((m) => [...m.name.split(' '), ...m.eventName.split(' ')]);
    const short = [...new Set([...texts.map((t) => t.slice(0, 2)), ...texts.map((t) => t.slice(-1)), 'zq', 'o_', '1', '2.', 'V'])];
    const long = [...new Set([...texts.filter((t) => t.length >= MIN_INDEXED), 'zzq', ...markets.slice(0, 3).map((m) => m.code)])];
    const onlyShort = fc.array(fc.constantFrom(...short), { minLength: 1, maxLength: 3 });
    const mixed = fc.tuple(onlyShort, fc.array(fc.constantFrom(...long), { minLength: 1, maxLength: 2 })).map(([a, b]) => [...a, ...b]);
    fc.assert(
      fc.property(onlyShort, fc.integer({ min: 1, max: 8 }), (words, take) => {
        const search = words.join(' ');
        expect(firstMarketsFound(db, search, take), search).toEqual(plainFilter(search).slice(0, take));
      }),
      { numRuns: 200 },
    );
    // With a long word, markets found by their code come first: compare every market found, in any order.
    fc.assert(
      fc.property(mixed, fc.boolean(), (words, reversed) => {
        const search = (reversed ? [...words].reverse() : words).join(' ');
        expect([...firstMarketsFound(db, search, markets.length)].sort((a, b) => a - b), search).toEqual(plainFilter(search));
      }),
      { numRuns: 200 },
    );
  });
});
