// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import type { Banner } from '@shared/contract/content';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { BannersTab } from './banners-tab';

/** 70 characters: as a button's visible text it pushed Delete off the screen. */
const LONG_TITLE = 'Diwali Cashback Weekend: 10% back on every losing bet, up to ₹5,000 now';
const banner = (_id: string, title: string, status: Banner['status']): Banner => ({
  _id,
  title,
  link: '',
  site: 'main',
  startAt: null,
  endAt: null,
  status,
  width: 1200,
  height: 300,
  imageType: 'image/png',
  imageBytes: 10,
  sequence: 0,
  live: status === 'published',
  updatedAt: '2026-11-28T00:00:00.000Z',
});
const setBannerStatus = vi.fn(async (input: { _id: string; status: Banner['status'] }) => ok(banner(input._id, LONG_TITLE, input.status)));

beforeEach(() => {
  stubMatchMedia();
  setBannerStatus.mockClear();
  (window as unknown as { exchange: unknown }).exchange = {
    content: {
      banners: async () => ok([banner('b1', LONG_TITLE, 'draft'), banner('b2', 'IPL Specials', 'published')]),
      bannerImage: async () => ok({ dataUrl: 'data:image/png;base64,' }),
      setBannerStatus,
    },
  };
});
afterEach(cleanup);

describe('the banner list', () => {
  it('says Publish or Withdraw on the button, with the title only in its accessible name', async () => {
    renderAsAdmin(<BannersTab />);
    const publish = await screen.findByRole('button', { name: `Publish ${LONG_TITLE}` });
    expect(publish.textContent).toBe('Publish');
    const withdraw = screen.getByRole('button', { name: 'Withdraw IPL Specials' });
    expect(withdraw.textContent).toBe('Withdraw');
    await userEvent.setup().click(publish);
    await vi.waitFor(() => expect(setBannerStatus.mock.calls[0]?.[0]).toEqual({ _id: 'b1', status: 'published' }));
  });

  it('shows a long title in one line that ends in an ellipsis, the whole title on hover', async () => {
    renderAsAdmin(<BannersTab />);
    const title = await screen.findByText(LONG_TITLE);
    expect(title.hasAttribute('data-truncate')).toBe(true);
    expect(title.getAttribute('title')).toBe(LONG_TITLE);
  });
});
