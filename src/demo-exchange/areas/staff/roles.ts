import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { STAFF_ROLES, type StaffRole, type StaffRoleInfo } from '@shared/contract';
import { PERMISSION_HIERARCHY, PERMISSION_KEYS, toFlags, type PermissionKey, type PermissionNode } from '@shared/permissions';

/** A permission and everything under it in the spec §3 hierarchy. */
const subtree = (key: PermissionKey, nodes: readonly PermissionNode[] = PERMISSION_HIERARCHY): PermissionKey[] => {
  for (const node of nodes) {
    const all = (n: PermissionNode): PermissionKey[] => [n.key, ...n.children.flatMap(all)];
    if (node.key === key) return all(node);
    const inner = subtree(key, node.children);
    if (inner.length > 0) return inner;
  }
  return [];
};
const numbered = (prefix: string) => Array.from({ length: 10 }, (_, i) => `${prefix}${i + 1}` as PermissionKey);

interface RoleDefinition {
  readonly label: string;
  readonly description: string;
  readonly defaults: readonly PermissionKey[];
}

/**
 * Our reading of the roles the spec names only by its calls (§1): what each one works on by default. An
 * admin can change every set from Trader Management; the change applies to accounts created afterwards.
 */
export const ROLE_DEFINITIONS: Readonly<Record<StaffRole, RoleDefinition>> = {
  TRADER: {
    label: 'Trader',
    description: 'Runs markets: exchange catalogue, results and navigation.',
    defaults: ['marketManagement', ...subtree('exchangeManagement'), ...subtree('navigation')],
  },
  FANCY_MANAGER: {
    label: 'Fancy Manager',
    description: 'Fancy markets and their results.',
    defaults: ['marketManagement', ...subtree('fancyManagement')],
  },
  BOOKMAKER_MANAGER: {
    label: 'Bookmaker Manager',
    description: 'Bookmaker markets and their results.',
    defaults: ['marketManagement', ...subtree('bookmakerManagement')],
  },
  SPORTSBOOK_MANAGER: {
    label: 'Sportsbook Manager',
    description: 'Sportsbook markets and their results.',
    defaults: ['marketManagement', ...subtree('sportsBookManagement')],
  },
  SUPER_MANAGER: {
    label: 'Super Manager',
    description: 'Every market family, market traders and staff, operational logs.',
    defaults: [...subtree('marketManagement'), 'traderManagement', 'operationalLogs', 'createTrader'],
  },
  RISK_USER: {
    label: 'Risk User',
    description: 'Monitors users, bets, casino rounds and liabilities (risk monitors 1 and 2).',
    // reportData1 and reportData2 open risk monitors 1 and 2 (the live liability feed needs casinoMonitor too) and P/L saved views 1 and 2.
    defaults: ['casinoMonitor', 'videoMonitor', 'mistakeDepartment', 'resolveQuery', 'operationalLogs', ...numbered('liveMonitor'), 'reportData1', 'reportData2'],
  },
  AGENT: {
    label: 'Agent',
    description: 'Reads profit and loss reports; no console areas by default.',
    defaults: numbered('reportData'),
  },
  ADMIN: {
    label: 'Admin',
    description: 'Every permission. Only an admin may create an admin or change this role.',
    defaults: PERMISSION_KEYS,
  },
};

const flagsOf = (keys: readonly PermissionKey[]) => toFlags(Object.fromEntries(keys.map((key) => [key, true])));

/** Migration step: the table and its first defaults. Later edits live in the table, not here. */
export const createStaffRolesTable = (db: DatabaseSync): void => {
  db.exec(`CREATE TABLE staff_roles (
    role        TEXT PRIMARY KEY COLLATE NOCASE,
    label       TEXT NOT NULL,
    description TEXT NOT NULL,
    permissions TEXT NOT NULL,
    sortOrder   INTEGER NOT NULL,
    updatedAt   TEXT NOT NULL
  )`);
  const insert = db.prepare('INSERT INTO staff_roles (role, label, description, permissions, sortOrder, updatedAt) VALUES (?, ?, ?, ?, ?, ?)');
  const now = new Date().toISOString();
  STAFF_ROLES.forEach((role, index) => {
    const { label, description, defaults } = ROLE_DEFINITIONS[role];
    insert.run(role, label, description, JSON.stringify(flagsOf(defaults)), index, now);
  });
};

const storedFlags = z.string().transform((json) => {
  try {
    return toFlags(z.record(z.string(), z.boolean()).catch({}).parse(JSON.parse(json)));
  } catch {
    return toFlags({});
  }
});

/** Every role in display order, with its defaults and how many accounts hold it. */
export const listStaffRoles = (db: DatabaseSync): StaffRoleInfo[] =>
  db
    .prepare(
      `SELECT r.role, r.label, r.description, r.permissions, r.updatedAt,
              (SELECT COUNT(*) FROM users u WHERE u.role = r.role COLLATE NOCASE) AS accounts
       FROM staff_roles r ORDER BY r.sortOrder`,
    )
    .all()
    .map((row) => ({
      role: String(row.role),
      label: String(row.label),
      description: String(row.description),
      permission: storedFlags.parse(String(row.permissions)),
      accounts: Number(row.accounts),
      updatedAt: String(row.updatedAt),
    }));

export const roleDefaults = (db: DatabaseSync, role: string): Record<PermissionKey, boolean> | undefined => {
  const row = db.prepare('SELECT permissions FROM staff_roles WHERE role = ?').get(role);
  return row === undefined ? undefined : storedFlags.parse(String(row.permissions));
};

export const setRoleDefaults = (db: DatabaseSync, role: string, flags: Record<string, boolean>, now = new Date()): void => {
  db.prepare('UPDATE staff_roles SET permissions = ?, updatedAt = ? WHERE role = ?').run(JSON.stringify(toFlags(flags)), now.toISOString(), role);
};

/** Only the true flags, the way users.permissions stores them. */
export const grantedOnly = (flags: Record<string, boolean>): Record<string, boolean> =>
  Object.fromEntries(Object.entries(flags).filter(([, on]) => on));
