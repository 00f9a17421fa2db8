import { contract } from '@shared/contract';
import { tabbedScreen } from '@renderer/components/tabbed-screen';
import { ArticlesTab } from './articles-tab';
import { BannersTab } from './banners-tab';
import { DeletedTab } from './deleted-tab';
import { SiteLinksTab } from './site-links-tab';

/**
 * Graphics Management (graphicsManagement): what punters see on the site. A graphic trader prepares drafts;
 * a graphic manager publishes, orders, deletes and restores (the exchange checks both).
 */
export default tabbedScreen('Graphics Management', [
  { value: 'banners', label: 'Banners', panel: () => <BannersTab /> },
  { value: 'articles', label: 'News, tips and previews', panel: () => <ArticlesTab /> },
  { value: 'links', label: 'Telegram, menus, custom banners', panel: () => <SiteLinksTab /> },
  { value: 'deleted', label: 'Recently deleted', panel: () => <DeletedTab />, requires: contract.content.restoreBanner },
]);
