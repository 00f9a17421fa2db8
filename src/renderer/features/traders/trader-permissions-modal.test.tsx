// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '@shared/contract/session';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';
import { TraderPermissionsModal } from './trader-permissions-modal';
import type { TraderRef } from './trader-ref';

const NEW_TRADER: TraderRef = { _id: 't-new', name: 'Nina New', userName: 'nina.new', role: 'TRADER' };
/** The seeded manager of the QA report. */
const MANAGER: SessionState = {
  ...signedIn('manager', 'manager'),
  permissions: { marketManagement: true, marketTraderManagement: true, traderManagement: true, operationalLogs: true },
} as SessionState;

const sent = vi.fn();
beforeEach(() => {
  sent.mockReset();
  (window as unknown as { exchange: unknown }).exchange = {
    permissions: { getTraderPermissions: async () => ({ ok: true, data: { permission: {} } }) },
    traders: { changePermission: async (input: unknown) => (sent(input), { ok: true, data: null, message: 'Permissions updated successfully.' }) },
  };
  stubMatchMedia();
});
afterEach(cleanup);

const openAs = (session: SessionState, trader = NEW_TRADER) => {
  const onClose = vi.fn();
  renderWithProviders(<TraderPermissionsModal trader={trader} opened openingKey={1} title="Manage Trader Permissions" onClose={onClose} />, session);
  return onClose;
};
// By label, not by role: computing the accessible names of ninety switches at every lookup takes seconds.
const toggle = (name: string) => screen.findByLabelText(name, { selector: 'input[role="switch"]' });
const isOn = async (name: string) => ((await toggle(name)) as HTMLInputElement).checked;
/** The keys switched on in the map Save sent. */
const grantedBySave = () => {
  const { permission } = sent.mock.calls[0]?.[0] as { permission: Record<string, boolean> };
  return Object.keys(permission).filter((key) => permission[key]).sort();
};

describe('the trader permissions dialog saves what it shows', () => {
  it('shows the part a manager’s Market Management grants switched on, and warns under the group once it is off', async () => {
    const user = userEvent.setup();
    const onClose = openAs(MANAGER);
    await user.click(await toggle('Market Management'));
    expect(await isOn('Market Trader')).toBe(true);

    await user.click(await toggle('Market Trader'));
    const group = screen.getByRole('group', { name: 'Market Management permissions' });
    expect(within(group).getByText('Nothing under Market Management is on, so saving grants Market Trader.')).toBeTruthy();

    // Save says it before sending: what is granted is what the dialog has shown.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Save anyway' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(grantedBySave()).toEqual(['marketManagement', 'marketTraderManagement']);
  });

  it('saves at once, without asking, when the switches show everything Save sends', async () => {
    const user = userEvent.setup();
    const onClose = openAs(MANAGER);
    await user.click(await toggle('Market Management'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(grantedBySave()).toEqual(['marketManagement', 'marketTraderManagement']);
  });

  it('switches an admin’s SportsBook Management on with its Results, and warns when they are off', async () => {
    const user = userEvent.setup();
    openAs(signedIn('admin', 'admin'));
    await user.click(await toggle('Market Management'));
    expect(await isOn('SportsBook Results')).toBe(true);
    await user.click(await toggle('SportsBook Results'));
    expect(screen.getByText('Nothing under SportsBook Management is on, so saving grants SportsBook Results.')).toBeTruthy();
  });

  it('says that nothing chosen grants every permission, and asks before granting them', async () => {
    const user = userEvent.setup();
    const onClose = openAs(MANAGER);
    expect(await screen.findByText('Nothing is chosen: saving grants every permission you may grant')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Grant all 4' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(grantedBySave()).toEqual(['marketManagement', 'marketTraderManagement', 'operationalLogs', 'traderManagement']);
  });

  it('wraps a long trader name instead of running past the dialog’s edge', async () => {
    const name = 'N'.repeat(100);
    openAs(MANAGER, { ...NEW_TRADER, name });
    const description = (await screen.findByText(name)).closest('p');
    expect(description?.style.overflowWrap).toBe('anywhere');
  });
});
