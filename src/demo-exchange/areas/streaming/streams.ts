import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import { STREAM_KIND_PERMISSIONS, type EventStream, type StreamApp, type StreamKind, type saveEventStreamSchema, type saveStreamAppSchema } from '@shared/contract/streaming';
import type { PermissionKey } from '@shared/permissions';
import { newObjectId } from '../../db/ids';
import { pageOf, searchIn, type Paging } from '../../kit/paging';
import { derived, rowMapper } from '../../kit/row-mapper';
import type { Saved } from '../../kit/saved';
import { int, text, unique, Where, type Row } from '../../kit/sql';
import { EVENT_STREAMS, STREAM_APPS } from './tables';
import { storedName } from '../stored-name';

const json = <T>(value: unknown, fallback: T): T => (typeof value === 'string' && value !== '' ? (JSON.parse(value) as T) : fallback);
const nullableText = (value: unknown) => (value === null || value === undefined ? null : String(value));

const toApp = rowMapper({ _id: text, name: text, kind: (v) => text(v) as StreamKind, notes: text, streamCount: int });
const APP_VIEW = `SELECT a.*, (SELECT COUNT(*) FROM event_streams s WHERE s.appId = a._id) AS streamCount FROM stream_apps a`;

export const listApps = (db: DatabaseSync): StreamApp[] => db.prepare(`${APP_VIEW} ORDER BY a.name`).all().map(toApp);

export const saveApp = (db: DatabaseSync, input: z.output<typeof saveStreamAppSchema>, now = new Date()): Saved<StreamApp> => {
  const at = now.toISOString();
  const before = input._id ? STREAM_APPS.require(db, input._id) : undefined;
  const id = input._id ?? newObjectId(now);
  const values = { name: input.name, kind: input.kind, notes: input.notes, updatedAt: at };
  unique({ other: `A stream app named ${storedName(db, STREAM_APPS, input.name)} exists already.` }, () => {
    STREAM_APPS.upsert(db, id, before !== undefined, values, { createdAt: at });
  });
  return { record: toApp(db.prepare(`${APP_VIEW} WHERE a._id = ?`).get(id) as Row), id, before };
};

export const deleteApp = (db: DatabaseSync, id: string): Row => STREAM_APPS.remove(db, id);

const toStream = rowMapper({
  _id: text,
  name: text,
  url: text,
  kind: (v) => text(v) as StreamKind,
  device: text,
  targetType: (v) => text(v) as EventStream['targetType'],
  targetId: text,
  targetName: text,
  appId: nullableText,
  appName: nullableText,
  section: (v) => (v === null || v === undefined ? null : int(v)),
  probe: derived((row) => json<EventStream['probe']>(row.probe, null)),
  updatedAt: text,
});
const STREAM_VIEW = (where = '') => `SELECT s.*, a.name AS appName FROM event_streams s LEFT JOIN stream_apps a ON a._id = s.appId ${where}`;

export const getStream = (db: DatabaseSync, id: string): EventStream => toStream(db.prepare(STREAM_VIEW('WHERE s._id = ?')).get(id) ?? EVENT_STREAMS.require(db, id));

export const listStreams = (db: DatabaseSync, paging: Paging & { kind?: StreamKind | undefined }) => {
  const where = new Where();
  if (paging.kind) where.add('s.kind = ?', paging.kind);
  const page = (w: string) => `${STREAM_VIEW(w)} ORDER BY s.sequence, s.name LIMIT ? OFFSET ?`;
  return pageOf(db, paging, { from: 'FROM event_streams s', where, search: searchIn('s.name', 's.targetName', 's.url'), page }, toStream);
};

export const saveStream = (db: DatabaseSync, input: z.output<typeof saveEventStreamSchema>, now = new Date()): Saved<EventStream> => {
  const at = now.toISOString();
  const before = input._id ? EVENT_STREAMS.require(db, input._id) : undefined;
  if (input.appId) STREAM_APPS.require(db, input.appId);
  const id = input._id ?? newObjectId(now);
  const values = {
    name: input.name,
    url: input.url,
    kind: input.kind,
    device: input.device,
    targetType: input.targetType,
    targetId: input.targetId,
    targetName: input.targetName,
    appId: input.appId,
    section: input.section,
    probe: input.probe ? JSON.stringify(input.probe) : null,
    updatedAt: at,
  };
  if (before) EVENT_STREAMS.update(db, id, { ...values, demoStream: before.url === input.url ? nullableText(before.demoStream) : null });
  else EVENT_STREAMS.insert(db, { _id: id, ...values, sequence: int(db.prepare('SELECT COUNT(*) AS n FROM event_streams').get()?.n), createdAt: at });
  return { record: getStream(db, id), id, before };
};

export const deleteStream = (db: DatabaseSync, id: string): Row => EVENT_STREAMS.remove(db, id);

/** The kinds a user may watch: one flag per kind (sportsStreaming, casinoStreaming, …). */
export const watchableKinds = (has: (key: PermissionKey) => boolean): StreamKind[] =>
  (Object.keys(STREAM_KIND_PERMISSIONS) as StreamKind[]).filter((kind) => has(STREAM_KIND_PERMISSIONS[kind]));

export const playerStreams = (db: DatabaseSync, kinds: readonly StreamKind[], eventId?: string): EventStream[] => {
  if (kinds.length === 0) return [];
  const where = `WHERE s.kind IN (${kinds.map(() => '?').join(', ')})${eventId ? ` AND s.targetType = 'event' AND s.targetId = ?` : ''} ORDER BY s.sequence, s.name`;
  return db.prepare(STREAM_VIEW(where)).all(...kinds, ...(eventId ? [eventId] : [])).map(toStream);
};
