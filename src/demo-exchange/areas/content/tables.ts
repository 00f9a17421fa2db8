import { defineTable } from '../../kit/table';

export const BANNERS = defineTable({ name: 'banners', notFound: 'No such banner.' });
export const CUSTOM_BANNERS = defineTable({ name: 'custom_banners', notFound: 'No such custom banner.' });
export const ARTICLES = defineTable({ name: 'articles', notFound: 'No such article.' });
export const MENU_ITEMS = defineTable({ name: 'menu_items', notFound: 'No such menu item.' });
