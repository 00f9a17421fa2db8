import type { DatabaseSync } from 'node:sqlite';
import type { PunterQuery, QueryStatus } from '@shared/contract/queries';
import { newObjectId } from '../../db/ids';
import { ApiError, fieldMessage } from '../../http/api-error';
import { pageOf, searchIn, type Paging } from '../../kit/paging';
import { int, text, textOrNull, Where, type Row } from '../../kit/sql';
import { findAccountByUserName } from '../../money/accounts';

const FROM = 'FROM punter_queries q JOIN accounts a ON a._id = q.accountId';
/** The query with its punter and, where it names one, its bet as a person reads it. */
const SELECT = `SELECT q.*, a.userName, b.side, b.outcomeName, COALESCE(b.odds, b.rate) AS price, m.name AS marketName, e.name AS eventName ${FROM}
  LEFT JOIN bets b ON b._id = q.betId LEFT JOIN markets m ON m._id = b.marketId LEFT JOIN events e ON e._id = m.eventId`;
const toQuery = (row: Row): PunterQuery => ({
  queryId: text(row._id),
  userName: text(row.userName),
  subject: text(row.subject),
  body: text(row.body),
  betId: textOrNull(row.betId),
  bet:
    row.side === null || row.side === undefined
      ? null
      : { side: text(row.side) as 'back', outcomeName: text(row.outcomeName), price: row.price === null ? null : Number(row.price), marketName: text(row.marketName), eventName: text(row.eventName) },
  statementSeq: row.statementSeq === null ? null : int(row.statementSeq),
  status: text(row.status) as QueryStatus,
  answer: textOrNull(row.answer),
  answeredBy: textOrNull(row.answeredBy),
  createdAt: text(row.createdAt),
  updatedAt: text(row.updatedAt),
});

/** The queue: open queries first, oldest first within a status (the one waiting longest on top). */
export const listQueries = (db: DatabaseSync, filter: Paging & { status?: QueryStatus | undefined }) => {
  const where = new Where();
  if (filter.status) where.add('q.status = ?', filter.status);
  return pageOf(
    db,
    filter,
    { from: FROM, where, search: searchIn('a.userName', 'q.subject', 'q.body'), page: (w) => `${SELECT} ${w} ORDER BY q.status = 'open' DESC, q.status = 'answered' DESC, q.createdAt, q._id LIMIT ? OFFSET ?` },
    toQuery,
  );
};

export const getQuery = (db: DatabaseSync, queryId: string): PunterQuery => {
  const row = db.prepare(`${SELECT} WHERE q._id = ?`).get(queryId);
  if (!row) throw new ApiError(404, 'No punter query has that id.');
  return toQuery(row);
};

/**
 * Records a punter's query; a linked bet must be the punter's own, a statement line one of their postings.
 * Each refusal names its field (the console shows it under that field).
 */
export const openQuery = (db: DatabaseSync, input: { userName: string; subject: string; body: string; betId?: string | undefined; statementSeq?: number | undefined }): PunterQuery => {
  const account = findAccountByUserName(db, input.userName);
  if (!account || account.level !== 'punter') throw new ApiError(404, fieldMessage('userName', 'No punter has that user name.'));
  if (input.betId && !db.prepare('SELECT 1 FROM bets WHERE _id = ? AND accountId = ?').get(input.betId, account._id)) throw new ApiError(422, fieldMessage('betId', 'That bet is not one of this punter’s.'));
  if (input.statementSeq && !db.prepare('SELECT 1 FROM ledger_postings WHERE seq = ? AND accountId = ?').get(input.statementSeq, account._id))
    throw new ApiError(422, fieldMessage('statementSeq', 'That statement line is not one of this punter’s.'));
  const id = newObjectId();
  const now = new Date().toISOString();
  db.prepare('INSERT INTO punter_queries (_id, accountId, subject, body, betId, statementSeq, status, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
    id,
    account._id,
    input.subject,
    input.body,
    input.betId || null,
    input.statementSeq ?? null,
    'open',
    now,
    now,
  );
  return getQuery(db, id);
};

/** Answers (an answer is then required), reopens or closes a query; answers the query before and after. */
export const respondToQuery = (db: DatabaseSync, input: { queryId: string; status: QueryStatus; answer?: string | undefined }, by: string) => {
  const before = getQuery(db, input.queryId);
  const answer = input.answer?.trim() || before.answer;
  if (input.status === 'answered' && !answer) throw new ApiError(400, 'Answer: say what the punter is told.');
  db.prepare('UPDATE punter_queries SET status = ?, answer = ?, answeredBy = ?, updatedAt = ? WHERE _id = ?').run(input.status, answer, input.answer?.trim() ? by : before.answeredBy, new Date().toISOString(), input.queryId);
  return { before, after: getQuery(db, input.queryId) };
};
