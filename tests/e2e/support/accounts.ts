import type { ConsoleHost } from './console-host';

/**
 * The seeded demo accounts the tests log in with. The admin's password is the host's random
 * DEMO_ADMIN_PASSWORD; the others come from the demo's seed.
 */
export interface Account {
  readonly userName: string;
  readonly password: string;
}

// TEMPORARY until src/demo-exchange/index.ts exports DEMO_ACCOUNTS.
const SEEDED_PASSWORD = 'trader123';

export const accounts = (host: Pick<ConsoleHost, 'adminPassword'>) => ({
  admin: { userName: 'admin', password: host.adminPassword },
  trader: { userName: 'trader', password: SEEDED_PASSWORD },
  logs: { userName: 'logs', password: SEEDED_PASSWORD },
  viewer: { userName: 'viewer', password: SEEDED_PASSWORD },
}) satisfies Record<string, Account>;
