// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketResult } from '@shared/contract/results';
import { DEAD_HEAT_WORDS } from '@shared/results';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { marketResult } from '@renderer/testing/market-result';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { PLACE_DEAD_HEAT_RULE } from './dead-heat-group';
import { ResultEntryModal } from './result-entry-modal';

const runners = ['Galopin Des Champs', 'Fact To File', 'Gaelic Warrior', 'Inothewayurthinkin'].map((name, i) => ({ id: `r${i}`, name, status: 'active' }));
const race = (places: number): MarketResult => marketResult({ marketId: `m-race-${places}`, marketName: places > 1 ? 'Place' : 'Win', family: 'racing', places, selections: runners });

const saved = vi.fn();
beforeEach(() => saved.mockReset());
stubBridgeForEachTest(() => ({ results: { saveRacing: async (input: unknown) => (saved(input), { ok: true, data: { ...race(2), status: 'pending' }, message: 'Result entered.' }) } }));

const openEntry = (market: MarketResult, onClose = vi.fn()) => {
  const user = userEvent.setup();
  renderWithProviders(<ResultEntryModal market={market} mode="enter" onClose={onClose} />);
  return user;
};
const saveButton = () => screen.getByRole('button', { name: 'Save result' }) as HTMLButtonElement;
const placed = (name: string) => screen.getByRole('checkbox', { name });
const tiedBox = (name: string) => screen.getByRole('checkbox', { name: `${name}: tied for the last place` });

describe('a dead heat for the last place of a Place market', () => {
  it('says the rule, asks which placed runners tied once more are placed than paid, and sends them with the placed runners', async () => {
    const onClose = vi.fn();
    const user = openEntry(race(2), onClose);
    expect(await screen.findByText(PLACE_DEAD_HEAT_RULE)).toBeTruthy();
    await user.click(placed('Galopin Des Champs'));
    await user.click(placed('Fact To File'));
    expect(screen.queryByText('Tied for the last place')).toBeNull();

    await user.click(placed('Gaelic Warrior'));
    expect(screen.getByText(DEAD_HEAT_WORDS.tooManyPlaced(2))).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    // Only the placed runners can be marked as tied.
    expect(screen.getByText('Tied for the last place')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Inothewayurthinkin: tied for the last place' })).toBeNull();

    await user.click(tiedBox('Fact To File'));
    await user.click(tiedBox('Gaelic Warrior'));
    expect(screen.queryByText(DEAD_HEAT_WORDS.tooManyPlaced(2))).toBeNull();
    expect(saveButton().disabled).toBe(false);
    await user.click(saveButton());
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(saved).toHaveBeenCalledWith({ marketId: 'm-race-2', voidFactor: 0, winnerIds: ['r0', 'r1', 'r2'], deadHeatIds: ['r1', 'r2'] });
  });

  it('refuses a tie that is not one in the exchange’s words before sending, and takes three tied for 1st sharing both places', async () => {
    const user = openEntry(race(2));
    for (const name of ['Galopin Des Champs', 'Fact To File', 'Gaelic Warrior']) await user.click(await screen.findByRole('checkbox', { name }));
    await user.click(tiedBox('Gaelic Warrior'));
    expect(screen.getByText(DEAD_HEAT_WORDS.tooFewTied)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    await user.click(tiedBox('Galopin Des Champs'));
    await user.click(tiedBox('Fact To File'));
    expect(screen.queryByText(DEAD_HEAT_WORDS.tooFewTied)).toBeNull();
    await user.click(saveButton());
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith({ marketId: 'm-race-2', voidFactor: 0, winnerIds: ['r0', 'r1', 'r2'], deadHeatIds: ['r2', 'r0', 'r1'] }));
  });

  it('is reached and marked from the keyboard, and forgets the marks of runners no longer placed', async () => {
    const user = openEntry(race(2));
    await screen.findByText(PLACE_DEAD_HEAT_RULE);
    placed('Galopin Des Champs').focus();
    await user.keyboard(' ');
    for (const name of ['Fact To File', 'Gaelic Warrior']) {
      await user.tab();
      expect(document.activeElement).toBe(placed(name));
      await user.keyboard(' ');
    }
    await user.tab(); // past the last runner, not placed
    await user.tab();
    expect(document.activeElement).toBe(tiedBox('Galopin Des Champs'));
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(saveButton().disabled).toBe(false);

    // Unticking a tied runner leaves 2 placed (no tie to mark); a third placed finds one runner still marked as tied.
    await user.click(placed('Fact To File'));
    expect(screen.queryByText('Tied for the last place')).toBeNull();
    await user.click(placed('Inothewayurthinkin'));
    expect(screen.getByText(DEAD_HEAT_WORDS.tooFewTied)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    await user.click(tiedBox('Inothewayurthinkin'));
    // Placed again, Fact To File is placed outright until marked: three placed, two of them tied.
    await user.click(placed('Fact To File'));
    expect(screen.getByText(DEAD_HEAT_WORDS.outrightFill(2, 2))).toBeTruthy();
    await user.click(placed('Fact To File'));
    await user.click(saveButton());
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith({ marketId: 'm-race-2', voidFactor: 0, winnerIds: ['r0', 'r2', 'r3'], deadHeatIds: ['r2', 'r3'] }));
  });

  it('sends no tie for placed runners within the places, nor asks for one in a Win market', async () => {
    const user = openEntry(race(1));
    for (const name of ['Galopin Des Champs', 'Fact To File']) await user.click(await screen.findByRole('checkbox', { name }));
    expect(screen.queryByText('Tied for the last place')).toBeNull();
    expect(screen.queryByText(PLACE_DEAD_HEAT_RULE)).toBeNull();
    await user.click(saveButton());
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith({ marketId: 'm-race-1', voidFactor: 0, winnerIds: ['r0', 'r1'] }));
  });
});
