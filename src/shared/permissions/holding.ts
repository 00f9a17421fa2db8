import type { PermissionKey } from './catalogue';

/** The permission check of an account holding exactly `keys`: what tests hand to `has`/`holds` parameters. */
export const holding =
  (...keys: PermissionKey[]) =>
  (key: PermissionKey): boolean =>
    keys.includes(key);
