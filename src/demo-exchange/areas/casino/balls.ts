import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import { GAME_RULES } from '@shared/casino/games';
import { imageInfo } from '@shared/content/image-info';
import { BALL_MEDIA_MAX_BYTES, type saveBallSchema } from '@shared/contract/casino';
import type { UploadFile } from '@shared/contract/files';
import { newObjectId } from '../../db/ids';
import { ApiError, fieldMessage } from '../../http/api-error';
import { derived, rowMapper } from '../../kit/row-mapper';
import type { Saved } from '../../kit/saved';
import { bool, int, text, unique, type Row } from '../../kit/sql';
import { getEvent } from './events';
import { CASINO_BALLS } from './tables';

const toBall = rowMapper({
  _id: text,
  eventId: text,
  innings: int,
  over: int,
  ball: int,
  runs: int,
  wicket: bool,
  commentary: text,
  media: derived((row) => (row.mediaType === null ? null : { type: text(row.mediaType), bytes: int(row.mediaBytes) })),
  updatedAt: text,
});
const COLUMNS = '_id, eventId, innings, over, ball, runs, wicket, commentary, mediaType, length(media) AS mediaBytes, updatedAt';

export const listBalls = (db: DatabaseSync, eventId: string) =>
  db.prepare(`SELECT ${COLUMNS} FROM casino_balls WHERE eventId = ? ORDER BY innings, over, ball`).all(eventId).map(toBall);

const ballById = (db: DatabaseSync, id: string) => toBall(db.prepare(`SELECT ${COLUMNS} FROM casino_balls WHERE _id = ?`).get(id) as Row);

export const saveBall = (db: DatabaseSync, input: z.output<typeof saveBallSchema>, now = new Date()): Saved<ReturnType<typeof toBall>> => {
  const table = getEvent(db, input.eventId);
  if (!GAME_RULES[table.game].ballByBall) throw new ApiError(400, fieldMessage('eventId', `${table.name} is not a cricket-style game: it keeps no ball-by-ball record.`));
  const before = input._id ? CASINO_BALLS.require(db, input._id) : undefined;
  const id = input._id ?? newObjectId(now);
  const values = { eventId: input.eventId, innings: input.innings, over: input.over, ball: input.ball, runs: input.runs, wicket: input.wicket ? 1 : 0, commentary: input.commentary, updatedAt: now.toISOString() };
  unique({ other: `Innings ${input.innings}, over ${input.over}.${input.ball} is recorded already: edit it instead.` }, () => {
    CASINO_BALLS.upsert(db, id, before !== undefined, values);
  });
  return { record: ballById(db, id), id, before: before ? { ...before, media: undefined } : undefined };
};

export const deleteBall = (db: DatabaseSync, id: string): Row => {
  const { media: _media, ...before } = CASINO_BALLS.require(db, id);
  db.prepare('DELETE FROM casino_balls WHERE _id = ?').run(id);
  return before;
};

/** An MP4 (ISO base media) file says `ftyp` at byte 4. */
const isMp4 = (bytes: Uint8Array) => bytes.length > 12 && String.fromCharCode(...bytes.subarray(4, 8)) === 'ftyp';

/** The media's type by its content (an image or an MP4 clip), within the size limit; a 400 on its field otherwise. */
export const ballMediaType = (file: UploadFile): string => {
  if (file.bytes.byteLength > BALL_MEDIA_MAX_BYTES) throw new ApiError(400, fieldMessage('media', `Media: at most ${BALL_MEDIA_MAX_BYTES / 1_000_000} MB.`));
  const type = imageInfo(file.bytes)?.type ?? (isMp4(file.bytes) ? 'video/mp4' : undefined);
  if (!type) throw new ApiError(400, fieldMessage('media', 'Media: an image (PNG, JPEG, GIF, WebP) or an MP4 clip.'));
  return type;
};

export const saveBallMedia = (db: DatabaseSync, id: string, file: UploadFile, now = new Date()) => {
  CASINO_BALLS.require(db, id);
  const mediaType = ballMediaType(file);
  CASINO_BALLS.update(db, id, { mediaType, media: file.bytes, updatedAt: now.toISOString() });
  return ballById(db, id);
};
