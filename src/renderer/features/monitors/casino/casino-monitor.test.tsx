// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '@shared/contract';
import type { CasinoRound, CasinoRoundStatus, LiveTable } from '@shared/contract/casino';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import type { MonitorProps } from '../registry/monitor-kind';
import { CasinoMonitor } from './casino-monitor';
import { TEST_TABLE, testRound, testTable } from './test-casino';
import classes from './casino.module.css';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const round = (seq: number, status: CasinoRoundStatus, closedMinutesAgo: number | null = null): CasinoRound =>
  testRound(seq, status, closedMinutesAgo === null ? null : minutesAgo(closedMinutesAgo));

const event = testTable('ab', TEST_TABLE, { unsettledRounds: 2, updatedAt: minutesAgo(1) });

// QA live4 #4: the latest five rounds are settled or betting; rounds 4 and 13 wait, older than them.
const latest: LiveTable[] = [{ event, rounds: [round(23, 'betting'), round(22, 'settled', 1), round(21, 'settled', 2), round(20, 'settled', 3), round(19, 'settled', 4)] }];
const unsettled = [round(4, 'unsettled', 42), round(13, 'unsettled', 21)];

beforeEach(() => {
  stubMatchMedia();
  (window as unknown as { exchange: unknown }).exchange = {
    casino: { liveRounds: async () => ok(latest), unsettled: async () => ok(unsettled) },
    // The admin may read the tables' streams: none is configured here.
    streaming: { casinoMonitors: async () => ok([]), playerStreams: async () => ok([]) },
  };
});
afterEach(cleanup);

const props = { monitor: {} as MonitorProps['monitor'], monitorRef: { kind: 'casino', slot: 1 }, enabled: true, header: <h1>Casino Tables 1</h1> } satisfies MonitorProps;

describe('the Casino Tables monitor', () => {
  it("lists a table's unsettled rounds in red with their age, above its latest rounds", async () => {
    renderAsAdmin(<CasinoMonitor {...props} />);
    const rounds = await screen.findByRole('table', { name: 'Rounds of Andar Bahar International' });
    await within(rounds).findByRole('row', { name: 'Round 4' });
    const rows = within(rounds).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Round 4', 'Round 13', 'Round 23', 'Round 22', 'Round 21', 'Round 20', 'Round 19']);
    // The badge says Unsettled alone (with the age it was cut to "UNSETTLED 2…"); the Result cell says how long.
    expect(within(rows[0] as HTMLElement).getByText('Unsettled')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(/^waiting 42 min/)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/^waiting 21 min/)).toBeTruthy();
    expect((rows[0] as HTMLElement).getAttribute('style') ?? '').toContain('red');
    expect((rows[2] as HTMLElement).getAttribute('style') ?? '').not.toContain('red');
  });

  it('keeps amounts on one line and the status badges whole, whatever the width of their column', async () => {
    renderAsAdmin(<CasinoMonitor {...props} />);
    const rounds = await screen.findByRole('table', { name: 'Rounds of Andar Bahar International' });
    const settled = await within(rounds).findByRole('row', { name: 'Round 22' });
    const cells = within(settled).getAllByRole('cell');
    const [, status, , staked, house] = cells as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(classes.figure).toBeTruthy();
    expect(staked.classList).toContain(classes.figure);
    expect(house.classList).toContain(classes.figure);
    expect(status.querySelector('.mantine-Badge-root')?.classList).toContain(classes.status);
  });
});
