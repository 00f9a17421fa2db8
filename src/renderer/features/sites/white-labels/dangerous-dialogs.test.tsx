// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import type { ChildBalance, WhiteLabel } from '@shared/contract/white-labels';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { WhiteLabelDrawer } from './white-label-drawer';

const ID = '5f00000000000000000000a1';
const USERS = { total: 3, active: 3, bettingLocked: 0, suspended: 0 };
const MONEY = { balance: 0, exposure: 0, available: 0 };
const SITE = { _id: ID, name: 'Alpha', adminUrl: 'https://admin.alpha.example', clientUrl: 'https://alpha.example', currency: 'INR', commission: 0, status: 'active', users: USERS, money: MONEY } as WhiteLabel;
const INFO: ChildBalance = { whiteLabelId: ID, name: 'Alpha', status: 'active', users: USERS, money: MONEY, inCredit: { users: 0, amount: 0 }, inDebit: { users: 0, amount: 0 }, withExposure: 0, transferTo: 'house', lastBackup: null };
const lockChildren = vi.fn(async () => ok({ locked: 3, alreadyLocked: 0, total: 3 }));
stubBridgeForEachTest(() => ({ whiteLabels: { config: async () => ok(SITE), childBalance: async () => ok(INFO), lockChildren } }));

const DANGEROUS = ['Lock all children…', 'Transfer and back up…', 'Delete records…', 'Delete white label…'];
const PHRASE = 'Type Alpha to confirm';

/** Alpha's drawer, the dangerous action `name` focused and opened with Enter: the button and the user to go on with. */
async function openWithEnter(name: string) {
  const user = userEvent.setup();
  renderAsAdmin(<WhiteLabelDrawer id={ID} onClose={() => {}} />);
  const opener = await screen.findByRole('button', { name });
  opener.focus();
  await user.keyboard('{Enter}');
  await screen.findByLabelText(PHRASE);
  return { user, opener };
}

describe('the dangerous actions of a white label’s drawer', () => {
  it.each(DANGEROUS)('give the keyboard back to %s once its dialog is closed with Escape', async (name) => {
    const { user, opener } = await openWithEnter(name);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByLabelText(PHRASE)).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives the keyboard back to Lock all children… once a typed reason is discarded', async () => {
    const { user, opener } = await openWithEnter('Lock all children…');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Fraud ring');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByLabelText(PHRASE)).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(lockChildren).not.toHaveBeenCalled();
  });

  it('gives the keyboard back to Lock all children… once the exchange has locked them', async () => {
    const { user, opener } = await openWithEnter('Lock all children…');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Fraud ring');
    await user.type(screen.getByLabelText(PHRASE), 'Alpha{Enter}');
    await waitFor(() => expect(lockChildren).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.queryByLabelText(PHRASE)).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(screen.getByRole('dialog', { name: 'White label Alpha' })).toBeTruthy();
  });
});
