import { PERMISSION_HIERARCHY, PERMISSION_KEYS, type PermissionFlags, type PermissionKey, type PermissionNode } from '@shared/permissions';
import { permissionLabel } from '@shared/permissions/labels';

/** What Save sends for the switches as they stand (the spec §4 normalisation, within what the user may grant). */
export type SavedFlags = (flags: PermissionFlags) => PermissionFlags;

export const descendants = (node: PermissionNode): PermissionKey[] => node.children.flatMap((child) => [child.key, ...descendants(child)]);

/** For every key of the spec's tree, the groups above it, nearest first. */
const ANCESTORS = new Map<PermissionKey, readonly PermissionKey[]>();
const mapAncestors = (node: PermissionNode, above: readonly PermissionKey[]): void => {
  ANCESTORS.set(node.key, above);
  for (const child of node.children) mapAncestors(child, [node.key, ...above]);
};
for (const root of PERMISSION_HIERARCHY) mapAncestors(root, []);

const ancestorsOf = (key: PermissionKey): readonly PermissionKey[] => ANCESTORS.get(key) ?? [];

/** Spec §4: a child group appears only while its parent is on, so a switch is on screen while every group above it is. */
export const isShown = (key: PermissionKey, value: PermissionFlags): boolean => ancestorsOf(key).every((above) => value[above] === true);

const shownOn = (key: PermissionKey, value: PermissionFlags): boolean => value[key] === true && isShown(key, value);

/** How what Save sends differs from the switches on screen. */
export interface SaveDifference {
  /** Granted by Save though no switch on screen shows it on: normalisation's additions. */
  readonly added: readonly PermissionKey[];
  /** Shown on but not granted by Save: what the user may not give (or a group with none of its parts they may give). */
  readonly dropped: readonly PermissionKey[];
  /** No switch is on at all, and Save grants something: the spec's "no flag set, everything on". */
  readonly nothingChosen: boolean;
}

export const NO_DIFFERENCE: SaveDifference = { added: [], dropped: [], nothingChosen: false };

export const saveDifference = (value: PermissionFlags, saved: PermissionFlags): SaveDifference => {
  const added = PERMISSION_KEYS.filter((key) => saved[key] === true && !shownOn(key, value));
  return {
    added,
    dropped: PERMISSION_KEYS.filter((key) => saved[key] !== true && shownOn(key, value)),
    nothingChosen: added.length > 0 && !PERMISSION_KEYS.some((key) => value[key] === true),
  };
};

/**
 * The additions to show under the group of `parent` when none of its parts is on (spec §4: saving gives
 * them all): those whose nearest group on screen and on is this one, so a part of a hidden subgroup is
 * told under the group the user can see, and only there. (A flag left on under a group that is off, in
 * a group with parts on, is not this group's doing: the summary above Save names it.)
 */
export const addedUnder = (parent: PermissionNode, added: readonly PermissionKey[], value: PermissionFlags): PermissionKey[] =>
  parent.children.some((child) => value[child.key] === true)
    ? []
    : added.filter((key) => ancestorsOf(key).find((above) => shownOn(above, value)) === parent.key);

export const labelList = (keys: readonly PermissionKey[]): string => keys.map(permissionLabel).join(', ');

/** The words under a group that is on with none of its parts on: what saving switches on with it. */
export const groupWarning = (parent: PermissionKey, added: readonly PermissionKey[]): string =>
  `Nothing under ${permissionLabel(parent)} is on, so saving grants ${labelList(added)}.`;

export interface SaveSummary {
  readonly title: string;
  readonly lines: readonly string[];
  /** The answer that sends it anyway, in the words of what it does. */
  readonly confirmLabel: string;
}

const nothingChosenSummary = (added: readonly PermissionKey[]): SaveSummary =>
  added.length === PERMISSION_KEYS.length
    ? { title: 'Nothing is chosen: saving grants every permission', lines: [`All ${added.length} permissions are granted.`], confirmLabel: 'Grant every permission' }
    : {
        title: 'Nothing is chosen: saving grants every permission you may grant',
        lines: [`Granted: ${labelList(added)}.`],
        confirmLabel: `Grant all ${added.length}`,
      };

/** What saving does beyond the switches, in words, or null when Save sends exactly what they show. */
export const describeDifference = ({ added, dropped, nothingChosen }: SaveDifference): SaveSummary | null => {
  if (nothingChosen) return nothingChosenSummary(added);
  if (added.length === 0 && dropped.length === 0) return null;
  const lines = [
    ...(added.length > 0 ? [`Also granted, though not switched on: ${labelList(added)}.`] : []),
    ...(dropped.length > 0 ? [`Left off, as you may not grant them (or any part of them): ${labelList(dropped)}.`] : []),
  ];
  return { title: 'Saving does not match the switches', lines, confirmLabel: 'Save anyway' };
};
