// @vitest-environment happy-dom
import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LimitPanel } from '@renderer/features/sportsbook-management/limit-panel';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';
import { FormDrawer, FormModal } from './index';

const LIMIT = { minStake: 100, maxStake: 50_000, maxProfit: 500_000, maxLiability: 1_000_000, source: 'builtIn', betlimitId: null, targetId: null, sourceName: 'Built-in limit' };

beforeEach(() => {
  stubMatchMedia();
  (window as unknown as { exchange: unknown }).exchange = {
    sportsbook: { betLimit: async () => ({ ok: true, data: LIMIT }), saveBetLimit: vi.fn() },
    continuity: { draft: async () => ({ ok: true, data: null }), saveDraft: async () => ({ ok: true, data: null }), discardDraft: async () => ({ ok: true, data: null }) },
  };
});
afterEach(cleanup);

const minStake = () => screen.getByRole('textbox', { name: 'Minimum stake' }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

/** A sportsbook market's bet limit panel (Sportsbook desk), its form opened with Edit limit, as the desk's trader does. */
const editLimit = async () => {
  const user = userEvent.setup();
  renderWithProviders(<LimitPanel marketId="m1" marketName="Match Odds" />, { ...signedIn('trader', 'desk'), permissions: { sportsBookManagement: true } });
  await user.click(await screen.findByRole('button', { name: 'Edit limit' }));
  await screen.findByRole('dialog', { name: 'Bet limit: Match Odds' });
  return user;
};

describe('the bet limit form (Edit limit)', () => {
  it('opens with the keyboard on Minimum stake, not on Close', async () => {
    await editLimit();
    await waitFor(() => expect(document.activeElement).toBe(minStake()));
  });

  it('says a very large stake is too large, never that it is missing, and keeps Save off', async () => {
    const user = await editLimit();
    for (const typed of ['1000000000000000', '9'.repeat(20)]) {
      await user.clear(minStake());
      await user.type(minStake(), typed);
      expect(await screen.findByText('Minimum stake is too large.')).toBeTruthy();
      expect(screen.queryByText('Minimum stake is required.')).toBeNull();
      expect(save().disabled).toBe(true);
      await user.tab(); // left, the field keeps saying so
      expect(screen.getByText('Minimum stake is too large.')).toBeTruthy();
    }
    await user.clear(minStake());
    expect(await screen.findByText('Minimum stake is required.')).toBeTruthy();
  });
});

describe("a form kit modal's first focus", () => {
  it('goes to the first field in a drawer too, and to the field a form marks itself where it does', async () => {
    renderWithProviders(
      <FormDrawer opened onClose={vi.fn()} title="Add team">
        <TextInput label="Name" />
      </FormDrawer>,
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' })));
    cleanup();
    renderWithProviders(
      <FormModal opened onClose={vi.fn()} title="New query">
        <TextInput label="Punter user name" />
        <TextInput label="Subject" data-autofocus />
      </FormModal>,
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Subject' })));
  });

  it('goes to the first field when it comes after the dialog opened (read from the exchange first), not leaving the keyboard on Close', async () => {
    function LateReason() {
      const [shown, setShown] = useState(false);
      useEffect(() => {
        const timer = window.setTimeout(() => setShown(true), 30);
        return () => window.clearTimeout(timer);
      }, []);
      return shown ? <TextInput label="Reason" /> : <p>Reading the round…</p>;
    }
    renderWithProviders(
      <FormModal opened onClose={vi.fn()} title="Void round">
        <LateReason />
      </FormModal>,
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Reason' })));
  });
});
