// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
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

/** The panel listing MARKET and PUNTER, and how to draw it again listing other alerts (as Live risk does each reading). */
function redrawnPanel(onKeyboardLeft: () => void) {
  const panel = (alerts: RiskAlert[]) => <AlertsPanel alerts={alerts} beeps={0} onOpen={() => undefined} onSuspend={() => undefined} onDismiss={() => undefined} onKeyboardLeft={onKeyboardLeft} />;
  return { panel, ...render(panel([MARKET, PUNTER]), { wrapper: MantineProvider }) };
}

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

  it('leave the keyboard where it is while its control is still there, as the list is drawn again', async () => {
    const onKeyboardLeft = vi.fn();
    const { panel, rerender } = redrawnPanel(onKeyboardLeft);
    const open = screen.getByRole('button', { name: 'Open Match Odds · India v England' });
    act(() => open.focus());
    // A newer alert on top: the button keeps the keyboard.
    rerender(panel([{ ...PUNTER, id: 'user:punter0008', name: 'punter0008' }, MARKET, PUNTER]));
    expect(document.activeElement).toBe(open);
    // Plain text clicked: the user has moved on, and a redraw does not take the keyboard back.
    await userEvent.click(within(screen.getByLabelText('Alert: Match Odds · India v England')).getByText(/is above/));
    rerender(panel([MARKET, PUNTER]));
    expect(document.activeElement).toBe(document.body);
    expect(onKeyboardLeft).not.toHaveBeenCalled();
  });

  it('give the keyboard, once Dismiss all has done its work, to an alert raised meanwhile, else to the Live risk list', async () => {
    const onKeyboardLeft = vi.fn();
    const { panel, rerender } = redrawnPanel(onKeyboardLeft);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss all' }));
    rerender(panel([PUNTER]));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open punter0007' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the alert for punter0007' }));
    rerender(panel([]));
    expect(onKeyboardLeft).toHaveBeenCalledTimes(1);
  });
});
