import { seedHouseDesks } from '../areas/desks/seed';
import type { DatabaseSync } from 'node:sqlite';
import type { CronJobType } from '@shared/contract/cron-logs';
import { DEMO_DOMAIN, SEED_ACCOUNTS } from '../accounts';
import { hashPassword } from '../auth/passwords';
import { insertCronLog } from '../areas/cron-logs/store';
import { inTransaction } from './database';
import { prepareBulkTraders } from '../areas/traders/seed';
import { getKv, setKv } from './kv';
import { seedCatalogue } from '../areas/catalogue/seed';
import { insertUser } from './users';
import { seedAccountTree } from '../money/seed';
import { betHistoryCount, seedBetHistory } from '../money/seed-history';
import { seedScore } from '../areas/score/seed';
import { setOtpSecret } from '../areas/sites/otp';
import { seedSites } from '../areas/sites/seed';
import { seedCasino } from '../areas/casino/seed';

const SEEDED_KEY = 'seededAt';
const HOUR_MS = 3_600_000;
const HISTORY_JOBS: readonly CronJobType[] = ['session-cleanup', 'audit-compaction', 'cron-log-retention'];

/** A day of hourly runs before the first start, so Operational Logs is not empty; one run failed. */
const seedCronHistory = (db: DatabaseSync, now: Date) => {
  for (let hoursAgo = 24; hoursAgo >= 1; hoursAgo -= 1) {
    HISTORY_JOBS.forEach((cronType, index) => {
      const start = new Date(now.getTime() - hoursAgo * HOUR_MS + index * 1000);
      const end = new Date(start.getTime() + 150 + ((hoursAgo * 37 + index * 11) % 900));
      const failed = cronType === 'audit-compaction' && hoursAgo === 7;
      insertCronLog(db, {
        cronType,
        cronStart: start.toISOString(),
        cronEnd: end.toISOString(),
        status: failed ? 'failed' : 'success',
        hours: 1,
        updatedAt: end.toISOString(),
      });
    });
  }
};

/** Seeds a fresh database once (a marker in kv): later starts keep whatever the users changed. */
export const seedDemoData = async (db: DatabaseSync, options: { adminPassword: string }): Promise<boolean> => {
  // The catalogue keeps its own marker, so databases seeded before it existed get it too.
  inTransaction(db, () => {
    seedCatalogue(db);
    seedHouseDesks(db);
    seedAccountTree(db);
    seedScore(db);
    seedSites(db);
    seedCasino(db);
  });
  if (getKv(db, SEEDED_KEY) !== undefined) return false;
  const accounts = await Promise.all(
    SEED_ACCOUNTS.map(async (account) => ({
      account,
      passwordHash: await hashPassword(account.userName === 'admin' ? options.adminPassword : account.password),
    })),
  );
  const seedBulkTraders = await prepareBulkTraders(process.env);
  const now = new Date();
  inTransaction(db, () => {
    for (const { account, passwordHash } of accounts) {
      const user = insertUser(
        db,
        {
          name: account.name,
          userName: account.userName,
          passwordHash,
          role: account.role,
          status: account.status,
          domain: DEMO_DOMAIN,
          permissions: Object.fromEntries(account.permissions.map((key) => [key, true])),
        },
        now,
      );
      if (account.otpSecret) setOtpSecret(db, user._id, account.otpSecret);
    }
    seedCronHistory(db, now);
    seedBulkTraders(db, now);
    seedBetHistory(db, betHistoryCount(process.env), now);
    setKv(db, SEEDED_KEY, now.toISOString());
  });
  return true;
};
