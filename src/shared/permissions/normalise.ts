import { PERMISSION_KEYS, type PermissionKey } from './catalogue';
import { PERMISSION_HIERARCHY, type PermissionNode } from './hierarchy';

export type PermissionFlags = Record<PermissionKey, boolean>;

/** A complete flag map: every key of the catalogue, missing ones off. */
export const toFlags = (map: Partial<Record<string, boolean>>): PermissionFlags =>
  Object.fromEntries(PERMISSION_KEYS.map((key) => [key, map[key] === true])) as PermissionFlags;

const normaliseNode = (node: PermissionNode, flags: PermissionFlags): void => {
  if (flags[node.key] && !node.children.some((child) => flags[child.key])) {
    for (const child of node.children) flags[child.key] = true;
  }
  // Top-down: a child group switched on here is itself a parent that is now on. "For each parent that is
  // on" means every parent, so a group whose own parent is off is still visited.
  for (const child of node.children) normaliseNode(child, flags);
};

/**
 * Spec §4, "Permission normalisation before save": no flag set → everything on; otherwise every parent
 * that is on with no child on gets all its children on, a parent with some child on keeps the others off,
 * and the parent is set on. Pure: returns a new complete map.
 */
export const normalisePermissions = (map: Partial<Record<string, boolean>>): PermissionFlags => {
  const flags = toFlags(map);
  if (!PERMISSION_KEYS.some((key) => flags[key])) {
    return toFlags(Object.fromEntries(PERMISSION_KEYS.map((key) => [key, true])));
  }
  for (const root of PERMISSION_HIERARCHY) normaliseNode(root, flags);
  return flags;
};

const dropBareParents = (node: PermissionNode, flags: Record<string, boolean>): void => {
  for (const child of node.children) dropBareParents(child, flags);
  if (flags[node.key] && node.children.length > 0 && !node.children.some((child) => flags[child.key])) delete flags[node.key];
};

/**
 * Where only some flags may be given (a manager gives only what they hold), a parent left on with none of
 * its children would mean all of them once normalised: such a parent goes too, from the innermost group
 * out. Flags off are left out. Pure: returns a new map.
 */
export const withoutBareParents = (map: Partial<Record<string, boolean>>): Record<string, boolean> => {
  const flags: Record<string, boolean> = Object.fromEntries(Object.entries(map).filter(([, on]) => on === true)) as Record<string, boolean>;
  for (const root of PERMISSION_HIERARCHY) dropBareParents(root, flags);
  return flags;
};
