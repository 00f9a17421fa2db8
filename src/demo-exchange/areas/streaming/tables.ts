import { defineTable } from '../../kit/table';

export const STREAM_APPS = defineTable({ name: 'stream_apps', notFound: 'No such stream app.' });
export const EVENT_STREAMS = defineTable({ name: 'event_streams', notFound: 'No such stream.' });
export const CASINO_STREAM_MONITORS = defineTable({ name: 'casino_stream_monitors', notFound: 'No such casino stream monitor.' });
