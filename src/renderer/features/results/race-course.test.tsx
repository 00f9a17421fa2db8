// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import type { MarketResult, SettlementPreview } from '@shared/contract/results';
import { marketResult } from '@renderer/testing/market-result';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { CheckingQueue } from './checking-queue';
import { ResultEntryModal } from './result-entry-modal';
import { ResultsTable } from './results-table';
import { SettleDialog } from './settle-dialog';

/** A race made in the console: its name does not say its course. */
const CONSOLE_RACE = marketResult({ marketId: 'm-qa', marketName: 'Win', eventName: 'QA Stakes', course: 'Ascot', family: 'racing', status: 'pending' });
/** A seeded race already named by its course, and a match: neither changes. */
const SEEDED_RACE = marketResult({ marketId: 'm-chel', marketName: 'Place', eventName: '14:30 Cheltenham', course: 'Cheltenham', family: 'racing' });
const MATCH = marketResult({ marketId: 'm-toss', marketName: 'To Win the Toss', family: 'matchOdds' });
const ROWS: MarketResult[] = [CONSOLE_RACE, SEEDED_RACE, MATCH];

/** A settlement large enough that the dialog asks for the race's name typed. */
const LARGE_PREVIEW: SettlementPreview = { marketId: 'm-qa', label: 'Quiet Harbour', betCount: 400, punterCount: 90, punterWon: 90_000_000, punterLost: 10_000_000, voidFactor: 0, deduction: 0, nextVersion: 1, resultKey: 'k', large: true };

beforeEach(stubMatchMedia);
stubBridgeForEachTest(() => ({
  results: {
    list: async () => ok({ data: ROWS, recordsTotal: ROWS.length, recordsFiltered: ROWS.length }),
    checkingMarkets: async () => ok([{ ...CONSOLE_RACE, entries: [] }]),
    settlePreview: async () => ok(LARGE_PREVIEW),
  },
}));

const SLOW = { timeout: 5_000 };

describe('a race on the Results screen', () => {
  it('is listed with its course, as the racing desk names it; a race named by its course and a match stay as they are', async () => {
    renderAsAdmin(<ResultsTable scope="all" onAction={vi.fn()} />);
    const table = await screen.findByRole('table', { name: 'Market results' }, SLOW);
    const events = await within(table).findAllByRole('cell', { name: /QA Stakes|Cheltenham|RCB v KKR/ }, SLOW);
    expect(events.map((cell) => cell.textContent)).toEqual(['QA Stakes, Ascot', '14:30 Cheltenham', 'RCB v KKR']);
    expect(within(table).getByRole('button', { name: 'Verify: Win (QA Stakes, Ascot)' })).toBeTruthy();
  });

  it('waits in the checking queue under its course too', async () => {
    renderAsAdmin(<CheckingQueue onAction={vi.fn()} />);
    const card = await screen.findByLabelText('Win', {}, SLOW);
    expect(within(card).getByText('QA Stakes, Ascot')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Verify: Win (QA Stakes, Ascot)' })).toBeTruthy();
  });

  it('is entered and settled under its course; the name typed to confirm stays the race’s own', async () => {
    const { unmount } = renderAsAdmin(<ResultEntryModal market={CONSOLE_RACE} mode="verify" onClose={vi.fn()} />);
    expect(await screen.findByText(/^QA Stakes, Ascot · Racing\./, {}, SLOW)).toBeTruthy();
    unmount();
    renderAsAdmin(<SettleDialog market={{ ...CONSOLE_RACE, status: 'declared' }} onClose={vi.fn()} />);
    // Any settlement's title names the race; a large one's typed confirmation keeps the same title.
    expect(await screen.findByLabelText('Type QA Stakes to confirm', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Settle Win of QA Stakes, Ascot' })).toBeTruthy();
  });
});
