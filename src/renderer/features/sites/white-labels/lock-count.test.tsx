// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '@shared/contract';
import type { ChildBalance, UserCounts, WhiteLabel } from '@shared/contract/white-labels';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { WhiteLabelDrawer } from './white-label-drawer';

const ID = '5f00000000000000000000b2';
const MONEY = { balance: 0, exposure: 0, available: 0 };
/** An agent and its 100 punters, all active: 100 may bet (the agent never does). */
const BEFORE_LOCK: UserCounts = { total: 101, active: 101, bettingLocked: 0, suspended: 0, mayBet: 100 };
/** The same once locked: the punters are locked from betting, the agent stays active. */
const AFTER_LOCK: UserCounts = { total: 101, active: 1, bettingLocked: 100, suspended: 0, mayBet: 0 };

let users = BEFORE_LOCK;
const site = () => ({ _id: ID, name: 'Beta', adminUrl: 'https://admin.beta.example', clientUrl: 'https://beta.example', currency: 'INR', commission: 0, status: 'active', users, money: MONEY }) as WhiteLabel;
const info = (): ChildBalance => ({ whiteLabelId: ID, name: 'Beta', status: 'active', users, money: MONEY, inCredit: { users: 0, amount: 0 }, inDebit: { users: 0, amount: 0 }, withExposure: 0, transferTo: 'sa05', lastBackup: null });
stubBridgeForEachTest(() => ({ whiteLabels: { config: async () => ok(site()), childBalance: async () => ok(info()) } }));

const open = async (name: string) => {
  renderAsAdmin(<WhiteLabelDrawer id={ID} onClose={() => {}} />);
  await userEvent.setup().click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: new RegExp(`^${name.replace('…', '')}`, 'i') });
};

describe('Lock all children counts the users who may bet, as May bet does', () => {
  it('says and locks 100 users of an agent and its 100 punters, not 101', async () => {
    users = BEFORE_LOCK;
    const dialog = await open('Lock all children…');
    expect(dialog.textContent).toMatch(/100 users of Beta will be locked from betting: every user who may bet \(0 users already locked or suspended; agents never bet; 101 in all\)/);
    expect(screen.getByRole('button', { name: 'Lock 100 users' })).toBeTruthy();
  });

  it('holds Transfer back while a user may bet', async () => {
    users = BEFORE_LOCK;
    const dialog = await open('Transfer and back up…');
    expect(dialog.textContent).toContain('100 users may still bet: lock all children first, so no bet lands during the move.');
  });

  it('lets Transfer go once every user who may bet is locked, though the agent is still active', async () => {
    users = AFTER_LOCK;
    const dialog = await open('Transfer and back up…');
    expect(dialog.textContent).not.toMatch(/may still bet|still active/);
  });
});
