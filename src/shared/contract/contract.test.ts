import { describe, expect, it } from 'vitest';
import { isSpecCallId } from '../spec/calls';
import { takesExpectedUpdatedAt } from './factories';
import { contract, listHttpOperations, listOperations, readTags, tagTouches, writeTags } from './index';

const staleAfter = (written: readonly string[], read: readonly string[]) => written.some((w) => read.some((r) => tagTouches(w, r)));

describe('the contract', () => {
  it('lets every edit of a record with updatedAt say which updatedAt it edits (a save from a stale form is refused)', () => {
    const stamped = listHttpOperations()
      .filter((op) => takesExpectedUpdatedAt(op.input))
      .map((op) => op.id)
      .sort();
    expect(stamped).toEqual([
      'casino.saveBall',
      'casino.saveEvent',
      'casino.saveTab',
      'catalogue.saveCompetition',
      'catalogue.saveEvent',
      'catalogue.saveSport',
      'content.saveArticle',
      'content.saveBanner',
      'domains.save',
      'domains.saveVariable',
      'exchanges.update',
      'markets.save',
      'projects.edit',
      'streaming.saveStream',
      'whiteLabels.save',
      'whiteLabels.saveMenus',
    ]);
  });

  it('derives every id from its area and key', () => {
    for (const { op, channel } of listOperations()) expect(op.id).toBe(channel);
    expect(contract.traders.list.id).toBe('traders.list');
  });

  it('names the §7 calls each HTTP operation serves, with ids of the spec catalogue', () => {
    for (const op of listHttpOperations()) {
      expect(op.spec, `${op.id} says which §7 calls it serves ([] for our own additions)`).toBeDefined();
      for (const id of op.spec ?? []) expect(isSpecCallId(id), `${op.id}: ${id}`).toBe(true);
    }
  });

  it('declares what every HTTP operation reads or writes', () => {
    for (const op of listHttpOperations()) expect(op.reads !== undefined || op.writes !== undefined, op.id).toBe(true);
  });

  it('keys every create with an idempotency key', () => {
    const { traders, staff, catalogue, markets, limits } = contract;
    for (const op of [traders.add, staff.add, catalogue.saveSport, catalogue.saveEvent, markets.save, markets.saveType, limits.save]) {
      expect(op.idempotent, op.id).toBe(true);
    }
    expect(markets.setStatus.idempotent).toBeUndefined();
  });
});

describe('entity tags across areas', () => {
  const { catalogue, markets, traders, staff, limits, navigation } = contract;
  const listInput = { start: 0, length: 10 };

  it('a market status change stales that market, the market lists and the lists that count markets', () => {
    const written = writeTags(markets.setStatus, { _id: 'm1', status: 'suspended' });
    expect(written).toEqual(['markets:m1', 'audit']);
    for (const list of [catalogue.sports, catalogue.competitions, catalogue.events, markets.list, markets.types]) {
      expect(staleAfter(written, readTags(list, listInput)), list.id).toBe(true);
    }
    expect(staleAfter(written, readTags(markets.get, { _id: 'm1' }))).toBe(true);
    expect(staleAfter(written, readTags(markets.get, { _id: 'm2' }))).toBe(false);
  });

  it('suspend all stales every catalogue query, market details included', () => {
    const written = writeTags(markets.suspendAll, { confirmation: 'SUSPEND ALL' });
    for (const op of [catalogue.sports, catalogue.events, markets.list, navigation.popularBets, markets.suspendAllState]) {
      expect(staleAfter(written, readTags(op, listInput)), op.id).toBe(true);
    }
    expect(staleAfter(written, readTags(markets.get, { _id: 'any' }))).toBe(true);
  });

  it('a sport switch stales the competitions, events and markets below it', () => {
    const written = writeTags(catalogue.setSportActive, { _id: 's1', active: false });
    expect(written).toEqual(['sports:s1', 'competitions', 'events', 'markets', 'audit']);
    expect(staleAfter(written, readTags(markets.get, { _id: 'm9' }))).toBe(true);
  });

  it('staff and traders share one accounts table: a change to either stales both lists', () => {
    const traderAdded = writeTags(traders.add, { name: 'A', userName: 'a', password: 'secret1' });
    expect(staleAfter(traderAdded, readTags(staff.list, listInput))).toBe(true);
    const staffDeactivated = writeTags(staff.changeStatus, { staffId: 'u1', status: 'inactive' });
    expect(staleAfter(staffDeactivated, readTags(traders.list, listInput))).toBe(true);
  });

  it('a permission change stales that trader’s permissions only', () => {
    const written = writeTags(traders.changePermission, { traderId: 't1', permission: {} });
    expect(staleAfter(written, readTags(contract.permissions.getTraderPermissions, { traderIs: 'TRADER', traderId: 't1' }))).toBe(true);
    expect(staleAfter(written, readTags(contract.permissions.getTraderPermissions, { traderIs: 'TRADER', traderId: 't2' }))).toBe(false);
  });

  it('every write stales the audit log, every read leaves it alone', () => {
    const auditQuery = readTags(contract.audit.list, listInput);
    expect(staleAfter(writeTags(staff.resetPassword, { staffId: 'u1', newPassword: 'secret1' }), auditQuery)).toBe(true);
    expect(writeTags(markets.list, listInput)).toEqual([]);
  });

  it('a family delay stales the markets’ effective delays', () => {
    expect(staleAfter(writeTags(limits.saveFamilyDelay, { family: 'fancy', seconds: 3 }), readTags(markets.list, listInput))).toBe(true);
  });
});
