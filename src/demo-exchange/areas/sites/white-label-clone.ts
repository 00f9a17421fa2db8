import type { DatabaseSync } from 'node:sqlite';
import { SITE_MENU_LABELS, type CloneInput, type CloneLine, type SiteMenu } from '@shared/contract/white-labels';
import { plural } from '../../kit/sql';
import { getWhiteLabel, saveWhiteLabel } from './white-labels';
import { WHITE_LABELS } from './tables';

/**
 * What a clone takes from its source and what it leaves (the diff the console shows before cloning):
 * the configuration is copied; the name and addresses are the new site's own; users, money, domains and
 * the node's provisioning belong to one site only.
 */
export const clonePreview = (db: DatabaseSync, sourceId: string): { sourceName: string; lines: CloneLine[] } => {
  const source = getWhiteLabel(db, sourceId);
  const copied = (field: string, label: string, value: string): CloneLine => ({ field, label, value, copied: true });
  const kept = (field: string, label: string, value: string, reason: string): CloneLine => ({ field, label, value, copied: false, reason });
  return {
    sourceName: source.name,
    lines: [
      copied('currency', 'Currency', source.currency),
      copied('commission', 'Commission', `${source.commission}%`),
      copied('menus', 'Menus', source.menus.map((m) => SITE_MENU_LABELS[m as SiteMenu]).join(', ') || 'none'),
      copied('logo', 'Logo', source.hasLogo ? 'the source\u2019s logo' : 'none (the source has no logo)'),
      kept('name', 'Name', source.name, 'The copy gets the name you give it.'),
      kept('adminUrl', 'Admin URL', source.adminUrl, 'Each site has its own addresses.'),
      kept('clientUrl', 'Client URL', source.clientUrl, 'Each site has its own addresses.'),
      kept('domains', 'Domains', plural(source.domainCount, 'domain'), 'A domain belongs to one site; add the copy\u2019s own.'),
      // The balance as money the console formats in the site's currency, after the user count.
      { ...kept('users', 'Users and balances', plural(source.users.total, 'user'), 'Users and their money stay with the source.'), amount: { value: source.money.balance, currency: source.currency } },
      kept('provisioning', 'Node provisioning', source.nodeSiteId ?? 'not provisioned', 'The copy is provisioned on the node as a site of its own.'),
    ],
  };
};

export const cloneWhiteLabel = (db: DatabaseSync, input: CloneInput, now = new Date()) => {
  const source = getWhiteLabel(db, input.sourceId);
  const saved = saveWhiteLabel(
    db,
    { name: input.name, adminUrl: input.adminUrl, clientUrl: input.clientUrl, currency: source.currency as 'INR', commission: source.commission, menus: source.menus as SiteMenu[] },
    { clonedFrom: source._id },
    now,
  );
  db.prepare('UPDATE white_labels SET logo = (SELECT logo FROM white_labels WHERE _id = ?), logoType = (SELECT logoType FROM white_labels WHERE _id = ?) WHERE _id = ?').run(source._id, source._id, saved.id);
  WHITE_LABELS.require(db, saved.id);
  return { record: getWhiteLabel(db, saved.id), source };
};
