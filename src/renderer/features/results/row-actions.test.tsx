// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketResult } from '@renderer/testing/market-result';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';
import { ResultRowActions } from './row-actions';

beforeEach(stubMatchMedia);
afterEach(cleanup);

describe("a market's row actions", () => {
  it('name each button starting with the words it shows (a voice user says what they see)', () => {
    const declared = marketResult({ marketId: 'm-toss', marketName: 'To Win the Toss', family: 'matchOdds', status: 'declared', label: 'Royal Challengers Bengaluru' });
    renderWithProviders(<ResultRowActions market={declared} onAction={vi.fn()} />, signedIn('admin', 'admin'));
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Settle', 'Hold', 'Correct', 'Bets and voids']);
    for (const button of buttons) expect(button.getAttribute('aria-label')).toBe(`${button.textContent}: To Win the Toss (RCB v KKR)`);
  });
});
