import type { DatabaseSync } from 'node:sqlite';
import type { Random } from './random';

const REFRESH_MS = 30_000;

/**
 * The seeded punter accounts the simulated punters bet as. Read once and then every 30 s (new accounts);
 * a locked or suspended punter is still picked now and then, and the exchange refuses the bet.
 */
export class PunterPool {
  private punters: Array<{ id: string; userName: string }> = [];
  private readAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly db: DatabaseSync) {}

  pick(random: Random, now: number): { id: string; userName: string } | undefined {
    if (now - this.readAt > REFRESH_MS) {
      this.punters = this.db
        .prepare(`SELECT _id, userName FROM accounts WHERE level = 'punter' ORDER BY userName`)
        .all()
        .map((row) => ({ id: String(row._id), userName: String(row.userName) }));
      this.readAt = now;
    }
    return this.punters.length === 0 ? undefined : random.pick(this.punters);
  }
}
