import { DatabaseSync } from 'node:sqlite';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { labelSql, pageOf, pageOfList, searchEveryWord, searchIn } from './paging';
import { readView } from './read-view';
import { derived, rowMapper } from './row-mapper';
import { bool, int, text, Where } from './sql';
import { defineTable, setActiveRow } from './table';

let db: DatabaseSync;
const TEAMS = defineTable({ name: 'teams', notFound: 'Team not found.' });
beforeEach(() => {
  db = new DatabaseSync(':memory:');
  db.exec(`CREATE TABLE teams (_id TEXT PRIMARY KEY, name TEXT NOT NULL, active INTEGER NOT NULL DEFAULT 1, updatedAt TEXT NOT NULL DEFAULT '');
           CREATE TABLE players (_id TEXT PRIMARY KEY, teamId TEXT NOT NULL);`);
  for (const [id, name] of [['t1', 'Arsenal'], ['t2', 'Aston Villa'], ['t3', 'Brighton'], ['t4', '100% Club']]) TEAMS.insert(db, { _id: id ?? '', name: name ?? '' });
  db.exec(`INSERT INTO players VALUES ('p1', 't1'), ('p2', 't1'), ('p3', 't2')`);
});

const toTeam = rowMapper({ _id: text, name: text, active: bool, players: int, label: derived((row) => `${text(row.name)} (${int(row.players)})`) });
const VIEW = readView({ select: 't.*', from: 'FROM teams t', counts: '(SELECT COUNT(*) FROM players x WHERE x.teamId = p._id) AS players', order: 't.name', key: 't._id', notFound: 'Team not found.' });

describe('the demo kit', () => {
  it('declares a table once: insert, update, find, and a 404 with its message when a row is missing', () => {
    TEAMS.update(db, 't3', { name: 'Brighton & Hove Albion' });
    expect(TEAMS.find(db, 't3')?.name).toBe('Brighton & Hove Albion');
    expect(TEAMS.find(db, 'nope')).toBeUndefined();
    expect(() => TEAMS.require(db, 'nope')).toThrow(new ApiError(404, 'Team not found.'));
    setActiveRow(db, TEAMS, 't1', false, new Date('2026-01-01T00:00:00Z'));
    expect(TEAMS.require(db, 't1')).toMatchObject({ active: 0, updatedAt: '2026-01-01T00:00:00.000Z' });
  });

  it('maps a row field by field, in the record’s order, derived fields included', () => {
    const team = toTeam(VIEW.one(db, 't1'));
    expect(team).toEqual({ _id: 't1', name: 'Arsenal', active: true, players: 2, label: 'Arsenal (2)' });
    expect(Object.keys(team)).toEqual(['_id', 'name', 'active', 'players', 'label']);
    expect(() => VIEW.one(db, 'nope')).toThrow('Team not found.');
  });

  it('writes a save with upsert (update when the row existed, insert with its key otherwise) and removes a row, answering it as it was', () => {
    TEAMS.upsert(db, 't5', false, { name: 'Chelsea' }, { active: 0 });
    expect(TEAMS.require(db, 't5')).toMatchObject({ _id: 't5', name: 'Chelsea', active: 0 });
    TEAMS.upsert(db, 't5', true, { name: 'Chelsea FC' }, { active: 1 });
    expect(TEAMS.require(db, 't5')).toMatchObject({ name: 'Chelsea FC', active: 0 });
    expect(TEAMS.remove(db, 't5')).toMatchObject({ _id: 't5', name: 'Chelsea FC' });
    expect(TEAMS.find(db, 't5')).toBeUndefined();
    expect(() => TEAMS.remove(db, 't5')).toThrow(new ApiError(404, 'Team not found.'));
  });

  it('pages a list the DataTables way: total under the filters, filtered with the search, the rows asked for', () => {
    const page = (start: number, length: number, search: string, where = new Where()) => pageOf(db, { start, length, search: { value: search } }, { ...VIEW, where, search: searchIn('t.name') }, toTeam);
    expect(page(0, 2, '')).toMatchObject({ recordsTotal: 4, recordsFiltered: 4, data: [{ name: '100% Club' }, { name: 'Arsenal', players: 2 }] });
    expect(page(0, 10, 'o').data.map((t) => t.name)).toEqual(['Aston Villa', 'Brighton']);
    expect(page(1, 10, 'a').data.map((t) => t.name)).toEqual(['Aston Villa']);
    // What the user typed is literal: % is not a wildcard (and a word of punctuation alone is no word).
    expect(page(0, 10, '0%')).toMatchObject({ recordsFiltered: 1, data: [{ name: '100% Club' }] });
    expect(page(0, 10, '%')).toMatchObject({ recordsTotal: 4, recordsFiltered: 4 });
    expect(page(0, 10, 'a', new Where().add('t.name LIKE ?', 'A%'))).toMatchObject({ recordsTotal: 2, recordsFiltered: 2 });
  });

  it('searches several words as: every word in at least one column, in any order and case, each word literal', () => {
    db.prepare(`UPDATE teams SET name = ? WHERE _id = 't3'`).run('Brighton & Hove Albion');
    const found = (search: string, ...columns: string[]) =>
      pageOf(db, { start: 0, length: 10, search: { value: search } }, { ...VIEW, where: new Where(), search: searchIn(...columns) }, toTeam).data.map((t) => t.name);
    expect(found('  albion   HOVE ', 't.name')).toEqual(['Brighton & Hove Albion']);
    expect(found('villa arsenal', 't.name')).toEqual([]);
    // A word may be found in one column and another word in another: "Aston" in the name, "t2" in the key.
    expect(found('aston t2', 't.name', 't._id')).toEqual(['Aston Villa']);
    expect(found('aston t1', 't.name', 't._id')).toEqual([]);
    expect(found('club 0%', 't.name')).toEqual(['100% Club']);
    expect(found('club 0_', 't.name')).toEqual([]);
    // Punctuation between words is no word: a name pasted with its separators finds what its words find.
    expect(found('Brighton · Hove – Albion', 't.name')).toEqual(['Brighton & Hove Albion']);
  });

  it('finds a word in a column it must equal (an id typed in full) and a code column by its label', () => {
    const found = (search: string) =>
      pageOf(db, { start: 0, length: 10, search: { value: search } }, { ...VIEW, where: new Where(), search: searchEveryWord({ contains: ['t.name', labelSql('t.active', { 1: 'Active', 0: "Switched 'off'" })], equals: ['t._id'] }) }, toTeam).data.map((t) => t.name);
    expect(found('t2')).toEqual(['Aston Villa']);
    expect(found('villa T2')).toEqual([]);
    setActiveRow(db, TEAMS, 't1', false, new Date('2026-01-01T00:00:00Z'));
    expect(found("'off' ars")).toEqual(['Arsenal']);
    expect(found('active').length).toBe(3);
  });

  it('pages a short list in memory the same way', () => {
    const all = ['alpha', 'beta', 'gamma', 'delta'];
    const includes = (item: string, needle: string) => item.includes(needle);
    expect(pageOfList(all, { start: 1, length: 1, search: { value: 'TA' } }, includes)).toEqual({ data: ['delta'], recordsTotal: 4, recordsFiltered: 2 });
    expect(pageOfList(all, { start: 0, length: 10, search: { value: ' ph  AL ' } }, includes)).toMatchObject({ data: ['alpha'], recordsFiltered: 1 });
  });
});
