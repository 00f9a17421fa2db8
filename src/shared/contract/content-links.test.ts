import { describe, expect, it } from 'vitest';
import { bannerSchema, customBannerSchema, telegramSchema } from './content';

/** Links an answer carries are shown as links: the contract takes https (a t.me address for Telegram) or none. */
describe('links in content answers', () => {
  const banner = { _id: 'b1', title: 'Welcome', site: 'main', startAt: null, endAt: null, status: 'published', width: 1200, height: 300, imageType: 'image/png', imageBytes: 10, sequence: 1, live: true, updatedAt: '2026-11-28T00:00:00.000Z' };
  const custom = { _id: 'c1', text: 'Promo', colour: '#1c7ed6', site: 'main', status: 'draft', updatedAt: '2026-11-28T00:00:00.000Z' };
  const refused = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://example.com/', 'not a url'];

  it('takes an https link or none on a banner and a custom banner, and refuses any other', () => {
    for (const link of ['', 'https://example.com/promo']) {
      expect(bannerSchema.safeParse({ ...banner, link }).success).toBe(true);
      expect(customBannerSchema.safeParse({ ...custom, link }).success).toBe(true);
    }
    for (const link of refused) {
      expect(bannerSchema.safeParse({ ...banner, link }).success, link).toBe(false);
      expect(customBannerSchema.safeParse({ ...custom, link }).success, link).toBe(false);
    }
  });

  it('takes a t.me link or none for Telegram', () => {
    expect(telegramSchema.safeParse({ link: '', updatedAt: null }).success).toBe(true);
    expect(telegramSchema.safeParse({ link: 'https://t.me/ExchangeSupport', updatedAt: null }).success).toBe(true);
    for (const link of [...refused, 'https://example.com/ExchangeSupport']) expect(telegramSchema.safeParse({ link, updatedAt: null }).success, link).toBe(false);
  });
});
