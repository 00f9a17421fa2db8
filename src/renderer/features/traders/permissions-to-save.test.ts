import { describe, expect, it } from 'vitest';
import { PERMISSION_HIERARCHY, toFlags, type PermissionFlags, type PermissionKey } from '@shared/permissions';
import { holding } from '@shared/permissions/holding';
import { withSwitch } from '@renderer/components/permissions/permission-editor';
import { addedUnder, describeDifference, saveDifference } from '@renderer/components/permissions/permission-preview';
import { permissionsToSave } from './trader-permissions-modal';

const on = (flags: Record<string, boolean>) =>
  Object.entries(flags)
    .filter(([, value]) => value)
    .map(([key]) => key)
    .sort();

describe('the permissions a save sends', () => {
  it('are normalised as the spec says, everything for an admin', () => {
    const all = () => true;
    expect(on(permissionsToSave(toFlags({ marketManagement: true, navigation: true }), all))).toEqual(
      ['exchangeNavigation', 'marketManagement', 'marketNavigation', 'mostPopularBets', 'navigation', 'quickLinks', 'sportNavigation', 'sportPopular'].sort(),
    );
  });

  it('give a manager only what they hold, even where normalising would give a whole group or everything', () => {
    const held = new Set<PermissionKey>(['marketManagement', 'navigation', 'quickLinks', 'marketTraderManagement', 'operationalLogs']);
    const holds = (key: PermissionKey) => held.has(key);
    // A group switched on with none of its parts chosen: only the parts the manager holds.
    expect(on(permissionsToSave(toFlags({ marketManagement: true, navigation: true }), holds))).toEqual(['marketManagement', 'navigation', 'quickLinks']);
    // Nothing on means everything: everything the manager holds.
    expect(on(permissionsToSave(toFlags({}), holds))).toEqual([...held].sort());
    // A group of which the manager holds no part goes with its parts.
    expect(on(permissionsToSave(toFlags({ marketManagement: true, exchangeManagement: true, operationalLogs: true }), holds))).toEqual(['operationalLogs']);
  });

  it('are what the dialog shows before saving, within the same limits (the QA case: a manager switching Market Management on)', () => {
    const holds = holding('marketManagement', 'marketTraderManagement', 'traderManagement', 'operationalLogs');
    const toSave = (flags: PermissionFlags) => permissionsToSave(flags, holds);
    const market = PERMISSION_HIERARCHY[0];
    if (!market) throw new Error('The spec tree starts with Market Management.');
    // Switching the group on shows its one part the manager may give switched on: the save matches the switches.
    const switched = withSwitch(toFlags({}), 'marketManagement', true, market, toSave);
    expect(on(switched)).toEqual(['marketManagement', 'marketTraderManagement']);
    expect(on(toSave(switched))).toEqual(on(switched));
    expect(describeDifference(saveDifference(switched, toSave(switched)))).toBeNull();
    // That part switched off again: saving would grant it anyway, and the dialog says so under the group.
    const bare = withSwitch(switched, 'marketTraderManagement', false);
    const { added } = saveDifference(bare, toSave(bare));
    expect(added).toEqual(['marketTraderManagement']);
    expect(addedUnder(market, added, bare)).toEqual(['marketTraderManagement']);
    // Nothing chosen: every permission the manager holds, said before saving.
    const nothing = toFlags({});
    expect(describeDifference(saveDifference(nothing, toSave(nothing)))).toEqual({
      title: 'Nothing is chosen: saving grants every permission you may grant',
      lines: ['Granted: Market Management, Trader Management, Operational Logs, Market Trader.'],
      confirmLabel: 'Grant all 4',
    });
  });
});
