import { DEMO_ACCOUNTS } from '../../../src/demo-exchange/index';
import type { ConsoleHost } from './console-host';

/** A seeded demo login. */
export interface Account {
  readonly userName: string;
  readonly password: string;
}

const seeded = (userName: string): Account => {
  const account = DEMO_ACCOUNTS.find((a) => a.userName === userName);
  if (!account) throw new Error(`The demo seed has no account "${userName}"`);
  return { userName: account.userName, password: account.password };
};

/**
 * The seeded accounts the tests log in with (spec'd by the demo's DEMO_ACCOUNTS). The admin's password
 * is the host's random DEMO_ADMIN_PASSWORD, not the seed's default.
 */
export const accounts = (host: Pick<ConsoleHost, 'adminPassword'>) => ({
  admin: { userName: 'admin', password: host.adminPassword },
  /** marketManagement, exchangeManagement and navigation (with children), operationalLogs. */
  trader: seeded('trader'),
  /** operationalLogs only. */
  logs: seeded('logs'),
  /** Risk User: resolveQuery, mistakeDepartment, casinoMonitor, reportData1–2, operationalLogs; no catalogue flag. */
  risk: seeded('risk'),
  /** No permission at all. */
  viewer: seeded('viewer'),
}) satisfies Record<string, Account>;
