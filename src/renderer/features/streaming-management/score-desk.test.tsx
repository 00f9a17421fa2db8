// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@shared/contract';
import type { ScoreEntry } from '@shared/contract/score';
import { applyDelivery, deliveryError, EMPTY_INNINGS } from '@shared/score';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { ScoreDesk } from './score-desk';

const BOARD = {
  eventId: '5f00000000000000000000e1',
  eventName: 'Chennai Super Kings v Mumbai Indians',
  sport: 'cricket',
  home: 'CSK',
  away: 'MI',
  cricket: EMPTY_INNINGS,
  football: null,
  summary: 'CSK 0/0 (0.0)',
  commentary: [],
  entries: 0,
  updatedAt: '2025-01-01T00:00:00.000Z',
};

/** The exchange's score desk: it applies a cricket entry by the shared rules and refuses a broken one with the reason. */
const addScore = vi.fn(async (entry: ScoreEntry) => {
  if (entry.sport !== 'cricket') return ok(BOARD);
  const refused = deliveryError(EMPTY_INNINGS, entry);
  return refused ? fail({ kind: 'exchange', status: 400, message: refused }) : ok({ ...BOARD, cricket: applyDelivery(EMPTY_INNINGS, entry) });
});

beforeEach(() => {
  stubMatchMedia();
  addScore.mockClear();
  (window as unknown as { exchange: unknown }).exchange = { score: { scores: async () => ok([BOARD]), addScore, commentary: vi.fn() } };
});
afterEach(cleanup);

const show = () => renderWithProviders(<ScoreDesk />);

describe('the score desk', () => {
  it('sends a wicket typed after D (wide) as a wicket on a wide, which the exchange refuses with its reason', async () => {
    show();
    const board = await screen.findByLabelText(/^Scoring Chennai Super Kings v Mumbai Indians/);
    fireEvent.keyDown(board, { key: 'd' });
    fireEvent.keyDown(board, { key: 'w' });
    await waitFor(() => expect(addScore).toHaveBeenCalledTimes(1));
    expect(addScore.mock.calls[0]?.[0]).toEqual({ sport: 'cricket', eventId: BOARD.eventId, runs: 0, extra: 'wide', wicket: true });
    expect((await screen.findByRole('alert')).textContent).toBe('Refused: A wicket cannot fall on a wide or a no-ball here.');
  });

  it('sends W on a normal delivery as a wicket on a legal ball', async () => {
    show();
    const board = await screen.findByLabelText(/^Scoring Chennai Super Kings v Mumbai Indians/);
    fireEvent.keyDown(board, { key: 'w' });
    await waitFor(() => expect(addScore).toHaveBeenCalledTimes(1));
    expect(addScore.mock.calls[0]?.[0]).toEqual({ sport: 'cricket', eventId: BOARD.eventId, runs: 0, extra: 'none', wicket: true });
  });
});
