import { describe, expect, it } from 'vitest';
import { PERMISSION_HIERARCHY, PERMISSION_KEYS, type PermissionKey, type PermissionNode } from '@shared/permissions';
import { PERMISSION_GROUPS } from './permission-groups';
import { permissionLabel } from '@shared/permissions/labels';
import { heldBy } from './permission-editor-form';

const treeKeys = (nodes: readonly PermissionNode[]): PermissionKey[] => nodes.flatMap((node) => [node.key, ...treeKeys(node.children)]);

describe('the permission modal’s layout', () => {
  it('shows every key of the catalogue exactly once: the spec’s tree plus the groups', () => {
    const shown = [...treeKeys(PERMISSION_HIERARCHY), ...PERMISSION_GROUPS.flatMap((group) => group.keys)];
    expect([...shown].sort()).toEqual([...PERMISSION_KEYS].sort());
  });

  it('gives every key a distinct label, the tile names where there is a tile', () => {
    const labels = PERMISSION_KEYS.map(permissionLabel);
    expect(new Set(labels).size).toBe(labels.length);
    expect(permissionLabel('sportsBookManagement')).toBe('SportsBook Management');
    expect(permissionLabel('addBetLimit')).toBe('Add Bet Limit');
    expect(permissionLabel('videoSection10')).toBe('Video Section 10');
  });
});

describe('switching in the permission editor', () => {
  it('switches a parent’s hidden group off with it, and leaves everything else alone', async () => {
    const { withSwitch } = await import('./permission-editor');
    const { toFlags, PERMISSION_HIERARCHY: tree } = await import('@shared/permissions');
    const market = tree[0];
    const before = toFlags({ marketManagement: true, exchangeManagement: true, addSport: true, operationalLogs: true });
    const exchange = market?.children.find((node) => node.key === 'exchangeManagement');
    expect(withSwitch(before, 'exchangeManagement', false, exchange)).toMatchObject({ exchangeManagement: false, addSport: false, marketManagement: true, operationalLogs: true });
    const off = withSwitch(before, 'marketManagement', false, market);
    expect(off).toMatchObject({ marketManagement: false, exchangeManagement: false, addSport: false, operationalLogs: true });
    // Switching a group on shows what saving it would grant: without parts chosen, all of them (spec §4).
    expect(withSwitch(off, 'marketManagement', true, market)).toMatchObject({ marketManagement: true, exchangeManagement: true, addSport: true, sportsBookResults: true, marketTraderManagement: true });
  });

  it('switches a group on within what Save may send: a manager’s only part of it', async () => {
    const { withSwitch } = await import('./permission-editor');
    const { normalisePermissions, toFlags, PERMISSION_HIERARCHY: tree } = await import('@shared/permissions');
    const held = new Set(['marketManagement', 'marketTraderManagement', 'operationalLogs']);
    const saved = (flags: Parameters<typeof normalisePermissions>[0]) => toFlags(Object.fromEntries(Object.entries(normalisePermissions(flags)).filter(([key]) => held.has(key))));
    const on = withSwitch(toFlags({ operationalLogs: true }), 'marketManagement', true, tree[0], saved);
    expect(Object.keys(on).filter((key) => on[key as keyof typeof on]).sort()).toEqual(['marketManagement', 'marketTraderManagement', 'operationalLogs']);
  });
});

describe('what a user may grant', () => {
  it('is what they hold themselves, and everything for an admin', () => {
    const session = (role: string, permissions: Record<string, true>) => ({ status: 'loggedIn' as const, user: { id: 'u', userName: 'u', role }, permissions, expiresAt: 0, tokenStorage: 'memory' as const });
    const manager = heldBy(session('manager', { addMarket: true }));
    expect(manager('addMarket')).toBe(true);
    expect(manager('addDomain')).toBe(false);
    expect(heldBy(session('ADMIN', {}))('addDomain')).toBe(true);
    expect(heldBy({ status: 'loggedOut' })('addMarket')).toBe(false);
  });
});
