import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import type { Player, ScoreSport, Team, savePlayerSchema, saveTeamSchema } from '@shared/contract/score';
import { newObjectId } from '../../db/ids';
import { pageOf, searchIn, type Paging } from '../../kit/paging';
import { rowMapper } from '../../kit/row-mapper';
import type { Saved } from '../../kit/saved';
import { int, text, unique, Where, type Row } from '../../kit/sql';
import { PLAYERS, TEAMS } from './tables';

const toTeam = rowMapper({ _id: text, name: text, shortName: text, sport: (v) => text(v) as ScoreSport, playerCount: int });
const TEAM_VIEW = (where: string) => `SELECT t.*, (SELECT COUNT(*) FROM players p WHERE p.teamId = t._id) AS playerCount FROM teams t ${where}`;

/** Teams, searched by name or short name (the spec's team name search). */
export const listTeams = (db: DatabaseSync, paging: Paging & { sport?: ScoreSport | undefined }) => {
  const where = new Where();
  if (paging.sport) where.add('t.sport = ?', paging.sport);
  return pageOf(db, paging, { from: 'FROM teams t', where, search: searchIn('t.name', 't.shortName'), page: (w) => `${TEAM_VIEW(w)} ORDER BY t.name LIMIT ? OFFSET ?` }, toTeam);
};

export const saveTeam = (db: DatabaseSync, input: z.output<typeof saveTeamSchema>, now = new Date()): Saved<Team> => {
  const at = now.toISOString();
  const before = input._id ? TEAMS.require(db, input._id) : undefined;
  const id = input._id ?? newObjectId(now);
  const values = { name: input.name, shortName: input.shortName.toUpperCase(), sport: input.sport, updatedAt: at };
  unique({ other: 'A team of that sport already has this name.' }, () => (before ? TEAMS.update(db, id, values) : TEAMS.insert(db, { _id: id, ...values, createdAt: at })));
  return { record: toTeam(db.prepare(TEAM_VIEW('WHERE t._id = ?')).get(id) as Row), id, before };
};

export const deleteTeam = (db: DatabaseSync, id: string): Row => TEAMS.remove(db, id);

const toPlayer = rowMapper({ _id: text, teamId: text, teamName: text, name: text, shirtNumber: (v) => (v === null ? null : int(v)), role: text });
const PLAYER_VIEW = (where: string) => `SELECT p.*, t.name AS teamName FROM players p JOIN teams t ON t._id = p.teamId ${where}`;

export const listPlayers = (db: DatabaseSync, paging: Paging & { teamId?: string | undefined }) => {
  const where = new Where();
  if (paging.teamId) where.add('p.teamId = ?', paging.teamId);
  return pageOf(db, paging, { from: 'FROM players p', where, search: searchIn('p.name'), page: (w) => `${PLAYER_VIEW(w)} ORDER BY p.name LIMIT ? OFFSET ?` }, toPlayer);
};

export const savePlayer = (db: DatabaseSync, input: z.output<typeof savePlayerSchema>, now = new Date()): Saved<Player> => {
  const at = now.toISOString();
  TEAMS.require(db, input.teamId);
  const before = input._id ? PLAYERS.require(db, input._id) : undefined;
  const id = input._id ?? newObjectId(now);
  const values = { teamId: input.teamId, name: input.name, shirtNumber: input.shirtNumber, role: input.role, updatedAt: at };
  PLAYERS.upsert(db, id, before !== undefined, values, { createdAt: at });
  return { record: toPlayer(db.prepare(PLAYER_VIEW('WHERE p._id = ?')).get(id) as Row), id, before };
};

export const deletePlayer = (db: DatabaseSync, id: string): Row => PLAYERS.remove(db, id);
