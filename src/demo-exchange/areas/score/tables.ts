import { defineTable } from '../../kit/table';

export const TEAMS = defineTable({ name: 'teams', notFound: 'No such team.' });
export const PLAYERS = defineTable({ name: 'players', notFound: 'No such player.' });
