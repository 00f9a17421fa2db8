import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import { allCasinoMonitorFlags, casinoStreamMonitorSchema, type CasinoStreamMonitor, type saveCasinoStreamMonitorSchema } from '@shared/contract/streaming';
import { newObjectId } from '../../db/ids';
import { ApiError, fieldMessage } from '../../http/api-error';
import { derived, rowMapper } from '../../kit/row-mapper';
import type { Saved } from '../../kit/saved';
import { text } from '../../kit/sql';
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

const monitorOf = (db: DatabaseSync, id: string): CasinoStreamMonitor => toMonitor(db.prepare(`${VIEW} WHERE m._id = ?`).get(id) ?? CASINO_STREAM_MONITORS.require(db, id));

/**
 * What the audit keeps of a monitor, before and after alike: its table by name (`name`, so the audit names
 * its target by the table), its stream by name (never a bare id) and its flags.
 */
export const monitorAudit = (monitor: Pick<CasinoStreamMonitor, 'tableName' | 'streamName' | 'flags'>) => ({ name: monitor.tableName, streamName: monitor.streamName, flags: monitor.flags });

/** The casino table of that name (any case), as the casino spells it; any other name is refused on the Table field. */
const casinoTableName = (db: DatabaseSync, name: string): string => {
  const table = db.prepare('SELECT name FROM casino_events WHERE name = ? AND deletedAt IS NULL').get(name);
  if (!table) throw new ApiError(400, fieldMessage('tableName', 'Table: not one of the casino’s tables.'));
  return text(table.name);
};

/**
 * The Casino Tables monitor shows one stream per table: a second monitor of a table (another than the one
 * being edited) is refused on the Table field, rather than saved and never shown.
 */
const refuseSecondMonitor = (db: DatabaseSync, tableName: string, editingId: string | undefined): void => {
  const other = db.prepare('SELECT 1 FROM casino_stream_monitors WHERE tableName = ? COLLATE NOCASE AND _id <> ?').get(tableName, editingId ?? '');
  if (other) throw new ApiError(409, fieldMessage('tableName', `${tableName} has a stream monitor already: edit that one.`));
};

/**
 * Saves a monitor with every flag stored (off unless set). Its answer is checked against the contract here,
 * inside the route's transaction: should it not match, the save throws, so nothing is written or audited.
 */
export const saveCasinoMonitor = (db: DatabaseSync, input: z.output<typeof saveCasinoStreamMonitorSchema>, now = new Date()): Saved<CasinoStreamMonitor> => {
  const at = now.toISOString();
  const before = input._id ? monitorAudit(monitorOf(db, input._id)) : undefined;
  // A casino monitor plays a casino stream: its viewers are let in by casinoStreaming, not another kind's flag.
  if (text(EVENT_STREAMS.require(db, input.streamId).kind) !== 'casino') throw new ApiError(400, fieldMessage('streamId', 'Stream: not a casino stream.'));
  const tableName = casinoTableName(db, input.tableName);
  refuseSecondMonitor(db, tableName, input._id);
  const id = input._id ?? newObjectId(now);
  const values = { tableName, streamId: input.streamId, flags: JSON.stringify(allCasinoMonitorFlags(input.flags)), updatedAt: at };
  CASINO_STREAM_MONITORS.upsert(db, id, before !== undefined, values, { createdAt: at });
  const record = casinoStreamMonitorSchema.parse(monitorOf(db, id));
  return { record, id, before };
};

/** Deletes a monitor and answers it as the audit keeps it (`monitorAudit`). */
export const deleteCasinoMonitor = (db: DatabaseSync, id: string): ReturnType<typeof monitorAudit> => {
  const before = monitorAudit(monitorOf(db, id));
  CASINO_STREAM_MONITORS.remove(db, id);
  return before;
};
