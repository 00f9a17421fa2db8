import { contract } from '@shared/contract';
import { hasPermission } from '../../auth/access';
import { ApiError } from '../../http/api-error';
import { MESSAGES } from '../../http/messages';
import { auditedCommand, auditedSave, auditedSequence, readRoute } from '../../kit/audited-routes';
import { currentUser, routeMap, type RouteContext } from '../../kit/route';
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
const DELETED = { deleted: true as const };
const published = (status: string) => (status === 'published' ? 'Published.' : 'Withdrawn to draft.');

export const contentRoutes = routeMap(
  readRoute(op.banners, (db, input) => listBanners(db, input.site)),
  readRoute(op.bannerImage, (db, input) => bannerImage(db, input._id)),
  auditedSave(op.saveBanner, 'banner', (input, ctx) => (asEditor(ctx), saveBanner(ctx.db, input)), bannerShown),
  auditedCommand(op.setBannerStatus, 'banner.status', (input, ctx) => {
    const { before, after } = setBannerStatus(ctx.db, input._id, input.status);
    return { data: after, targetId: input._id, before: bannerShown(before), after: bannerShown(after), message: published(input.status) };
  }),
  auditedCommand(op.deleteBanner, 'banner.delete', (input, ctx) => {
    const before = deleteBanner(ctx.db, input._id, currentUser(ctx).userName);
    return { data: DELETED, targetId: input._id, before: bannerShown(before), message: 'Deleted. It can be restored from Recently deleted.' };
  }),
  auditedSequence(op.bannerOrder, 'banner.sequence', (db) => listBanners(db), (db, input) => orderBanners(db, input.ids)),
  readRoute(op.deletedBanners, (db) => deletedBanners(db)),
  auditedCommand(op.restoreBanner, 'banner.restore', (input, ctx) => {
    const after = restoreBanner(ctx.db, input._id);
    return { data: after, targetId: input._id, after: bannerShown(after), message: 'Restored as a draft.' };
  }),

  readRoute(op.customBanners, (db, input) => listCustomBanners(db, input.site)),
  auditedCommand(op.addCustomBanner, 'customBanner.create', (input, ctx) => {
    asEditor(ctx);
    const { record, id } = addCustomBanner(ctx.db, input);
    return { data: record, targetId: id, after: { text: record.text, link: record.link, colour: record.colour, site: record.site } };
  }),
  auditedCommand(op.deleteCustomBanner, 'customBanner.delete', (input, ctx) => ({ data: DELETED, targetId: input._id, before: deleteCustomBanner(ctx.db, input._id), message: 'Deleted.' })),

  readRoute(op.articles, (db, input) => listArticles(db, input.kind)),
  auditedSave(op.saveArticle, 'article', (input, ctx) => saveArticle(ctx.db, input, asEditor(ctx)), ({ kind, title, body, status }) => ({ kind, title, body, status })),
  auditedCommand(op.setArticleStatus, 'article.status', (input, ctx) => {
    const { before, after } = setArticleStatus(ctx.db, input._id, input.status, currentUser(ctx).userName);
    return { data: after, targetId: input._id, before: { status: before.status }, after: { title: after.title, status: after.status }, message: published(input.status) };
  }),

  readRoute(op.telegram, (db) => telegram(db)),
  auditedCommand(op.saveTelegram, 'telegram.save', (input, ctx) => {
    const { before, after } = saveTelegram(ctx.db, input.link);
    return { data: after, targetId: null, before: { link: before.link }, after: { link: after.link } };
  }),
  readRoute(op.menus, (db) => listMenus(db)),
  auditedCommand(op.addMenu, 'menu.create', (input, ctx) => {
    const { record, id } = addMenu(ctx.db, input);
    return { data: record, targetId: id, after: { label: record.label, target: record.target, placement: record.placement } };
  }),
  auditedCommand(op.deleteMenu, 'menu.delete', (input, ctx) => ({ data: DELETED, targetId: input._id, before: deleteMenu(ctx.db, input._id), message: 'Deleted.' })),
);
