import { describe, expect, it } from 'vitest';
import { normalisePermissions, PERMISSION_HIERARCHY, PERMISSION_KEYS, toFlags, type PermissionFlags, type PermissionKey, type PermissionNode } from '@shared/permissions';
import { addedUnder, describeDifference, groupWarning, isShown, saveDifference } from './permission-preview';

const findNode = (nodes: readonly PermissionNode[], key: PermissionKey): PermissionNode | undefined =>
  nodes.map((node) => (node.key === key ? node : findNode(node.children, key))).find(Boolean);
const nodeOf = (key: PermissionKey): PermissionNode => findNode(PERMISSION_HIERARCHY, key) ?? { key, children: [] };

/** The admin's save: the spec's normalisation, nothing held back. */
const differenceOf = (value: PermissionFlags) => saveDifference(value, normalisePermissions(value));

describe('what saving adds beyond the switches', () => {
  it('names the part a group on with nothing under it gets, under that group (SportsBook Management alone gets its Results)', () => {
    const value = toFlags({ marketManagement: true, sportsBookManagement: true });
    const { added, dropped, nothingChosen } = differenceOf(value);
    expect(added).toEqual(['sportsBookResults']);
    expect(dropped).toEqual([]);
    expect(nothingChosen).toBe(false);
    expect(addedUnder(nodeOf('sportsBookManagement'), added, value)).toEqual(['sportsBookResults']);
    expect(addedUnder(nodeOf('marketManagement'), added, value)).toEqual([]);
    expect(groupWarning('sportsBookManagement', added)).toBe('Nothing under SportsBook Management is on, so saving grants SportsBook Results.');
    expect(describeDifference(differenceOf(value))).toEqual({
      title: 'Saving does not match the switches',
      lines: ['Also granted, though not switched on: SportsBook Results.'],
      confirmLabel: 'Save anyway',
    });
  });

  it('tells the parts of hidden subgroups under the group on screen, and only there', () => {
    const value = toFlags({ marketManagement: true });
    const { added } = differenceOf(value);
    expect(added).toContain('addSport');
    expect(addedUnder(nodeOf('marketManagement'), added, value)).toEqual(added);
    expect(addedUnder(nodeOf('exchangeManagement'), added, value)).toEqual([]);
  });

  it('counts a flag on under a group that is off as not shown: saving grants it though no switch shows it', () => {
    const value = toFlags({ sportsBookManagement: true, operationalLogs: true });
    expect(isShown('sportsBookManagement', value)).toBe(false);
    expect(isShown('operationalLogs', value)).toBe(true);
    const { added } = differenceOf(value);
    expect(added).toEqual(['sportsBookManagement', 'sportsBookResults']);
    expect(addedUnder(nodeOf('marketManagement'), added, value)).toEqual([]);
    expect(describeDifference(differenceOf(value))?.lines).toEqual(['Also granted, though not switched on: SportsBook Management, SportsBook Results.']);
    // Left on under a group that is off, beside a part that is on: the summary names it, no group claims it.
    const beside = toFlags({ marketManagement: true, fancyManagement: true, fancyResults: true, sportsBookResults: true });
    const leftOver = differenceOf(beside).added;
    expect(leftOver).toEqual(['sportsBookResults']);
    expect(addedUnder(nodeOf('marketManagement'), leftOver, beside)).toEqual([]);
  });

  it('says that nothing chosen grants every permission', () => {
    const difference = differenceOf(toFlags({}));
    expect(difference.nothingChosen).toBe(true);
    expect(difference.added).toHaveLength(PERMISSION_KEYS.length);
    expect(describeDifference(difference)).toMatchObject({ title: 'Nothing is chosen: saving grants every permission', confirmLabel: 'Grant every permission' });
  });

  it('says what saving leaves off, and nothing when Save sends what the switches show', () => {
    const value = toFlags({ marketManagement: true, marketTraderManagement: true, casinoMonitor: true });
    const withoutCasino = (flags: PermissionFlags) => ({ ...normalisePermissions(flags), casinoMonitor: false });
    expect(describeDifference(saveDifference(value, withoutCasino(value)))?.lines).toEqual([
      'Left off, as you may not grant them (or any part of them): Casino Monitor.',
    ]);
    expect(describeDifference(differenceOf(value))).toBeNull();
  });
});
