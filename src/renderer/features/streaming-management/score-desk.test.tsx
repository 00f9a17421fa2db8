// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@shared/contract';
import type { ScoreEntry } from '@shared/contract/score';
import { applyDelivery, deliveryError, EMPTY_INNINGS } from '@shared/score';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { TabbedScreen } from '@renderer/components/tabbed-screen';
import { MemoryRouter } from 'react-router-dom';
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

/** The exchange's commentary: a line joins the board when its call is let through, and the next read shows it. */
const commentaryExchange = () => {
  const lines: Array<{ at: string; text: string }> = [];
  const waiting: Array<() => void> = [];
  const commentary = vi.fn(
    (input: { text: string }, _options?: { idempotencyKey?: string }) =>
      new Promise((resolve) => {
        waiting.push(() => {
          lines.push({ at: '2025-01-01T10:00:00.000Z', text: input.text });
          resolve(ok({ ...BOARD, commentary: [...lines] }));
        });
      }),
  );
  (window as unknown as { exchange: unknown }).exchange = { score: { scores: async () => ok([{ ...BOARD, commentary: [...lines] }]), addScore, commentary } };
  return { commentary, answer: () => waiting.splice(0).forEach((go) => go()) };
};

const commentaryLines = () => within(screen.getByLabelText('Commentary', { selector: 'div' })).queryAllByText(/ — /);

describe('commentary on the score desk', () => {
  it('adds a line once for a double click, with an idempotency key', async () => {
    const exchange = commentaryExchange();
    show();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Commentary' }), { target: { value: 'Dhoni walks out' } });
    const add = screen.getByRole('button', { name: 'Add commentary' });
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(exchange.commentary).toHaveBeenCalled());
    exchange.answer();
    await waitFor(() => expect(commentaryLines().map((line) => line.textContent)).toEqual([expect.stringMatching(/ — Dhoni walks out$/)]));
    expect(exchange.commentary).toHaveBeenCalledTimes(1);
    expect(exchange.commentary.mock.calls[0]?.[0]).toEqual({ eventId: BOARD.eventId, text: 'Dhoni walks out' });
    expect(exchange.commentary.mock.calls[0]?.[1]?.idempotencyKey).toMatch(/^[A-Za-z0-9-]{8,}$/);
    expect((screen.getByRole('textbox', { name: 'Commentary' }) as HTMLInputElement).value).toBe('');
  });

  it('adds the line on Enter, and keys typed in the field score nothing', async () => {
    const exchange = commentaryExchange();
    const user = userEvent.setup();
    show();
    await user.type(await screen.findByRole('textbox', { name: 'Commentary' }), 'Four through cover 4{Enter}');
    await waitFor(() => expect(exchange.commentary).toHaveBeenCalledTimes(1));
    expect(exchange.commentary.mock.calls[0]?.[0]).toEqual({ eventId: BOARD.eventId, text: 'Four through cover 4' });
    exchange.answer();
    await waitFor(() => expect(commentaryLines()).toHaveLength(1));
    expect(addScore).not.toHaveBeenCalled();
  });

  it('keeps a pasted line longer than the exchange takes as it is, says so, and sends nothing on Enter', async () => {
    const exchange = commentaryExchange();
    const user = userEvent.setup();
    show();
    const field = await screen.findByRole('textbox', { name: 'Commentary' });
    await user.click(field);
    await user.paste('x'.repeat(1000));
    await user.keyboard('{Enter}');
    expect((field as HTMLInputElement).value).toHaveLength(1000);
    expect(screen.getByText('Commentary: at most 280 characters.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add commentary' }).hasAttribute('disabled')).toBe(true);
    expect(exchange.commentary).not.toHaveBeenCalled();
  });
});

describe('the match chosen on the score desk', () => {
  it('is still chosen after another tab and back', async () => {
    const derby = { ...BOARD, eventId: '5f00000000000000000000e2', eventName: 'Arsenal v Chelsea', sport: 'football', home: 'ARS', away: 'CHE', cricket: null, summary: 'ARS 0-0 CHE' };
    (window as unknown as { exchange: unknown }).exchange = { score: { scores: async () => ok([BOARD, derby]), addScore, commentary: vi.fn() } };
    const user = userEvent.setup();
    const tabs = [
      { value: 'score', label: 'Score desk', panel: () => <ScoreDesk /> },
      { value: 'teams', label: 'Teams and players', panel: () => <p>Teams</p> },
    ];
    renderWithProviders(
      <MemoryRouter>
        <TabbedScreen title="Streaming Management" tabs={tabs} />
      </MemoryRouter>,
    );
    await screen.findByLabelText(/^Scoring Chennai Super Kings v Mumbai Indians/);
    await user.click(screen.getByRole('textbox', { name: 'Match' }));
    await user.click(await screen.findByRole('option', { name: 'Arsenal v Chelsea' }));
    await screen.findByLabelText(/^Scoring Arsenal v Chelsea/);
    await user.click(screen.getByRole('tab', { name: 'Teams and players' }));
    await screen.findByText('Teams');
    expect(screen.queryByRole('textbox', { name: 'Match' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Score desk' }));
    expect(await screen.findByLabelText(/^Scoring Arsenal v Chelsea/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Match' }) as HTMLInputElement).value).toBe('Arsenal v Chelsea');
  });
});
