import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import { allCasinoMonitorFlags, casinoStreamMonitorSchema, type CasinoStreamMonitor, type saveCasinoStreamMonitorSchema } from '@shared/contract/streaming';
import { newObjectId } from '../../db/ids';
import { derived, rowMapper } from '../../kit/row-mapper';
import type { Saved } from '../../kit/saved';
import { text, type Row } from '../../kit/sql';
import { CASINO_STREAM_MONITORS, EVENT_STREAMS } from './tables';

const toMonitor = rowMapper({
  _id: text,
  tableName: text,
  streamId: text,
  streamName: text,
  // All four flags, off unless set (rows saved before with only the flags set read the same way).
  flags: derived((row) => allCasinoMonitorFlags(JSON.parse(text(row.flags)) as Record<string, boolean>)),
});
const VIEW = `SELECT m.*, s.name AS streamName FROM casino_stream_monitors m JOIN event_streams s ON s._id = m.streamId`;

export const listCasinoMonitors = (db: DatabaseSync) => db.prepare(`${VIEW} ORDER BY m.tableName`).all().map(toMonitor);

/**
 * Saves a monitor with every flag stored (off unless set). Its answer is checked against the contract here,
 * inside the route's transaction: should it not match, the save throws, so nothing is written or audited.
 */
export const saveCasinoMonitor = (db: DatabaseSync, input: z.output<typeof saveCasinoStreamMonitorSchema>, now = new Date()): Saved<CasinoStreamMonitor> => {
  const at = now.toISOString();
  const before = input._id ? CASINO_STREAM_MONITORS.require(db, input._id) : undefined;
  EVENT_STREAMS.require(db, input.streamId);
  const id = input._id ?? newObjectId(now);
  const values = { tableName: input.tableName, streamId: input.streamId, flags: JSON.stringify(allCasinoMonitorFlags(input.flags)), updatedAt: at };
  CASINO_STREAM_MONITORS.upsert(db, id, before !== undefined, values, { createdAt: at });
  const record = casinoStreamMonitorSchema.parse(toMonitor(db.prepare(`${VIEW} WHERE m._id = ?`).get(id) as Row));
  return { record, id, before };
};

export const deleteCasinoMonitor = (db: DatabaseSync, id: string): Row => CASINO_STREAM_MONITORS.remove(db, id);
