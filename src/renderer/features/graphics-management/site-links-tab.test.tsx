// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { DRAFT_SAVE_DELAY_MS } from '@renderer/components/form-kit/use-form-draft';
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
    expect(menus.queryByText('Label is required.')).toBeNull();
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

const TELEGRAM_PROBLEM = 'Telegram link: a t.me address such as https://t.me/ExchangeSupport.';

/** The Telegram panel with a save the exchange confirms. */
const showTelegram = () => {
  const saveTelegram = vi.fn(async ({ link }: { link: string }) => ok({ link, updatedAt: '2026-11-27T10:00:00.000Z' }));
  const exchange = (window as unknown as { exchange: Record<string, unknown> }).exchange;
  exchange.content = { ...(exchange.content as object), saveTelegram };
  renderAsAdmin(<SiteLinksTab />);
  const telegram = within(screen.getByRole('region', { name: 'Telegram link' }));
  return { saveTelegram, telegram, field: telegram.getByRole('textbox', { name: 'Telegram link' }) as HTMLInputElement };
};

describe('the Telegram link', () => {
  it('shows no error on the emptied field once saved with the button, when the focus moves on', async () => {
    const user = userEvent.setup();
    const { saveTelegram, telegram, field } = showTelegram();
    await user.type(field, 'https://t.me/qa_third');
    await user.tab();
    await user.click(telegram.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(saveTelegram).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(field.value).toBe(''));
    await user.click(within(screen.getByRole('region', { name: 'Site menus' })).getByRole('textbox', { name: 'Label' }));
    expect(telegram.queryByText(TELEGRAM_PROBLEM)).toBeNull();
  });

  it('still says what is wrong on a field the user goes back into after a save and leaves empty', async () => {
    const user = userEvent.setup();
    const { saveTelegram, telegram, field } = showTelegram();
    await user.type(field, 'https://t.me/qa_third{Enter}');
    await vi.waitFor(() => expect(saveTelegram).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(field.value).toBe(''));
    await user.click(screen.getByRole('textbox', { name: 'Label' }));
    await user.click(field);
    await user.tab();
    expect(await telegram.findByText(TELEGRAM_PROBLEM)).toBeTruthy();
  });

  it('empties its form once saved with Enter: Save is off, and nothing is kept to restore after a reload', async () => {
    const saveDraft = vi.fn(async () => ok({}));
    (window as unknown as { exchange: Record<string, unknown> }).exchange.continuity = { draft: async () => ok(null), saveDraft, discardDraft: async () => ok({}) };
    const user = userEvent.setup();
    const { saveTelegram, telegram, field } = showTelegram();
    await user.type(field, 'https://t.me/qa_three{Enter}');
    await vi.waitFor(() => expect(saveTelegram).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(field.value).toBe(''));
    expect((telegram.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS * 2));
    expect(saveDraft).not.toHaveBeenCalled();
  });
});
