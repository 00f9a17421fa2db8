import { PERMISSION_HIERARCHY, PERMISSION_KEYS, type PermissionKey } from '@shared/permissions';

export const DEFAULT_ADMIN_PASSWORD = 'admin123';
export const DEMO_TRADER_PASSWORD = 'trader123';
export const DEMO_DOMAIN = 'demo-exchange.local';

/** A permission and everything it contains, from the spec's hierarchy. */
const withChildren = (key: PermissionKey): PermissionKey[] => {
  const find = (nodes: typeof PERMISSION_HIERARCHY): PermissionKey[] | undefined => {
    for (const node of nodes) {
      if (node.key === key) {
        const all = (n: (typeof nodes)[number]): PermissionKey[] => [n.key, ...n.children.flatMap(all)];
        return all(node);
      }
      const inner = find(node.children);
      if (inner) return inner;
    }
    return undefined;
  };
  return find(PERMISSION_HIERARCHY) ?? [key];
};

export interface SeedAccount {
  readonly userName: string;
  readonly name: string;
  readonly password: string;
  readonly role: string;
  readonly status: 'active' | 'inactive';
  readonly permissions: readonly PermissionKey[];
  readonly description: string;
  /** A base32 TOTP secret: the account asks for an authenticator's code after its password. */
  readonly otpSecret?: string;
}

/** The demo's OTP account's secret (testers add it to an authenticator app; docs/sites.md). */
export const DEMO_OTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The seeded users (first start only). The admin's password can be replaced by DEMO_ADMIN_PASSWORD. */
export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    userName: 'admin',
    name: 'Administrator',
    password: DEFAULT_ADMIN_PASSWORD,
    role: 'admin',
    status: 'active',
    permissions: PERMISSION_KEYS,
    description: 'Administrator: every permission. Password from DEMO_ADMIN_PASSWORD when set.',
  },
  {
    userName: 'trader',
    name: 'Tom Trader',
    password: DEMO_TRADER_PASSWORD,
    role: 'trader',
    status: 'active',
    permissions: ['marketManagement', ...withChildren('exchangeManagement'), ...withChildren('navigation'), 'operationalLogs'],
    description: 'Market trader: Market Management (Exchange Management, Navigation) and Operational Logs.',
  },
  {
    userName: 'manager',
    name: 'Maria Manager',
    password: DEMO_TRADER_PASSWORD,
    role: 'trader',
    status: 'active',
    permissions: ['marketManagement', 'marketTraderManagement', 'traderManagement', 'operationalLogs'],
    description: 'Trader manager: Market Trader management (may read other traders’ permissions) and Operational Logs.',
  },
  {
    userName: 'logs',
    name: 'Lena Logs',
    password: DEMO_TRADER_PASSWORD,
    role: 'trader',
    status: 'active',
    permissions: ['operationalLogs'],
    description: 'Operational Logs only.',
  },
  {
    userName: 'viewer',
    name: 'Victor Viewer',
    password: DEMO_TRADER_PASSWORD,
    role: 'trader',
    status: 'active',
    permissions: [],
    description: 'No permissions: logs in to an empty dashboard.',
  },
  {
    userName: 'suspended',
    name: 'Sam Suspended',
    password: DEMO_TRADER_PASSWORD,
    role: 'trader',
    status: 'inactive',
    permissions: ['operationalLogs'],
    description: 'Inactive account: login is refused.',
  },
  {
    userName: 'risk',
    name: 'Ravi Risk',
    password: DEMO_TRADER_PASSWORD,
    role: 'RISK_USER',
    status: 'active',
    permissions: ['resolveQuery', 'mistakeDepartment', 'casinoMonitor', 'reportData1', 'reportData2', 'operationalLogs'],
    description:
      'Risk User: the Risk screen and the punter queries (resolveQuery), the mistake desk, the casino monitor, risk monitors 1 and 2 and P/L saved views 1 and 2 (reportData1–2) and Operational Logs; no catalogue flags (suspends one market from risk, reopens none).',
  },
  {
    userName: 'otp',
    name: 'Olga Otp',
    password: DEMO_TRADER_PASSWORD,
    role: 'trader',
    status: 'active',
    permissions: ['addDomain', 'operationalLogs'],
    description: `Second factor: after the password, a 6-digit code from an authenticator app with the secret ${DEMO_OTP_SECRET}. Sites (addDomain) and Operational Logs.`,
    otpSecret: DEMO_OTP_SECRET,
  },
];

/** Seeded logins, for the README and tests. */
export const DEMO_ACCOUNTS: readonly { userName: string; password: string; role: string; description: string }[] = SEED_ACCOUNTS.map(
  ({ userName, password, role, description }) => ({ userName, password, role, description }),
);
