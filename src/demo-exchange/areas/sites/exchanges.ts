import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import { EXCHANGE_ORDER, type addExchangeSchema, type ExchangeRecord, type ExchangeStatus, type updateExchangeSchema } from '@shared/contract/exchanges';
import { newObjectId } from '../../db/ids';
import { ApiError } from '../../http/api-error';
import { orderSql, pageOf, searchIn, type Paging } from '../../kit/paging';
import { rowMapper } from '../../kit/row-mapper';
import { type Saved, savedBefore } from '../../kit/saved';
import { found, int, text, unique, Where, type Row } from '../../kit/sql';
import { SITE_MESSAGES as M } from './messages';
import { SITE_EXCHANGES } from './tables';

const SELECT = 'SELECT x.*, (SELECT COUNT(*) FROM project_exchanges pe WHERE pe.exchangeId = x._id) AS projectCount';
const FROM = 'FROM site_exchanges x';
const ORDER_SQL = { name: 'x.name COLLATE NOCASE', code: 'x.code', currency: 'x.currency', status: 'x.status' } as const;

const toExchange = rowMapper({ _id: text, name: text, code: text, apiUrl: text, currency: text, status: (v) => text(v) as ExchangeStatus, projectCount: int, updatedAt: text });

export const getExchange = (db: DatabaseSync, id: string): ExchangeRecord => toExchange(found(db.prepare(`${SELECT} ${FROM} WHERE x._id = ?`).get(id), SITE_EXCHANGES.notFound));

export const listExchanges = (db: DatabaseSync, input: Paging & { status?: ExchangeStatus | undefined }) => {
  const where = new Where();
  if (input.status) where.add('x.status = ?', input.status);
  return pageOf(db, input, { from: FROM, where, search: searchIn('x.name', 'x.code', 'x.apiUrl'), page: (sql) => `${SELECT} ${FROM} ${sql} ORDER BY ${orderSql(EXCHANGE_ORDER, ORDER_SQL, 'x._id', input)} LIMIT ? OFFSET ?` }, toExchange);
};

export const exchangeNames = (db: DatabaseSync) =>
  db.prepare('SELECT _id, name, status FROM site_exchanges ORDER BY name').all().map((row: Row) => ({ _id: text(row._id), name: text(row.name), status: text(row.status) as ExchangeStatus }));

export const shownExchange = ({ name, code, apiUrl, currency, status }: ExchangeRecord) => ({ name, code, apiUrl, currency, status });

type ExchangeInput = z.output<typeof addExchangeSchema> | z.output<typeof updateExchangeSchema>;

export const saveExchange = (db: DatabaseSync, input: ExchangeInput, now = new Date()): Saved<ExchangeRecord> => {
  const existing = '_id' in input ? getExchange(db, input._id) : undefined;
  const id = existing?._id ?? newObjectId(now);
  const at = now.toISOString();
  const values = { name: input.name, code: input.code, apiUrl: input.apiUrl, currency: input.currency, status: input.status, updatedAt: at };
  unique({ other: M.exchangeTaken }, () => (existing ? SITE_EXCHANGES.update(db, id, values) : SITE_EXCHANGES.insert(db, { _id: id, ...values, createdAt: at })));
  return { record: getExchange(db, id), id, ...savedBefore(existing, shownExchange) };
};

export const deleteExchange = (db: DatabaseSync, id: string) => {
  const before = getExchange(db, id);
  if (before.projectCount > 0) throw new ApiError(409, M.exchangeInUse(before.projectCount));
  db.prepare('DELETE FROM site_exchanges WHERE _id = ?').run(id);
  return shownExchange(before);
};
