import type { DatabaseSync } from 'node:sqlite';
import type { ListOrder, ParsedDataTableRequest, TraderRow } from '@shared/contract';
import { orderSql, pageOf, searchIn } from '../kit/paging';
import { permissionsColumn } from './users';
import { Where, type Row } from '../kit/sql';

/** The columns a user table may order by; text columns compare case-insensitively like the search. */
const ORDER_SQL = {
  name: 'name COLLATE NOCASE',
  userName: 'userName',
  status: 'status',
  role: 'role COLLATE NOCASE',
  createdAt: 'createdAt',
} as const;
export type UserOrderColumn = keyof typeof ORDER_SQL;

export interface UserTableQuery {
  /** Only accounts of this role (case-insensitive); undefined = every account. */
  readonly role?: string | undefined;
  readonly request: ParsedDataTableRequest;
  /** The list's declared order (its operation's): what `order[].column` means and what it falls back to. */
  readonly order: ListOrder<string, UserOrderColumn>;
  /** Whether the caller may change an account (its role and flags): each row says so. */
  readonly manageable?: (account: { _id: string; role: string; permissions: Record<string, boolean> }) => boolean;
}

export type UserTablePage = { draw: number; data: TraderRow[]; recordsTotal: number; recordsFiltered: number };

/**
 * One page of accounts for a DataTables request: role filter, search of every word in the name or user name,
 * one order column (then _id, so pages never overlap), LIMIT/OFFSET, and the two COUNTs of spec §3.
 */
export const queryUserTable = (db: DatabaseSync, query: UserTableQuery): UserTablePage => {
  const { request } = query;
  const where = new Where();
  if (query.role !== undefined) where.add('role = ? COLLATE NOCASE', query.role);
  const toRow = (row: Row): TraderRow => ({
    _id: String(row._id),
    name: String(row.name),
    userName: String(row.userName),
    domain: String(row.domain),
    status: String(row.status),
    role: String(row.role),
    createdAt: String(row.createdAt),
    ...(query.manageable ? { manageable: query.manageable({ _id: String(row._id), role: String(row.role), permissions: permissionsColumn.parse(String(row.permissions)) }) } : {}),
  });
  const page = pageOf(
    db,
    request,
    {
      from: 'FROM users',
      where,
      search: searchIn('name', 'userName'),
      page: (whereSql) => `SELECT _id, name, userName, domain, status, role, createdAt, permissions FROM users ${whereSql}
        ORDER BY ${orderSql(query.order, ORDER_SQL, '_id', request)} LIMIT ? OFFSET ?`,
    },
    toRow,
  );
  return { draw: request.draw, ...page };
};
