import { describe, expect, it } from 'vitest';
import { toFlags, type PermissionKey } from '@shared/permissions';
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
});
