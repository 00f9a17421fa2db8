// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { SiteLinksTab } from './site-links-tab';

type Item = { _id: string; label: string; target: string; placement: 'header' | 'footer'; sequence: number };
let items: Item[];
const addMenu = vi.fn(async (input: Omit<Item, '_id' | 'sequence'>) => {
  const item = { ...input, _id: `m${items.length + 1}`, sequence: items.length };
  items = [...items, item];
  return ok(item);
});

beforeEach(() => {
  stubMatchMedia();
  items = [];
  addMenu.mockClear();
  (window as unknown as { exchange: unknown }).exchange = {
    content: { telegram: async () => ok({ link: '', updatedAt: null }), menus: async () => ok(items), customBanners: async () => ok([]), addMenu },
  };
});
afterEach(cleanup);

const show = () => {
  renderAsAdmin(<SiteLinksTab />);
  return within(screen.getByRole('region', { name: 'Site menus' }));
};

describe('the site menus', () => {
  it('empties the form after an add sent with Enter, with no error on the field it was sent from', async () => {
    const user = userEvent.setup();
    const menus = show();
    await user.type(menus.getByRole('textbox', { name: 'Label' }), 'Promotions');
    await user.type(menus.getByRole('textbox', { name: 'Target' }), '/promotions{Enter}');
    await vi.waitFor(() => expect(addMenu).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect((menus.getByRole('textbox', { name: 'Target' }) as HTMLInputElement).value).toBe(''));
    await user.click(menus.getByRole('textbox', { name: 'Label' }));
    await user.tab();
    expect(menus.queryByText('Target is required.')).toBeNull();
  });

  it('says on the field that its menu has the label or target already, and sends nothing', async () => {
    items = [{ _id: 'm1', label: 'Promotions', target: '/promotions', placement: 'header', sequence: 0 }];
    const user = userEvent.setup();
    const menus = show();
    await menus.findByText('/promotions');
    await user.type(menus.getByRole('textbox', { name: 'Label' }), 'PROMOTIONS');
    await user.type(menus.getByRole('textbox', { name: 'Target' }), '/promotions{Enter}');
    expect(await menus.findByText('Label: the header menu has PROMOTIONS already; choose another label.')).toBeTruthy();
    expect(menus.getByText('Target: the header menu links to /promotions already; remove that item first or choose another target.')).toBeTruthy();
    expect(addMenu).not.toHaveBeenCalled();
  });
});
