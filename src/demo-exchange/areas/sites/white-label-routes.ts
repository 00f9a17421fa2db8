import { contract } from '@shared/contract';
import type { WhiteLabel } from '@shared/contract/white-labels';
import { ApiError, fieldMessage } from '../../http/api-error';
import { auditedCommand, auditedSave, readRoute } from '../../kit/audited-routes';
import { currentUser, route, routeMap, type RouteContext } from '../../kit/route';
import { inTransaction } from '../../db/database';
import { refuseIfChangedSince } from '../../kit/changed-since';
import { KIT_MESSAGES } from '../../kit/messages';
import { childBalance, transferBalances, writeBackup } from './child-money';
import { SITE_MESSAGES as M } from './messages';
import { listFiles } from './site-files';
import { assignSubtree, deleteRecords, exportRecords, listSiteUsers, lockChildren } from './site-users';
import { clonePreview, cloneWhiteLabel } from './white-label-clone';
import {
  deleteWhiteLabel,
  getWhiteLabel,
  linkSearch,
  listWhiteLabels,
  menuLines,
  recordProvisioning,
  saveMenus,
  saveWhiteLabel,
  setLogo,
  shownWhiteLabel,
  userCounts,
  whiteLabelConfig,
} from './white-labels';

const op = contract.whiteLabels;

/** The dangerous actions repeat the site's name: the exchange checks it too, not only the screen. */
const requireTypedName = (ctx: RouteContext, id: string, typed: string) => {
  const site = getWhiteLabel(ctx.db, id);
  if (typed.trim().toLowerCase() !== site.name.toLowerCase()) throw new ApiError(400, fieldMessage('confirmName', M.confirmName));
  return site;
};

/**
 * An edit of fields Configure carries besides its save (the logo, the menus), audited under `action` and
 * dated at the site's new `updatedAt`: a Configure form opened before is refused (its auditedSave declares
 * these actions), one that read this version is not.
 */
const auditEdit = (ctx: RouteContext, action: 'whiteLabel.logo' | 'whiteLabel.menus', site: WhiteLabel, before: unknown, after: unknown) =>
  ctx.audit({ action, targetType: 'whiteLabel', targetId: site._id, before, after, at: site.updatedAt });

const moneyShown = (name: string, file: { fileName: string; rows: number; total: number }) => ({ name, users: file.rows, amount: file.total, fileName: file.fileName });

export const whiteLabelRoutes = routeMap(
  readRoute(op.list, listWhiteLabels),
  readRoute(op.userCounts, (db) => userCounts(db)),
  readRoute(op.config, (db, input) => whiteLabelConfig(db, input._id)),
  // Configure carries the menus and a logo too.
  auditedSave(op.save, 'whiteLabel', (input, ctx) => saveWhiteLabel(ctx.db, input), shownWhiteLabel, ['whiteLabel.menus', 'whiteLabel.logo']),
  // The same logo again is no edit: nothing is audited, so a Configure form opened before may still save.
  route(op.uploadLogo, (input, ctx) =>
    inTransaction(ctx.db, () => {
      const { record, changed } = setLogo(ctx.db, input._id, input.logo.bytes);
      if (!changed) return { data: record, message: 'Logo unchanged.' };
      auditEdit(ctx, 'whiteLabel.logo', record, undefined, { name: record.name, logoBytes: input.logo.bytes.byteLength });
      return { data: record, message: 'Logo saved.' };
    }),
  ),
  auditedCommand(op.delete, 'whiteLabel.delete', (input, ctx) => {
    requireTypedName(ctx, input._id, input.confirmName);
    const before = deleteWhiteLabel(ctx.db, input._id);
    return { data: { deleted: true as const }, targetId: input._id, before: shownWhiteLabel(before), message: `White label ${before.name} deleted.` };
  }),
  readRoute(op.clonePreview, (db, input) => clonePreview(db, input.sourceId)),
  auditedCommand(op.clone, 'whiteLabel.clone', (input, ctx) => {
    const { record, source } = cloneWhiteLabel(ctx.db, input);
    return { data: record, targetId: record._id, after: { ...shownWhiteLabel(record), source: source.name }, message: `Cloned from ${source.name}.` };
  }),
  readRoute(op.linkSearch, (db, input) => linkSearch(db, input.q)),
  readRoute(op.menus, (db, input) => menuLines(getWhiteLabel(db, input._id).menus)),
  // Saved from the drawer's Menus panel: refused, nothing written, when the menus changed since its version (a Configure save or another menus save).
  route(op.saveMenus, (input, ctx) =>
    inTransaction(ctx.db, () => {
      const { before, after } = saveMenus(ctx.db, input._id, input.menus);
      refuseIfChangedSince(ctx.db, 'whiteLabel', ['whiteLabel.update', 'whiteLabel.menus'], { record: after, id: input._id, before }, input);
      auditEdit(ctx, 'whiteLabel.menus', after, { menus: before.menus }, { menus: after.menus });
      return { data: menuLines(after.menus), message: KIT_MESSAGES.saved };
    }),
  ),
  readRoute(op.childBalance, (db, input) => childBalance(db, input._id)),
  auditedCommand(op.backup, 'whiteLabel.backup', (input, ctx) => {
    const file = writeBackup(ctx.db, input._id, currentUser(ctx).userName);
    return { data: file, targetId: input._id, after: moneyShown(getWhiteLabel(ctx.db, input._id).name, file), message: `Backup ${file.fileName} written.` };
  }),
  // Money: one transaction for the backup, the ledger batch, the status and both audit rows.
  route(op.transfer, (input, ctx) =>
    inTransaction(ctx.db, () => {
      const site = requireTypedName(ctx, input._id, input.confirmName);
      const done = transferBalances(ctx.db, input._id, currentUser(ctx).userName);
      ctx.audit({ action: 'whiteLabel.backup', targetType: 'whiteLabel', targetId: input._id, after: moneyShown(site.name, done.backup) });
      ctx.audit({
        action: 'whiteLabel.transfer',
        targetType: 'whiteLabel',
        targetId: input._id,
        before: { name: site.name, status: site.status, users: site.users.total, amount: site.money.balance },
        after: { name: site.name, users: done.transfer.users, amount: done.transfer.amount, batchId: done.transfer.batchId, transferTo: done.transfer.transferTo, fileName: done.backup.fileName },
      });
      return { data: done, message: `Backup ${done.backup.fileName} written; ${done.transfer.amount.toFixed(2)} moved up from ${done.transfer.users} users.` };
    }),
  ),
  auditedCommand(op.lockChildren, 'whiteLabel.lockChildren', (input, ctx) => {
    const before = requireTypedName(ctx, input._id, input.confirmName);
    const { result } = lockChildren(ctx.db, input._id, input.reason);
    const after = getWhiteLabel(ctx.db, input._id);
    return {
      data: result,
      targetId: input._id,
      before: { name: before.name, active: before.users.active, bettingLocked: before.users.bettingLocked },
      after: { name: after.name, active: after.users.active, bettingLocked: after.users.bettingLocked, locked: result.locked, reason: input.reason },
      message: `${result.locked} users locked from betting.`,
    };
  }),
  route(op.exportRecords, (input, ctx) => {
    const { rows, ...file } = exportRecords(ctx.db, input._id, input.format, { grouping: input.grouping });
    ctx.audit({ action: 'whiteLabel.exportRecords', targetType: 'whiteLabel', targetId: input._id, after: { name: getWhiteLabel(ctx.db, input._id).name, format: input.format, rows } });
    return { data: file };
  }),
  auditedCommand(op.deleteRecords, 'whiteLabel.deleteRecords', (input, ctx) => {
    const before = requireTypedName(ctx, input._id, input.confirmName);
    const { closed } = deleteRecords(ctx.db, input._id);
    return { data: { closed }, targetId: input._id, before: { name: before.name, users: before.users.total }, after: { name: before.name, users: 0, closed }, message: `${closed} user records deleted from ${before.name}.` };
  }),
  readRoute(op.users, listSiteUsers),
  auditedCommand(op.assignUsers, 'whiteLabel.assignUsers', (input, ctx) => {
    const { site, assigned, rootUserName } = assignSubtree(ctx.db, input._id, input.rootUserName);
    return {
      data: { assigned, rootUserName },
      targetId: input._id,
      before: { name: site.name, users: site.users.total },
      after: { name: site.name, users: site.users.total + assigned, root: rootUserName },
      message: `${rootUserName} and its downline: ${assigned} accounts joined ${site.name}.`,
    };
  }),
  readRoute(op.files, (db, input) => (getWhiteLabel(db, input._id), listFiles(db, input._id))),
  auditedCommand(op.recordProvisioning, 'whiteLabel.provision', (input, ctx) => {
    const { before, after } = recordProvisioning(ctx.db, input._id, input);
    return {
      data: after,
      targetId: input._id,
      before: { name: before.name, status: before.status, nodeSiteId: before.nodeSiteId },
      after: { name: after.name, status: after.status, nodeSiteId: after.nodeSiteId, message: input.message },
      message: input.message,
    };
  }),
);
