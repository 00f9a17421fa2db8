import type { DatabaseSync } from 'node:sqlite';
import { planImport, summarisePlan, type CatalogueLevel, type ExistingIndex, type ImportRequestItem, type ParentRef } from '@shared/catalogue';
import type { ImportResult, ProviderNodeView } from '@shared/contract/provider';
import { newObjectId } from '../../db/ids';
import type { ProviderEntry } from './provider-tree';
import { buildProviderTree, providerIndex } from './provider-tree';
import { saveEventRow } from '../catalogue/events';
import { saveMarketRow } from '../markets/markets';
import { int, text, textOrNull } from '../../kit/sql';

const TABLE: Record<CatalogueLevel, string> = { sport: 'sports', competition: 'competitions', event: 'events', market: 'markets' };
const PARENT_COLUMN: Record<CatalogueLevel, string | null> = { sport: null, competition: 'sportId', event: 'competitionId', market: 'eventId' };

export const existingIndex = (db: DatabaseSync): ExistingIndex => ({
  byExternalId: (level, externalId) => {
    const row = db.prepare(`SELECT _id FROM ${TABLE[level]} WHERE externalId = ?`).get(externalId);
    return row ? text(row._id) : undefined;
  },
  byName: (level, parentId, name) => {
    const parent = PARENT_COLUMN[level];
    const row = parent
      ? db.prepare(`SELECT _id FROM ${TABLE[level]} WHERE ${parent} = ? AND name = ?`).get(parentId, name)
      : db.prepare(`SELECT _id FROM ${TABLE[level]} WHERE name = ?`).get(name);
    return row ? text(row._id) : undefined;
  },
});

const detailOf = (node: ProviderEntry): string => {
  if (node.level === 'event') return [node.openDate?.slice(0, 16).replace('T', ' '), node.country].filter(Boolean).join(' · ');
  if (node.level === 'market') return `${node.marketTypeCode ?? ''} · ${node.runners?.length ?? 0} runners`;
  if (node.level === 'competition') return node.country ?? '';
  return '';
};

/** Children of a provider node (or its sports), each with what our catalogue already holds of it. */
export const browseProvider = (db: DatabaseSync, level: CatalogueLevel, parentExternalId: string | undefined, now = new Date()): ProviderNodeView[] => {
  const { childrenOf } = providerIndex(buildProviderTree(now));
  const index = existingIndex(db);
  return childrenOf(level, parentExternalId ?? null).map((node) => ({
    level: node.level,
    externalId: node.externalId,
    parentExternalId: node.parentExternalId,
    name: node.name,
    childCount: childrenOf(node.level, node.externalId).length,
    detail: detailOf(node),
    existingId: index.byExternalId(node.level, node.externalId) ?? null,
  }));
};

const marketTypeId = (db: DatabaseSync, code: string, name: string, now: Date): string => {
  const row = db.prepare('SELECT _id FROM market_types WHERE code = ?').get(code);
  if (row) return text(row._id);
  // A type the provider knows and we do not: created as a general match-odds-style type, editable later.
  const id = newObjectId(now);
  db.prepare("INSERT INTO market_types (_id, code, name, family, sportId, createdAt, updatedAt) VALUES (?, ?, ?, 'matchOdds', NULL, ?, ?)").run(id, code, name, now.toISOString(), now.toISOString());
  return id;
};

/**
 * A record made by hand that the import linked to its provider entry: its provider id before and after, and
 * the moment of the link, which is its new `updatedAt` (the id is a field its edit form carries).
 */
export interface ProviderLink {
  readonly level: CatalogueLevel;
  readonly id: string;
  readonly name: string;
  readonly externalIdBefore: string | null;
  readonly externalId: string;
  readonly at: string;
}

/**
 * Carries out the import plan; the caller wraps it in one transaction, so an import is all or nothing. Answers
 * what it did, and the records of ours it linked (the caller audits each as an edit of that record).
 */
export const importFromProvider = (db: DatabaseSync, items: readonly ImportRequestItem[], now = new Date()): { result: ImportResult; links: ProviderLink[] } => {
  const { lookup } = providerIndex(buildProviderTree(now));
  const plan = planImport(items, lookup, existingIndex(db));
  const ids = new Map<string, string>();
  const parentId = (parent: ParentRef): string => {
    if (parent === null) throw new Error('import plan: a child without a parent');
    return 'existingId' in parent ? parent.existingId : (ids.get(parent.plannedKey) ?? '');
  };
  const at = now.toISOString();
  const links: ProviderLink[] = [];
  for (const action of plan.actions) {
    const node = action.node as ProviderEntry;
    if (action.kind === 'exists') continue;
    if (action.kind === 'link') {
      const mine = db.prepare(`SELECT name, externalId FROM ${TABLE[node.level]} WHERE _id = ?`).get(action.existingId);
      db.prepare(`UPDATE ${TABLE[node.level]} SET externalId = ?, updatedAt = ? WHERE _id = ?`).run(node.externalId, at, action.existingId);
      links.push({ level: node.level, id: action.existingId, name: text(mine?.name), externalIdBefore: textOrNull(mine?.externalId), externalId: node.externalId, at });
      continue;
    }
    let id: string;
    if (node.level === 'sport') {
      id = newObjectId(now);
      const sequence = int(db.prepare('SELECT COALESCE(MAX(sequence), 0) + 1 AS n FROM sports').get()?.n);
      db.prepare('INSERT INTO sports (_id, name, externalId, sequence, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)').run(id, node.name, node.externalId, sequence, at, at);
    } else if (node.level === 'competition') {
      id = newObjectId(now);
      db.prepare('INSERT INTO competitions (_id, sportId, name, country, externalId, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
        id, parentId(action.parent), node.name, node.country ?? '', node.externalId, at, at,
      );
    } else if (node.level === 'event') {
      id = saveEventRow(db, { competitionId: parentId(action.parent), name: node.name, openDate: node.openDate ?? at, country: node.country ?? '', inPlayCapable: true, externalId: node.externalId }, now).id;
    } else {
      id = saveMarketRow(
        db,
        {
          eventId: parentId(action.parent),
          marketTypeId: marketTypeId(db, node.marketTypeCode ?? 'MATCH_ODDS', node.name, now),
          name: node.name,
          status: 'open',
          inPlay: false,
          popular: false,
          externalId: node.externalId,
          selections: (node.runners ?? []).map((name) => ({ name })),
        },
        now,
      ).id;
    }
    ids.set(action.key, id);
  }
  const summary = summarisePlan(plan);
  return { result: { ...summary, unknown: plan.unknown.length }, links };
};

