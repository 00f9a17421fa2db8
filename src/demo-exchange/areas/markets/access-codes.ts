import type { DatabaseSync } from 'node:sqlite';
import { MARKET_STATUS_LABELS, type MarketStatus } from '@shared/catalogue';
import type { ExportFile } from '@shared/contract/files';
import { writePdfTable } from '../../files/pdf-table';
import { rowsExport } from '../../files/rows-export';
import { writeXlsx } from '@shared/files/xlsx';
import { count, text, Where } from '../../kit/sql';

/** A printout of more than this is useless; the file says when it was cut and how to narrow it. */
export const MAX_EXPORT_ROWS = 10_000;

export const ACCESS_CODE_COLUMNS = [
  { header: 'Sport', width: 14 },
  { header: 'Competition', width: 26 },
  { header: 'Event', width: 34 },
  { header: 'Market', width: 24 },
  { header: 'Status', width: 11 },
  { header: 'Access Code', width: 13 },
] as const;

export interface AccessCodeFilter {
  format: 'pdf' | 'xlsx';
  sportId?: string | undefined;
  competitionId?: string | undefined;
  eventId?: string | undefined;
}

const scopeName = (db: DatabaseSync, filter: AccessCodeFilter): string => {
  const name = (sql: string, id: string) => text(db.prepare(sql).get(id)?.name);
  if (filter.eventId) return name('SELECT name FROM events WHERE _id = ?', filter.eventId);
  if (filter.competitionId) return name('SELECT name FROM competitions WHERE _id = ?', filter.competitionId);
  if (filter.sportId) return name('SELECT name FROM sports WHERE _id = ?', filter.sportId);
  return 'All markets';
};

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'markets';

/** Market access codes of a scope (everything, a sport, a competition or an event) as a PDF or an Excel file. */
export const exportAccessCodes = async (db: DatabaseSync, filter: AccessCodeFilter, now = new Date()): Promise<ExportFile & { rows: number }> => {
  const where = new Where();
  if (filter.eventId) where.add('m.eventId = ?', filter.eventId);
  if (filter.competitionId) where.add('m.competitionId = ?', filter.competitionId);
  if (filter.sportId) where.add('m.sportId = ?', filter.sportId);
  const total = count(db, `SELECT COUNT(*) AS n FROM markets m ${where.sql()}`, where.params);
  const rows = db
    .prepare(
      `SELECT s.name AS sport, c.name AS competition, e.name AS event, m.name AS market, m.status, m.accessCode
       FROM markets m JOIN events e ON e._id = m.eventId JOIN competitions c ON c._id = m.competitionId JOIN sports s ON s._id = m.sportId
       ${where.sql()} ORDER BY s.sequence, c.name, e.openDate, e.name, m.sequence LIMIT ?`,
    )
    .all(...where.params, MAX_EXPORT_ROWS)
    .map((r) => [text(r.sport), text(r.competition), text(r.event), text(r.market), MARKET_STATUS_LABELS[text(r.status) as MarketStatus] ?? text(r.status), text(r.accessCode)]);
  const scope = scopeName(db, filter);
  const stamp = now.toISOString().slice(0, 16).replace('T', ' ');
  const fileBase = `market-access-codes-${slug(scope)}-${now.toISOString().slice(0, 10)}`;
  const cut = total > rows.length ? `First ${rows.length} of ${total} markets: export a sport, competition or event for the rest.` : `${total} markets.`;
  if (filter.format === 'pdf') {
    const bytes = await writePdfTable({
      title: 'Market access codes',
      subtitle: [`Scope: ${scope}`, `Generated ${stamp} UTC`, cut],
      columns: ACCESS_CODE_COLUMNS,
      rows,
    });
    return rowsExport(fileBase, 'pdf', bytes, rows.length);
  }
  return rowsExport(fileBase, 'xlsx', writeXlsx({ name: 'Access codes', columns: ACCESS_CODE_COLUMNS, rows }), rows.length);
};
