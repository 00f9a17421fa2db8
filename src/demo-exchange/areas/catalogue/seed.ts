import { seedSportsbook } from '../sportsbook/seed';
import type { DatabaseSync } from 'node:sqlite';
import type { MarketFamily } from '@shared/catalogue';
import { createAutoMarkets } from './auto-markets';
import { saveEventRow } from './events';
import { importFromProvider } from '../provider/import';
import { text } from '../../kit/sql';
import { newObjectId } from '../../db/ids';
import { getKv, setKv } from '../../db/kv';
import { LARGE_CATALOGUE, seedLargeCatalogue, type CatalogueScale } from './seed-large';

const SEEDED_KEY = 'catalogueSeededAt';
const LARGE_SEEDED_KEY = 'largeCatalogueSeededAt';

/** Market types: general ones first, then those tied to one sport (by provider id). */
const MARKET_TYPES: ReadonlyArray<{ code: string; name: string; family: MarketFamily; sport?: string }> = [
  { code: 'MATCH_ODDS', name: 'Match Odds', family: 'matchOdds' },
  { code: 'BOOKMAKER', name: 'Bookmaker', family: 'bookmaker' },
  { code: 'OVER_UNDER', name: 'Over/Under', family: 'matchOdds' },
  { code: 'TOSS', name: 'To Win the Toss', family: 'matchOdds', sport: '4' },
  { code: 'TIED_MATCH', name: 'Tied Match', family: 'matchOdds', sport: '4' },
  { code: 'SESSION_RUNS', name: 'Session Runs', family: 'fancy', sport: '4' },
  { code: 'OVER_UNDER_25', name: 'Over/Under 2.5 Goals', family: 'matchOdds', sport: '1' },
  { code: 'BOTH_TEAMS_TO_SCORE', name: 'Both Teams to Score', family: 'matchOdds', sport: '1' },
  { code: 'SET_WINNER', name: 'Set 1 Winner', family: 'matchOdds', sport: '2' },
  { code: 'WIN', name: 'Win', family: 'racing', sport: '7' },
  { code: 'PLACE', name: 'Place', family: 'racing', sport: '7' },
];

const FAMILY_DELAYS: Record<MarketFamily, number> = { matchOdds: 5, bookmaker: 0, fancy: 3, sportsbook: 5, binary: 3, lottery: 0, virtual: 0, racing: 2 };

const EXCHANGE_MENU = [
  ['Sports', '/sports', true],
  ['In-Play', '/in-play', true],
  ['Racing', '/racing', true],
  ['Casino', '/casino', true],
  ['Virtual Sports', '/virtual', false],
  ['Lottery', '/lottery', false],
] as const;

/** What a small operator's catalogue looks like: four sports, some imported from the provider, some made by hand. */
const seedSmallCatalogue = (db: DatabaseSync, now: Date) => {
  const at = now.toISOString();
  for (const [index, [label, path, visible]] of EXCHANGE_MENU.entries()) {
    db.prepare('INSERT INTO exchange_menu (_id, label, path, visible, sequence) VALUES (?, ?, ?, ?, ?)').run(newObjectId(now), label, path, visible ? 1 : 0, index + 1);
  }
  for (const [family, seconds] of Object.entries(FAMILY_DELAYS)) db.prepare('INSERT INTO bet_delays (family, seconds, updatedAt) VALUES (?, ?, ?)').run(family, seconds, at);

  // Sports and competitions as the provider names them, then a few fixtures with all their markets.
  importFromProvider(db, ['101480', '10932509', '2601', '7001'].map((externalId) => ({ level: 'competition' as const, externalId })), now);
  const sportId = (externalId: string) => text(db.prepare('SELECT _id FROM sports WHERE externalId = ?').get(externalId)?._id);
  for (const type of MARKET_TYPES) {
    // The import created MATCH_ODDS-style types it did not know; give them their proper family and sport.
    const existing = db.prepare('SELECT _id FROM market_types WHERE code = ?').get(type.code);
    const sport = type.sport ? sportId(type.sport) : null;
    if (existing) db.prepare('UPDATE market_types SET name = ?, family = ?, sportId = ? WHERE _id = ?').run(type.name, type.family, sport, text(existing._id));
    else db.prepare('INSERT INTO market_types (_id, code, name, family, sportId, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)').run(newObjectId(now), type.code, type.name, type.family, sport, at, at);
  }
  const typeId = (code: string) => text(db.prepare('SELECT _id FROM market_types WHERE code = ?').get(code)?._id);
  const cricket = sportId('4');
  for (const code of ['MATCH_ODDS', 'BOOKMAKER', 'TOSS', 'SESSION_RUNS']) db.prepare('INSERT INTO auto_markets (sportId, marketTypeId) VALUES (?, ?)').run(cricket, typeId(code));
  for (const overs of [6, 10, 15, 20]) db.prepare('INSERT INTO overs_lines (sportId, overs) VALUES (?, ?)').run(cricket, overs);
  for (const code of ['MATCH_ODDS', 'OVER_UNDER_25']) db.prepare('INSERT INTO auto_markets (sportId, marketTypeId) VALUES (?, ?)').run(sportId('1'), typeId(code));

  // A series made by hand (no provider id), with its auto markets.
  const testSeries = newObjectId(now);
  db.prepare("INSERT INTO competitions (_id, sportId, name, country, createdAt, updatedAt) VALUES (?, ?, 'India v England Test Series', 'IN', ?, ?)").run(testSeries, cricket, at, at);
  const firstTest = saveEventRow(db, { competitionId: testSeries, name: 'India v England', openDate: new Date(now.getTime() + 3 * 86_400_000).toISOString(), country: 'IN', inPlayCapable: true, externalId: null }, now).id;
  createAutoMarkets(db, firstTest, now);

  // A trading day in progress: a match in play, a suspended market, a closed one, popular markets, a custom delay.
  const market = (event: string, name: string) =>
    text(db.prepare('SELECT m._id FROM markets m JOIN events e ON e._id = m.eventId WHERE e.name = ? AND m.name = ?').get(event, name)?._id);
  db.prepare('UPDATE markets SET inPlay = 1, betDelaySeconds = 8 WHERE _id = ?').run(market('Chennai Super Kings v Mumbai Indians', 'Match Odds'));
  db.prepare("UPDATE markets SET status = 'suspended' WHERE _id = ?").run(market('Chennai Super Kings v Mumbai Indians', 'Tied Match'));
  db.prepare("UPDATE markets SET status = 'closed' WHERE _id = ?").run(market('Chennai Super Kings v Mumbai Indians', 'To Win the Toss'));
  [market('Chennai Super Kings v Mumbai Indians', 'Match Odds'), market('Arsenal v Chelsea', 'Match Odds'), market('Alcaraz v Sinner', 'Match Odds')].forEach((id, i) =>
    db.prepare('UPDATE markets SET popular = 1, popularSequence = ? WHERE _id = ?').run(i + 1, id),
  );
  [cricket, sportId('1')].forEach((id, i) => db.prepare('UPDATE sports SET popularSequence = ? WHERE _id = ?').run(i + 1, id));

  // Limits: a default for everything, tighter for racing, looser for the IPL.
  const limit = (level: string, targetId: string, values: [number, number, number, number]) =>
    db
      .prepare('INSERT INTO bet_limits (betlimitId, level, targetId, minStake, maxStake, maxProfit, maxLiability, createdAt, updatedAt, updatedBy) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(newObjectId(now), level, targetId, ...values, at, at, 'admin');
  limit('default', '', [100, 100_000, 1_000_000, 500_000]);
  limit('sport', sportId('7'), [100, 25_000, 250_000, 100_000]);
  limit('competition', text(db.prepare("SELECT _id FROM competitions WHERE externalId = '101480'").get()?._id), [100, 200_000, 2_000_000, 1_000_000]);

  const link = (label: string, targetType: string, target: string, sequence: number) =>
    db.prepare('INSERT INTO quick_links (_id, label, targetType, target, sequence) VALUES (?, ?, ?, ?, ?)').run(newObjectId(now), label, targetType, target, sequence);
  link('IPL', 'competition', text(db.prepare("SELECT _id FROM competitions WHERE externalId = '101480'").get()?._id), 1);
  link('Premier League', 'competition', text(db.prepare("SELECT _id FROM competitions WHERE externalId = '10932509'").get()?._id), 2);
  link('Live Casino', 'path', '/casino/live', 3);
};

/**
 * Seeds the catalogue once per database (its own marker, so databases created before it get it too);
 * the large catalogue (DEMO_SEED_LARGE_CATALOGUE=1) once more on top, for browsing at scale (`largeScale`:
 * its size, smaller in a test).
 */
export const seedCatalogue = (db: DatabaseSync, env: NodeJS.ProcessEnv = process.env, now = new Date(), largeScale: CatalogueScale = LARGE_CATALOGUE): void => {
  if (getKv(db, SEEDED_KEY) === undefined) {
    seedSmallCatalogue(db, now);
    setKv(db, SEEDED_KEY, now.toISOString());
  }
  seedSportsbook(db, now);
  if (env.DEMO_SEED_LARGE_CATALOGUE === '1' && getKv(db, LARGE_SEEDED_KEY) === undefined) {
    seedLargeCatalogue(db, now, largeScale);
    setKv(db, LARGE_SEEDED_KEY, now.toISOString());
  }
};
