import type { DatabaseSync } from 'node:sqlite';
import { newObjectId } from '../../db/ids';
import { getKv, setKv } from '../../db/kv';
import { openScoreboard } from './scoreboards';

const SEEDED_KEY = 'scoreSeededAt';

const TEAMS = [
  { name: 'Chennai Super Kings', shortName: 'CSK', sport: 'cricket', players: ['R Gaikwad', 'D Conway', 'S Dube', 'R Jadeja', 'MS Dhoni'] },
  { name: 'Mumbai Indians', shortName: 'MI', sport: 'cricket', players: ['R Sharma', 'I Kishan', 'S Yadav', 'H Pandya', 'J Bumrah'] },
  { name: 'Arsenal', shortName: 'ARS', sport: 'football', players: ['B Saka', 'M Odegaard', 'D Rice', 'W Saliba'] },
  { name: 'Chelsea', shortName: 'CHE', sport: 'football', players: ['C Palmer', 'E Fernandez', 'R James', 'N Jackson'] },
] as const;

/** Teams with players, and live scoreboards for the seeded IPL match and the Premier League match. */
export const seedScore = (db: DatabaseSync, now = new Date()): void => {
  if (getKv(db, SEEDED_KEY) !== undefined) return;
  const at = now.toISOString();
  for (const team of TEAMS) {
    const teamId = newObjectId(now);
    db.prepare('INSERT INTO teams (_id, name, shortName, sport, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)').run(teamId, team.name, team.shortName, team.sport, at, at);
    team.players.forEach((name, index) =>
      db.prepare('INSERT INTO players (_id, teamId, name, shirtNumber, role, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)').run(newObjectId(now), teamId, name, index + 1, '', at, at),
    );
  }
  const event = (name: string) => db.prepare('SELECT _id, name FROM events WHERE name = ?').get(name);
  const cricket = event('Chennai Super Kings v Mumbai Indians');
  if (cricket) openScoreboard(db, { eventId: String(cricket._id), eventName: String(cricket.name), sport: 'cricket', home: 'CSK', away: 'MI' }, now);
  const football = event('Arsenal v Chelsea');
  if (football) openScoreboard(db, { eventId: String(football._id), eventName: String(football.name), sport: 'football', home: 'ARS', away: 'CHE' }, now);
  setKv(db, SEEDED_KEY, at);
};
