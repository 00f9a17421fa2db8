import { describe, expect, it } from 'vitest';
import { toFlags } from '@shared/permissions';
import { grantedCount, normaliseRoleDefaults, roleDefaultsToSave } from './role-defaults';

describe('saving a role’s default permissions', () => {
  it('keeps "nothing" as nothing (unlike a trader’s grant, which spec §4 turns into everything)', () => {
    expect(grantedCount(normaliseRoleDefaults(toFlags({})))).toBe(0);
  });

  it('applies the parent and child rules of spec §4 otherwise', () => {
    const saved = normaliseRoleDefaults(toFlags({ marketManagement: true, fancyManagement: true }));
    expect(saved).toMatchObject({ marketManagement: true, fancyManagement: true, fancyResults: true, exchangeManagement: false });
  });

  it('gives, for a manager, only what they hold: a group switched on keeps the parts they may give, and no bare group', () => {
    const holds = (key: string) => ['marketManagement', 'marketTraderManagement', 'operationalLogs'].includes(key);
    const saved = roleDefaultsToSave(toFlags({ marketManagement: true }), holds);
    expect(Object.entries(saved).filter(([, on]) => on).map(([key]) => key).sort()).toEqual(['marketManagement', 'marketTraderManagement']);
    expect(grantedCount(roleDefaultsToSave(toFlags({ fancyManagement: true }), holds))).toBe(0);
  });
});
