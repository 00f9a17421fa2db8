// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contract, fail, ok } from '@shared/contract';
import { SITE_MENU_LABELS, SITE_MENUS, type WhiteLabel } from '@shared/contract/white-labels';
import { useOperation } from '@renderer/app/data/use-operation';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { MenusPanel } from './site-lists';
import { QA_SITE_ONE } from './test-site';

// The site's id as the exchange gives it (the save's input checks it).
const OPENED: WhiteLabel = { ...QA_SITE_ONE, _id: '5f00000000000000000000a1' };
const STALE = 'QA Site Prime was changed by manager1 at 14:02 UTC since you opened it. Your changes are still here: reload it, then save again.';

/** What the exchange holds now, and how it answers the next save of the menus. */
let stored: WhiteLabel;
let answerSave: (input: { menus: string[] }) => ReturnType<typeof ok> | ReturnType<typeof fail>;
const sent = vi.fn<(input: unknown) => void>();
const linesOf = (menus: readonly string[]) => SITE_MENUS.map((key) => ({ key, label: SITE_MENU_LABELS[key], enabled: menus.includes(key) }));

stubBridgeForEachTest(() => {
  stored = OPENED;
  sent.mockReset();
  // A save as the exchange makes it: the menus in their order, a new version.
  answerSave = ({ menus }) => {
    stored = { ...stored, menus: SITE_MENUS.filter((key) => menus.includes(key)), updatedAt: '2026-05-01T14:30:00.000Z' };
    return ok(linesOf(stored.menus));
  };
  return {
    whiteLabels: {
      config: async () => ok(stored),
      menus: async () => ok(linesOf(stored.menus)),
      saveMenus: async (input: { menus: string[] }) => (sent(input), answerSave(input)),
    },
  };
});

/** The drawer: the site as it reads it, its Menus panel below. */
function Drawer() {
  const { data: site } = useOperation(contract.whiteLabels.config, { _id: OPENED._id });
  return site ? <MenusPanel site={site} /> : null;
}

const box = (label: string) => screen.getByRole('checkbox', { name: label }) as HTMLInputElement;
const saveMenus = () => screen.getByRole('button', { name: 'Save menus' }) as HTMLButtonElement;

const open = async () => {
  const user = userEvent.setup();
  renderAsAdmin(<Drawer />);
  await screen.findByRole('checkbox', { name: 'Casino' });
  return user;
};

describe("a white label's Menus panel", () => {
  it('sends the version of the site it opened on, and after its save the version that save made', async () => {
    const user = await open();
    expect(saveMenus().disabled).toBe(true);
    await user.click(box('Racing'));
    await user.click(saveMenus());
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent).toHaveBeenLastCalledWith({ _id: OPENED._id, menus: ['sports', 'casino', 'racing'], expectedUpdatedAt: OPENED.updatedAt });
    // The answer is menu lines, not the site: the site is read again, and the next save names the version this one made.
    await user.click(box('Casino'));
    await waitFor(() => expect(saveMenus().disabled).toBe(false));
    await user.click(saveMenus());
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
    expect(sent).toHaveBeenLastCalledWith({ _id: OPENED._id, menus: ['sports', 'racing'], expectedUpdatedAt: '2026-05-01T14:30:00.000Z' });
  });

  it('says in the panel that another save changed the menus since, keeps what was switched, and after Reload saves from the version read again', async () => {
    const user = await open();
    // Another window adds Racing; the exchange refuses the save from the version this panel opened on.
    stored = { ...OPENED, name: 'QA Site Prime', menus: ['sports', 'casino', 'racing'], updatedAt: '2026-05-01T14:02:00.000Z' };
    answerSave = () => fail({ kind: 'conflict', status: 409, message: STALE, fieldErrors: { expectedUpdatedAt: STALE } });
    await user.click(box('Casino'));
    await user.click(saveMenus());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(STALE);
    expect(box('Casino').checked).toBe(false);

    // Reload puts this panel's switches (Casino off) over the site as it is now (Racing on, switched elsewhere):
    // the next save keeps both (QA T28: taken whole, the panel's list undid the other window's switch).
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect([box('Sports').checked, box('Casino').checked, box('Racing').checked]).toEqual([true, false, true]);
    answerSave = () => ok(linesOf(['sports', 'racing']));
    await user.click(saveMenus());
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
    expect(sent).toHaveBeenLastCalledWith({ _id: OPENED._id, menus: ['sports', 'racing'], expectedUpdatedAt: '2026-05-01T14:02:00.000Z' });
  });
});
