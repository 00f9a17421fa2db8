import { randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { marketAvailability, type MarketFamily, type MarketStatus } from '@shared/catalogue';
import type { Market } from '@shared/contract/catalogue-common';
import { bool, int, text, textOrNull, type Row } from '../../kit/sql';

/** The columns a market row needs for the screens: its own, its ancestors' names and switches, its type and delay. */
export const MARKET_VIEW = (page: string, order: string) => `
  SELECT p.*, s.name AS sportName, s.active AS sportActive, c.name AS competitionName, c.active AS competitionActive,
    e.name AS eventName, e.active AS eventActive, t.code AS marketTypeCode, t.family AS family,
    COALESCE(p.betDelaySeconds, d.seconds, 0) AS effectiveDelaySeconds,
    (SELECT COUNT(*) FROM selections x WHERE x.marketId = p._id) AS selectionCount
  FROM ${page} p
  JOIN events e ON e._id = p.eventId
  JOIN competitions c ON c._id = p.competitionId
  JOIN sports s ON s._id = p.sportId
  JOIN market_types t ON t._id = p.marketTypeId
  LEFT JOIN bet_delays d ON d.family = t.family
  ${order}`;

export const availabilityOf = (row: Row) =>
  marketAvailability({
    status: text(row.status) as MarketStatus,
    sportActive: bool(row.sportActive),
    competitionActive: bool(row.competitionActive),
    eventActive: bool(row.eventActive),
  });

export const toMarket = (row: Row): Market => ({
  _id: text(row._id),
  sportId: text(row.sportId),
  sportName: text(row.sportName),
  competitionId: text(row.competitionId),
  competitionName: text(row.competitionName),
  eventId: text(row.eventId),
  eventName: text(row.eventName),
  marketTypeId: text(row.marketTypeId),
  marketTypeCode: text(row.marketTypeCode),
  family: text(row.family) as MarketFamily,
  name: text(row.name),
  status: text(row.status) as MarketStatus,
  inPlay: bool(row.inPlay),
  popular: bool(row.popular),
  betDelaySeconds: row.betDelaySeconds === null || row.betDelaySeconds === undefined ? null : int(row.betDelaySeconds),
  effectiveDelaySeconds: int(row.effectiveDelaySeconds),
  sequence: int(row.sequence),
  accessCode: text(row.accessCode),
  externalId: textOrNull(row.externalId),
  selectionCount: int(row.selectionCount),
  takesBets: availabilityOf(row).ok,
  updatedAt: text(row.updatedAt),
});

/** No 0/O, 1/I/L or X (bulk-seeded codes start with X, so the two kinds never meet). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWYZ23456789';

/** A market access code: eight characters, unambiguous when read aloud or typed from a printout. */
export const newAccessCode = (db: DatabaseSync): string => {
  const taken = db.prepare('SELECT 1 FROM markets WHERE accessCode = ?');
  for (;;) {
    const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    if (!taken.get(code)) return code;
  }
};
