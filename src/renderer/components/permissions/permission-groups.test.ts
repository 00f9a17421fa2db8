import { describe, expect, it } from 'vitest';
import { PERMISSION_HIERARCHY, PERMISSION_KEYS, type PermissionKey, type PermissionNode } from '@shared/permissions';
import { PERMISSION_GROUPS } from './permission-groups';
import { permissionLabel } from './permission-labels';

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
