import { contract } from '@shared/contract';
import type { NewsFamily } from '@shared/contract/news';
import { hasPermission } from '../../auth/access';
import { ApiError } from '../../http/api-error';
import { MESSAGES } from '../../http/messages';
import { auditedCommand } from '../../kit/audited-routes';
import { currentUser, route, routeMap, type RouteContext } from '../../kit/route';
import { getNews, NEWS_PERMISSIONS, saveNews } from './store';

const requireNewsFamily = (ctx: RouteContext, family: NewsFamily): void => {
  if (!hasPermission(currentUser(ctx), NEWS_PERMISSIONS[family])) throw new ApiError(403, MESSAGES.noPermission);
};

export const newsRoutes = routeMap(
  route(contract.news.get, (input, ctx) => (requireNewsFamily(ctx, input.family), { data: getNews(ctx.db, input.family, input.targetId) })),
  auditedCommand(contract.news.save, 'news.update', (input, ctx) => {
    requireNewsFamily(ctx, input.family);
    const { before, after } = saveNews(ctx.db, input.family, input.targetId, input.text, currentUser(ctx).userName);
    return { data: after, targetId: input.targetId, before: { target: before.targetName, family: input.family, text: before.text }, after: { target: after.targetName, family: input.family, text: after.text }, message: input.text === '' ? 'News taken down.' : 'News saved.' };
  }),
);
