import { defineTable } from '../../kit/table';

export const CASINO_TABS = defineTable({ name: 'casino_tabs', notFound: 'No such casino tab.' });
export const CASINO_EVENTS = defineTable({ name: 'casino_events', notFound: 'No such casino table.' });
export const CASINO_ROUNDS = defineTable({ name: 'casino_rounds', notFound: 'No such round.' });
export const CASINO_BALLS = defineTable({ name: 'casino_balls', notFound: 'No such ball.' });
