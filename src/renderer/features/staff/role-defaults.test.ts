import { describe, expect, it } from 'vitest';
import { toFlags } from '@shared/permissions';
import { grantedCount, normaliseRoleDefaults } from './role-defaults';

describe('saving a role’s default permissions', () => {
  it('keeps "nothing" as nothing (unlike a trader’s grant, which spec §4 turns into everything)', () => {
    expect(grantedCount(normaliseRoleDefaults(toFlags({})))).toBe(0);
  });

  it('applies the parent and child rules of spec §4 otherwise', () => {
    const saved = normaliseRoleDefaults(toFlags({ marketManagement: true, fancyManagement: true }));
    expect(saved).toMatchObject({ marketManagement: true, fancyManagement: true, fancyResults: true, exchangeManagement: false });
  });
});
