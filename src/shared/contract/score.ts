import { z } from 'zod';
import { EXTRAS, FOOTBALL_INCIDENTS, SIDES } from '../score';
import { catalogueIdSchema, idInputSchema } from './catalogue-common';
import { entityTag, pagedList, remove, save, wholeList } from './factories';
import { namedRowFields } from './fields';
import { area } from './operation';

export const SCORE_SPORTS = ['cricket', 'football'] as const;
export type ScoreSport = (typeof SCORE_SPORTS)[number];

export const teamSchema = z.object({ ...namedRowFields, shortName: z.string(), sport: z.enum(SCORE_SPORTS), playerCount: z.number().int() }).loose();
export type Team = z.infer<typeof teamSchema>;
export const saveTeamSchema = z.strictObject({
  _id: catalogueIdSchema.optional(),
  name: z.string().trim().min(1, 'Name is required.').max(80, 'Name: at most 80 characters.'),
  shortName: z.string().trim().min(2, 'Short name: 2 to 5 letters.').max(5, 'Short name: 2 to 5 letters.').regex(/^[A-Za-z]+$/, 'Short name: letters only.'),
  sport: z.enum(SCORE_SPORTS),
});

export const playerSchema = z.object({ _id: z.string(), teamId: z.string(), teamName: z.string(), name: z.string(), shirtNumber: z.number().int().nullable(), role: z.string() }).loose();
export type Player = z.infer<typeof playerSchema>;
export const savePlayerSchema = z.strictObject({
  _id: catalogueIdSchema.optional(),
  teamId: catalogueIdSchema,
  name: z.string().trim().min(1, 'Name is required.').max(80, 'Name: at most 80 characters.'),
  shirtNumber: z.number().int().min(0, 'Shirt number: 0 to 99.').max(99, 'Shirt number: 0 to 99.').nullable().default(null),
  role: z.string().trim().max(40, 'Role: at most 40 characters.').default(''),
});

const inningsSchema = z.object({ runs: z.number().int(), wickets: z.number().int(), balls: z.number().int(), extras: z.number().int(), thisOver: z.array(z.string()) });
const sideSchema = z.object({ goals: z.number().int(), yellowCards: z.number().int(), redCards: z.number().int() });

/** One live match's scoreboard, as the walls and the score desk show it. */
export const scoreboardSchema = z
  .object({
    eventId: z.string(),
    eventName: z.string(),
    sport: z.enum(SCORE_SPORTS),
    home: z.string(),
    away: z.string(),
    cricket: inningsSchema.nullable(),
    football: z.object({ home: sideSchema, away: sideSchema }).nullable(),
    /** A short line for a tile: "IND 145/3 (17.2)" or "ARS 1–0 CHE". */
    summary: z.string(),
    commentary: z.array(z.object({ at: z.string(), text: z.string() })),
    /** Scoring entries so far: a retried entry (same idempotency key) does not count twice. */
    entries: z.number().int(),
    updatedAt: z.string(),
  })
  .loose();
export type Scoreboard = z.infer<typeof scoreboardSchema>;

export const scoreEntrySchema = z.discriminatedUnion('sport', [
  z.strictObject({ sport: z.literal('cricket'), eventId: catalogueIdSchema, runs: z.number().int().min(0).max(6), extra: z.enum(EXTRAS), wicket: z.boolean() }),
  z.strictObject({ sport: z.literal('football'), eventId: catalogueIdSchema, side: z.enum(SIDES), incident: z.enum(FOOTBALL_INCIDENTS) }),
]);
export type ScoreEntry = z.infer<typeof scoreEntrySchema>;

/** Teams, players and live scores: the score desk of Streaming Management. Every change reaches every window. */
export const score = area('score', {
  teams: pagedList({
    path: '/team/list',
    access: 'streamingManagement',
    spec: ['score.teamList', 'score.teamNameSearch'],
    reads: ['teams'],
    row: teamSchema,
    filters: { sport: z.enum(SCORE_SPORTS).optional() },
  }),
  saveTeam: save({ path: '/team/save', access: 'streamingManagement', spec: ['score.teamCreate', 'score.teamUpdate'], input: saveTeamSchema, writes: ({ _id }) => [entityTag('teams', _id)], output: teamSchema }),
  deleteTeam: remove({ path: '/team/delete', access: 'streamingManagement', spec: ['score.teamDelete'], input: idInputSchema, writes: ({ _id }) => [entityTag('teams', _id), 'players'] }),
  players: pagedList({ path: '/player/list', access: 'streamingManagement', spec: ['score.playerList'], reads: ['players', 'teams'], row: playerSchema, filters: { teamId: catalogueIdSchema.optional() } }),
  savePlayer: save({ path: '/player/save', access: 'streamingManagement', spec: ['score.playerCreate', 'score.playerUpdate'], input: savePlayerSchema, writes: ({ _id, teamId }) => [entityTag('players', _id), entityTag('teams', teamId)], output: playerSchema }),
  deletePlayer: remove({ path: '/player/delete', access: 'streamingManagement', spec: ['score.playerDelete'], input: idInputSchema, writes: ({ _id }) => [entityTag('players', _id), 'teams'] }),
  /** Live scoreboards, for the score desk and the walls' tiles: the exchange asks for streamingManagement or videoMonitor. */
  scores: wholeList({ path: '/score/list', access: 'session', spec: ['score.scoreList'], reads: ['scores'], row: scoreboardSchema }),
  /** One scoring entry (a delivery, a goal, a card): idempotent, so a retry never scores twice. */
  addScore: save({ path: '/score/create', access: 'streamingManagement', spec: ['score.scoreCreate'], input: scoreEntrySchema, writes: ({ eventId }) => [entityTag('scores', eventId)], output: scoreboardSchema }),
  /** One line of commentary, added to the match's: idempotent, so a retry or a second click never adds it twice. */
  commentary: save({
    path: '/score/commentary',
    access: 'streamingManagement',
    spec: ['score.commentaryUpdate'],
    input: z.strictObject({ eventId: catalogueIdSchema, text: z.string().trim().min(1, 'Commentary is required.').max(280, 'Commentary: at most 280 characters.') }),
    writes: ({ eventId }) => [entityTag('scores', eventId)],
    output: scoreboardSchema,
  }),
});
