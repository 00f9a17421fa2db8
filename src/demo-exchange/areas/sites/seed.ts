import type { DatabaseSync } from 'node:sqlite';
import { getKv, setKv } from '../../db/kv';
import { recordVerification, saveDomain } from './domains';
import { saveVariable } from './domain-variables';
import { saveExchange } from './exchanges';
import { saveProject } from './projects';
import { assignSubtree } from './site-users';
import { recordProvisioning, saveWhiteLabel } from './white-labels';

const SEEDED_KEY = 'sitesSeededAt';

/**
 * Two live white labels with users from the seeded tree (Royal Play: agents ag001 and ag002 with their
 * punters; Lucky Star: ag003's), one not yet provisioned; their domains and variables; four exchanges
 * (one under maintenance, one inactive) and a project on three of them. Once per database.
 */
export const seedSites = (db: DatabaseSync, now = new Date()): boolean => {
  if (getKv(db, SEEDED_KEY) !== undefined) return false;
  const site = (name: string, host: string, menus: Parameters<typeof saveWhiteLabel>[1]['menus'], commission: number) =>
    saveWhiteLabel(db, { name, adminUrl: `https://admin.${host}`, clientUrl: `https://${host}`, currency: 'INR', commission, menus }, {}, now).id;
  const royal = site('Royal Play', 'royalplay.example', ['sports', 'inPlay', 'casino', 'liveCasino', 'racing'], 3);
  const lucky = site('Lucky Star', 'luckystar.example', ['sports', 'inPlay', 'casino'], 2.5);
  site('Pilot Site', 'pilot.example', ['sports'], 0);
  recordProvisioning(db, royal, { ok: true, nodeSiteId: 'node-site-1001', message: 'Provisioned (seed).' }, now);
  recordProvisioning(db, lucky, { ok: true, nodeSiteId: 'node-site-1002', message: 'Provisioned (seed).' }, now);
  // The seeded tree has these agents only when the money seed ran (always, in the demo).
  for (const [id, agent] of [[royal, 'ag001'], [royal, 'ag002'], [lucky, 'ag003']] as const) {
    if (db.prepare('SELECT 1 FROM accounts WHERE userName = ?').get(agent)) assignSubtree(db, id, agent, now);
  }

  const play = saveDomain(db, { name: 'play.royalplay.example', whiteLabelId: royal, environment: 'production' }, now);
  recordVerification(db, play.id, [play.record.verification.value], null, now);
  saveDomain(db, { name: 'staging.royalplay.example', whiteLabelId: royal, environment: 'staging' }, now);
  const star = saveDomain(db, { name: 'luckystar.example', whiteLabelId: lucky, environment: 'production' }, now);
  recordVerification(db, star.id, [star.record.verification.value], null, now);
  for (const [key, value] of [
    ['siteName', 'Royal Play'],
    ['colour.primary', '#7b2cbf'],
    ['supportEmail', 'help@royalplay.example'],
    ['feature.casino', 'on'],
  ] as const) {
    saveVariable(db, { domainId: play.id, key, value }, now);
  }

  const exchange = (name: string, code: string, status: 'active' | 'maintenance' | 'inactive') =>
    saveExchange(db, { name, code, apiUrl: `https://api.${code.toLowerCase()}.exchange.example`, currency: 'INR', status }, now).id;
  const mumbai = exchange('Mumbai Exchange', 'MUM', 'active');
  const dubai = exchange('Dubai Exchange', 'DXB', 'active');
  const london = exchange('London Exchange', 'LON', 'maintenance');
  exchange('Goa Exchange', 'GOA', 'inactive');
  saveProject(db, { name: 'Cricket Season 2026', description: 'Cricket markets for the season, on the main exchanges.', exchangeIds: [mumbai, dubai, london] }, now);
  setKv(db, SEEDED_KEY, now.toISOString());
  return true;
};
