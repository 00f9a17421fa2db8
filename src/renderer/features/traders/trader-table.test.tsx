// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ok, type TraderRow } from '@shared/contract';
import type { SessionState } from '@shared/contract/session';
import { pressEnterOnRow } from '@renderer/components/row-enter.testing';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import MarketTraderScreen from './traders-screen';

const account = (_id: string, name: string, role: string): TraderRow => ({ _id, name, userName: name.toLowerCase(), domain: '', status: 'active', role });
/** The signed-in user's own row. */
const SELF = account('u1', 'Mia', 'TRADER');
const TOM = account('t2', 'Tom', 'TRADER');
const ADA = account('a3', 'Ada', 'admin');

stubBridgeForEachTest(() => ({ traders: { list: async () => ok({ original: { data: [SELF, TOM, ADA], recordsTotal: 3, recordsFiltered: 3 } }) } }));

/** A trader manager who is no admin: their own row and an admin's are locked. */
const MANAGER: SessionState = { status: 'loggedIn', user: { id: SELF._id, userName: 'mia', role: 'manager' }, permissions: { marketTraderManagement: true }, expiresAt: Date.now() + 60_000, tokenStorage: 'memory' };

const show = () =>
  renderWithProviders(
    <MemoryRouter>
      <MarketTraderScreen />
    </MemoryRouter>,
    MANAGER,
  );

describe('Enter on a market trader’s row', () => {
  it('opens the trader’s Edit', async () => {
    show();
    await pressEnterOnRow('Tom');
    expect(await screen.findByRole('dialog', { name: 'Edit User' })).toBeTruthy();
  });

  it('opens nothing on a row whose Edit is off: the user’s own, an admin’s', async () => {
    show();
    await pressEnterOnRow('Mia');
    await pressEnterOnRow('Ada');
    // Then a row whose Edit is on: the one dialog that opens is its own (had Mia's or Ada's opened, it would show first).
    await pressEnterOnRow('Tom');
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Tom');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
