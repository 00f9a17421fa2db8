import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { int, text } from '../../kit/sql';

export interface CatalogueScale {
  readonly sports: number;
  readonly competitionsPerSport: number;
  readonly eventsPerCompetition: number;
  /** Match Odds, Bookmaker, then Over/Under 0.5, 1.5…: at least 3. */
  readonly marketsPerEvent: number;
}

/** The scale a busy exchange runs at; browsing it must stay fast. */
export const LARGE_CATALOGUE: CatalogueScale = { sports: 50, competitionsPerSport: 40, eventsPerCompetition: 10, marketsPerEvent: 10 };

const SPORT_NAMES = [
  'American Football', 'Athletics', 'Australian Rules', 'Badminton', 'Bandy', 'Baseball', 'Basketball', 'Beach Volleyball', 'Biathlon', 'Bowls',
  'Boxing', 'Chess', 'Curling', 'Cycling', 'Darts', 'Esports', 'Field Hockey', 'Floorball', 'Formula 1', 'Futsal',
  'Gaelic Games', 'Golf', 'Greyhound Racing', 'Handball', 'Ice Hockey', 'Kabaddi', 'Lacrosse', 'MMA', 'Motor Sport', 'Netball',
  'Politics', 'Pool', 'Rowing', 'Rugby League', 'Rugby Union', 'Sailing', 'Snooker', 'Softball', 'Specials', 'Speedway',
  'Squash', 'Surfing', 'Swimming', 'Table Tennis', 'Trotting', 'Virtual Football', 'Volleyball', 'Water Polo', 'Winter Sports', 'Wrestling',
];
const REGIONS = ['Premier', 'Championship', 'Cup', 'Masters', 'Open', 'Series', 'Trophy', 'Classic'];
const COUNTRIES = ['GB', 'IN', 'AU', 'US', 'ES', 'DE', 'FR', 'IT', 'BR', 'ZA'];
const DAY_MS = 86_400_000;

/** Ids shaped like the others (24 hex), from a counter: random ids for 620,000 rows would cost more than the inserts. */
const idMaker = (now: Date) => {
  const prefix = Math.floor(now.getTime() / 1000).toString(16).padStart(8, '0') + randomBytes(3).toString('hex');
  let n = 0;
  return () => prefix + (n++).toString(16).padStart(10, '0');
};

/**
 * 50 sports, 2,000 competitions, 20,000 events, 200,000 markets and 400,000 selections (at
 * `LARGE_CATALOGUE`; a test seeds a smaller `scale`), in the caller's transaction with prepared statements.
 * Names are unique per parent, as the schema wants; access codes start with X (random ones never do).
 */
export const seedLargeCatalogue = (db: DatabaseSync, now = new Date(), scale: CatalogueScale = LARGE_CATALOGUE): { markets: number } => {
  const newId = idMaker(now);
  const at = now.toISOString();
  const typeId = (code: string) => text(db.prepare('SELECT _id FROM market_types WHERE code = ?').get(code)?._id);
  const matchOdds = typeId('MATCH_ODDS');
  const bookmaker = typeId('BOOKMAKER');
  const overUnder = typeId('OVER_UNDER');
  let sequence = int(db.prepare('SELECT COALESCE(MAX(sequence), 0) AS n FROM sports').get()?.n);

  const sport = db.prepare('INSERT INTO sports (_id, name, sequence, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?) ON CONFLICT (name) DO NOTHING');
  const findSport = db.prepare('SELECT _id FROM sports WHERE name = ?');
  const competition = db.prepare('INSERT INTO competitions (_id, sportId, name, country, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)');
  const event = db.prepare('INSERT INTO events (_id, sportId, competitionId, name, openDate, country, inPlayCapable, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)');
  const market = db.prepare(
    `INSERT INTO markets (_id, sportId, competitionId, eventId, marketTypeId, name, status, inPlay, sequence, accessCode, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const selection = db.prepare("INSERT INTO selections (_id, marketId, name, status, sequence) VALUES (?, ?, ?, 'active', ?)");

  let marketCount = 0;
  for (let s = 0; s < scale.sports; s += 1) {
    const sportName = SPORT_NAMES[s] ?? `Sport ${s + 1}`;
    sport.run(newId(), sportName, (sequence += 1), at, at);
    // A sport of the same name may exist already (the provider's Basketball, imported): extend it.
    const sportId = text(findSport.get(sportName)?._id);
    for (let c = 0; c < scale.competitionsPerSport; c += 1) {
      const competitionId = newId();
      const country = COUNTRIES[(s + c) % COUNTRIES.length] ?? 'GB';
      competition.run(competitionId, sportId, `${sportName} ${REGIONS[c % REGIONS.length]} League ${String(c + 1).padStart(2, '0')}`, country, at, at);
      for (let e = 0; e < scale.eventsPerCompetition; e += 1) {
        const eventId = newId();
        const home = `${sportName.split(' ')[0]} ${String.fromCharCode(65 + ((c + e) % 26))}${(c * 7 + e) % 90 + 10}`;
        const away = `${sportName.split(' ')[0]} ${String.fromCharCode(65 + ((c + e * 3 + 5) % 26))}${(c * 11 + e * 5) % 90 + 10}`;
        const openDate = new Date(now.getTime() + (((c * 10 + e) % 60) + 1) * DAY_MS + (e % 8) * 3_600_000).toISOString();
        event.run(eventId, sportId, competitionId, `${home} v ${away}`, openDate, country, at, at);
        for (let m = 0; m < scale.marketsPerEvent; m += 1) {
          const marketId = newId();
          marketCount += 1;
          const status = marketCount % 10 === 0 ? 'suspended' : marketCount % 97 === 0 ? 'closed' : 'open';
          const [type, name, runners] =
            m === 0 ? [matchOdds, 'Match Odds', [home, away]] : m === 1 ? [bookmaker, 'Bookmaker', [home, away]] : [overUnder, `Over/Under ${m - 2}.5`, [`Under ${m - 2}.5`, `Over ${m - 2}.5`]];
          const code = `X${marketCount.toString(36).toUpperCase().padStart(7, '0')}`;
          market.run(marketId, sportId, competitionId, eventId, type, name, status, e === 0 && m === 0 ? 1 : 0, m + 1, code, at, at);
          runners.forEach((runner, i) => selection.run(newId(), marketId, runner, i + 1));
        }
      }
    }
  }
  return { markets: marketCount };
};
