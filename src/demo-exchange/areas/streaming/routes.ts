import { contract } from '@shared/contract';
import { hasPermission } from '../../auth/access';
import { auditedDelete, auditedSave, readRoute } from '../../kit/audited-routes';
import { ApiError, fieldMessage } from '../../http/api-error';
import { currentUser, route, routeMap, type RouteContext } from '../../kit/route';
import { EVENT_STREAMS } from './tables';
import { deleteCasinoMonitor, listCasinoMonitors, monitorAudit, saveCasinoMonitor } from './casino-monitors';
import { deleteApp, deleteStream, listApps, listStreams, playerStreams, saveApp, saveStream, watchableKinds } from './streams';

const op = contract.streaming;

/** Which device (encoder) feeds a stream is streamDevice's to set or change. */
const requireDeviceFlag = (ctx: RouteContext, input: { _id?: string | undefined; device: string }) => {
  const before = input._id ? EVENT_STREAMS.find(ctx.db, input._id) : undefined;
  const changed = before ? String(before.device) !== input.device : input.device !== '';
  if (changed && !hasPermission(currentUser(ctx), 'streamDevice')) throw new ApiError(403, fieldMessage('device', 'Device: setting it needs the streamDevice permission.'));
};

export const streamingRoutes = routeMap(
  readRoute(op.apps, (db) => listApps(db)),
  auditedSave(op.saveApp, 'streamApp', (input, ctx) => saveApp(ctx.db, input), ({ name, kind, notes }) => ({ name, kind, notes })),
  route(op.deleteApp, auditedDelete('streamApp', deleteApp)),
  readRoute(op.streams, listStreams),
  auditedSave(op.saveStream, 'stream', (input, ctx) => (requireDeviceFlag(ctx, input), saveStream(ctx.db, input)), ({ name, url, kind, device, targetName, section }) => ({ name, url, kind, device, targetName, section })),
  route(op.deleteStream, auditedDelete('stream', deleteStream)),
  readRoute(op.casinoMonitors, (db) => listCasinoMonitors(db)),
  auditedSave(op.saveCasinoMonitor, 'casinoStreamMonitor', (input, ctx) => saveCasinoMonitor(ctx.db, input), monitorAudit),
  route(op.deleteCasinoMonitor, auditedDelete('casinoStreamMonitor', deleteCasinoMonitor)),
  // Only the kinds the user's flags allow (sportsStreaming, casinoStreaming, …).
  route(op.playerStreams, (_input, ctx) => {
    const user = currentUser(ctx);
    return { data: playerStreams(ctx.db, watchableKinds((key) => hasPermission(user, key))) };
  }),
  route(op.eventStreaming, (input, ctx) => {
    const user = currentUser(ctx);
    return { data: playerStreams(ctx.db, watchableKinds((key) => hasPermission(user, key)), input.eventId) };
  }),
);
