import { contract } from '@shared/contract';
import { ApiError, fieldMessage } from '../../http/api-error';
import { auditedCommand, auditedSave, readRoute } from '../../kit/audited-routes';
import { currentUser, route, routeMap, type RouteContext } from '../../kit/route';
import { inTransaction } from '../../db/database';
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

const moneyShown = (name: string, file: { fileName: string; rows: number; total: number }) => ({ name, users: file.rows, amount: file.total, fileName: file.fileName });

export const whiteLabelRoutes = routeMap(
  readRoute(op.list, listWhiteLabels),
  readRoute(op.userCounts, (db) => userCounts(db)),
  readRoute(op.config, (db, input) => whiteLabelConfig(db, input._id)),
  // Configure carries the menus and a logo too.
  auditedSave(op.save, 'whiteLabel', (input, ctx) => saveWhiteLabel(ctx.db, input), shownWhiteLabel, ['whiteLabel.menus', 'whiteLabel.logo']),
  auditedCommand(op.uploadLogo, 'whiteLabel.logo', (input, ctx) => {
    const after = setLogo(ctx.db, input._id, input.logo.bytes);
    return { data: after, targetId: input._id, after: { name: after.name, logoBytes: input.logo.bytes.byteLength }, message: 'Logo saved.' };
  }),
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
  auditedCommand(op.saveMenus, 'whiteLabel.menus', (input, ctx) => {
    const { before, after } = saveMenus(ctx.db, input._id, input.menus);
    return { data: menuLines(after), targetId: input._id, before: { menus: before }, after: { menus: after } };
  }),
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
