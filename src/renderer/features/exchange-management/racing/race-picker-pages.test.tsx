// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '@shared/contract';
import type { RacingRaceRow } from '@shared/contract/racing';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { useRacePicker } from './race-picker';

// 150 races of a Win and a Place market each: 300 racing markets, three pages of markets, two of races.
const name = (n: number) => `Race ${String(n).padStart(3, '0')}`;
const RACES: RacingRaceRow[] = Array.from({ length: 150 }, (_, n) => ({
  eventId: `e${n}`,
  eventName: name(n),
  course: 'Kempton',
  openDate: new Date(Date.UTC(2026, 10, 26, 10, n)).toISOString(),
  markets: [
    { marketId: `win${n}`, name: 'Win', status: 'open' },
    { marketId: `place${n}`, name: 'Place', status: 'open' },
  ],
}));

const pagesAsked: Array<{ start: number; length: number }> = [];
beforeEach(() => {
  pagesAsked.length = 0;
});
stubBridgeForEachTest(() => ({
  racing: {
    // The exchange pages by races, by off time.
    races: async ({ start, length }: { start: number; length: number }) => (
      pagesAsked.push({ start, length }), ok({ data: RACES.slice(start, start + length), recordsTotal: RACES.length, recordsFiltered: RACES.length })
    ),
  },
}));

function Picker() {
  const { picker, chosen } = useRacePicker();
  return (
    <>
      {picker}
      <output aria-label="Chosen market">{chosen}</output>
    </>
  );
}

describe('the racing desk’s race picker, over 100 racing markets', () => {
  it('lists every race with both its markets, the earliest first and chosen, reading the races page after page', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<Picker />);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Chosen market' }).textContent).toBe('win0'));
    expect(pagesAsked).toEqual([
      { start: 0, length: 100 },
      { start: 100, length: 100 },
    ]);
    await user.click(screen.getByRole('textbox', { name: 'Race' }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(300);
    for (const label of ['Race 000, Kempton: Win', 'Race 000, Kempton: Place', 'Race 099, Kempton: Place', 'Race 100, Kempton: Win', 'Race 149, Kempton: Place']) expect(screen.getByRole('option', { name: label })).toBeTruthy();
  });
});
