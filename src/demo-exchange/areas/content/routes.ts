import { contract } from '@shared/contract';
import { hasPermission } from '../../auth/access';
import { inTransaction } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { MESSAGES } from '../../http/messages';
import { auditedSave, auditedSequence, readRoute } from '../../kit/audited-routes';
import { currentUser, route, routeMap, type RouteContext } from '../../kit/route';
import { addCustomBanner, addMenu, deleteCustomBanner, deleteMenu, listArticles, listCustomBanners, listMenus, saveArticle, saveTelegram, setArticleStatus, telegram } from './articles';
import { bannerImage, deleteBanner, deletedBanners, getBanner, listBanners, orderBanners, restoreBanner, saveBanner, setBannerStatus } from './banners';

const op = contract.content;

/** Drafts are a graphic trader's work (graphicTrader); a graphic manager (graphicManagement) may write them too. */
const asEditor = (ctx: RouteContext): string => {
  const user = currentUser(ctx);
  if (!hasPermission(user, 'graphicTrader') && !hasPermission(user, 'graphicManagement')) throw new ApiError(403, MESSAGES.noPermission);
  return user.userName;
};

const bannerShown = ({ title, link, site, startAt, endAt, status, width, height }: ReturnType<typeof getBanner>) => ({ title, link, site, startAt, endAt, status, width, height });

export const contentRoutes = routeMap(
  readRoute(op.banners, (db, input) => listBanners(db, input.site)),
  readRoute(op.bannerImage, (db, input) => bannerImage(db, input._id)),
  auditedSave(op.saveBanner, 'banner', (input, ctx) => (asEditor(ctx), saveBanner(ctx.db, input)), bannerShown),
  route(op.setBannerStatus, (input, ctx) =>
    inTransaction(ctx.db, () => {
      const { before, after } = setBannerStatus(ctx.db, input._id, input.status);
      ctx.audit({ action: 'banner.status', targetType: 'banner', targetId: input._id, before: bannerShown(before), after: bannerShown(after) });
      return { data: after, message: input.status === 'published' ? 'Published.' : 'Withdrawn to draft.' };
    }),
  ),
  route(op.deleteBanner, (input, ctx) =>
    inTransaction(ctx.db, () => {
      const before = deleteBanner(ctx.db, input._id, currentUser(ctx).userName);
      ctx.audit({ action: 'banner.delete', targetType: 'banner', targetId: input._id, before: bannerShown(before) });
      return { data: { deleted: true as const }, message: 'Deleted. It can be restored from Recently deleted.' };
    }),
  ),
  auditedSequence(op.bannerOrder, 'banner.sequence', (db) => listBanners(db), (db, input) => orderBanners(db, input.ids)),
  readRoute(op.deletedBanners, (db) => deletedBanners(db)),
  route(op.restoreBanner, (input, ctx) =>
    inTransaction(ctx.db, () => {
      const after = restoreBanner(ctx.db, input._id);
      ctx.audit({ action: 'banner.restore', targetType: 'banner', targetId: input._id, after: bannerShown(after) });
      return { data: after, message: 'Restored as a draft.' };
    }),
  ),

  readRoute(op.customBanners, (db, input) => listCustomBanners(db, input.site)),
  route(op.addCustomBanner, (input, ctx) =>
    inTransaction(ctx.db, () => {
      asEditor(ctx);
      const { record, id } = addCustomBanner(ctx.db, input);
      ctx.audit({ action: 'customBanner.create', targetType: 'customBanner', targetId: id, after: { text: record.text, link: record.link, colour: record.colour, site: record.site } });
      return { data: record, message: 'Saved.' };
    }),
  ),
  route(op.deleteCustomBanner, (input, ctx) =>
    inTransaction(ctx.db, () => {
      const before = deleteCustomBanner(ctx.db, input._id);
      ctx.audit({ action: 'customBanner.delete', targetType: 'customBanner', targetId: input._id, before });
      return { data: { deleted: true as const }, message: 'Deleted.' };
    }),
  ),

  readRoute(op.articles, (db, input) => listArticles(db, input.kind)),
  auditedSave(op.saveArticle, 'article', (input, ctx) => saveArticle(ctx.db, input, asEditor(ctx)), ({ kind, title, body, status }) => ({ kind, title, body, status })),
  route(op.setArticleStatus, (input, ctx) =>
    inTransaction(ctx.db, () => {
      const { before, after } = setArticleStatus(ctx.db, input._id, input.status, currentUser(ctx).userName);
      ctx.audit({ action: 'article.status', targetType: 'article', targetId: input._id, before: { status: before.status }, after: { title: after.title, status: after.status } });
      return { data: after, message: input.status === 'published' ? 'Published.' : 'Withdrawn to draft.' };
    }),
  ),

  readRoute(op.telegram, (db) => telegram(db)),
  route(op.saveTelegram, (input, ctx) =>
    inTransaction(ctx.db, () => {
      const { before, after } = saveTelegram(ctx.db, input.link);
      ctx.audit({ action: 'telegram.save', targetType: 'telegram', targetId: null, before: { link: before.link }, after: { link: after.link } });
      return { data: after, message: 'Saved.' };
    }),
  ),
  readRoute(op.menus, (db) => listMenus(db)),
  route(op.addMenu, (input, ctx) =>
    inTransaction(ctx.db, () => {
      const { record, id } = addMenu(ctx.db, input);
      ctx.audit({ action: 'menu.create', targetType: 'menu', targetId: id, after: { label: record.label, target: record.target, placement: record.placement } });
      return { data: record, message: 'Saved.' };
    }),
  ),
  route(op.deleteMenu, (input, ctx) =>
    inTransaction(ctx.db, () => {
      const before = deleteMenu(ctx.db, input._id);
      ctx.audit({ action: 'menu.delete', targetType: 'menu', targetId: input._id, before });
      return { data: { deleted: true as const }, message: 'Deleted.' };
    }),
  ),
);
