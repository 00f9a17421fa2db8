// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { AlertsPanel } from './alerts-panel';
import type { RiskAlert } from './risk-alert-state';

beforeEach(stubMatchMedia);
afterEach(cleanup);

const MARKET: RiskAlert = { id: 'market:m1', at: 0, scope: 'market', target: 'm1', name: 'Match Odds · India v England', exposure: 50_000_00, threshold: 20_000_00, status: 'open' };
const PUNTER: RiskAlert = { id: 'user:punter0007', at: 0, scope: 'user', target: 'punter0007', name: 'punter0007', exposure: 16_000_00, threshold: 15_000_00, status: 'active' };

describe('Risk alerts', () => {
  it('name each button with its alert’s market or punter, so a list of buttons read out says which is which', async () => {
    const onOpen = vi.fn();
    const onSuspend = vi.fn();
    renderWithProviders(<AlertsPanel alerts={[MARKET, PUNTER]} beeps={0} onOpen={onOpen} onSuspend={onSuspend} onDismiss={() => undefined} onKeyboardLeft={() => undefined} />);
    const market = screen.getByLabelText('Alert: Match Odds · India v England');
    const punter = screen.getByLabelText('Alert: punter0007');
    expect(within(market).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Open Match Odds · India v England',
      'Suspend market Match Odds · India v England',
      'Dismiss the alert for Match Odds · India v England',
    ]);
    expect(within(punter).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Open punter0007', 'Dismiss the alert for punter0007']);
    // The words on them stay in their names (what a voice-control user says).
    await userEvent.click(screen.getByRole('button', { name: 'Suspend market Match Odds · India v England' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open punter0007' }));
    expect(onSuspend).toHaveBeenCalledWith(MARKET);
    expect(onOpen).toHaveBeenCalledWith(PUNTER);
    expect(market.textContent).toContain('punters’ exposure');
  });
});
