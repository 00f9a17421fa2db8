import { describe, expect, it } from 'vitest';
import type { CasinoRound, CasinoRoundStatus } from '@shared/contract/casino';
import { roundsToShow, unsettledByTable } from './rounds-to-show';

const round = (eventId: string, seq: number, status: CasinoRoundStatus): CasinoRound => ({
  roundId: `${eventId}-${seq}`,
  eventId,
  eventName: eventId,
  game: 'andarBahar',
  provider: 'international',
  seq,
  status,
  startedAt: `2026-01-05T09:${String(seq).padStart(2, '0')}:00.000Z`,
  closesAt: `2026-01-05T09:${String(seq).padStart(2, '0')}:30.000Z`,
  closedAt: status === 'betting' ? null : `2026-01-05T09:${String(seq).padStart(2, '0')}:30.000Z`,
  result: null,
  bets: 0,
  staked: 0,
  paid: null,
  settledBy: null,
  reason: null,
});

const seqs = (rounds: readonly CasinoRound[]) => rounds.map((r) => `${r.seq} ${r.status}`);

describe("a casino table's rows on the monitor", () => {
  // QA live4 #4: "5 UNSETTLED", rows 19–23 all settled or betting, the unsettled rounds 4, 5, 7, 13 and 16 never shown.
  const latest = [round('ab', 23, 'betting'), round('ab', 22, 'settled'), round('ab', 21, 'settled'), round('ab', 20, 'settled'), round('ab', 19, 'settled')];
  const unsettled = [4, 5, 7, 13, 16].map((seq) => round('ab', seq, 'unsettled'));

  it('lists every unsettled round, oldest first, above the latest rounds', () => {
    expect(seqs(roundsToShow(latest, unsettled))).toEqual([
      '4 unsettled',
      '5 unsettled',
      '7 unsettled',
      '13 unsettled',
      '16 unsettled',
      '23 betting',
      '22 settled',
      '21 settled',
      '20 settled',
      '19 settled',
    ]);
  });

  it('lists an unsettled round among the latest once, with the waiting ones', () => {
    const withRecent = [round('ab', 23, 'betting'), round('ab', 22, 'unsettled'), round('ab', 21, 'settled')];
    expect(seqs(roundsToShow(withRecent, [round('ab', 7, 'unsettled'), round('ab', 22, 'unsettled')]))).toEqual(['7 unsettled', '22 unsettled', '23 betting', '21 settled']);
    // Before the unsettled list has come, the latest rounds' own unsettled ones lead.
    expect(seqs(roundsToShow(withRecent))).toEqual(['22 unsettled', '23 betting', '21 settled']);
  });

  it('believes the latest read about a round both reads name (they are polled apart)', () => {
    const justSettled = [round('ab', 23, 'betting'), round('ab', 22, 'settled')];
    expect(seqs(roundsToShow(justSettled, [round('ab', 22, 'unsettled')]))).toEqual(['23 betting', '22 settled']);
  });

  it('keeps the latest rounds as they came when nothing waits', () => {
    expect(roundsToShow(latest, [])).toBe(latest);
  });

  it('groups the unsettled list by table', () => {
    const byTable = unsettledByTable([round('ab', 4, 'unsettled'), round('dt', 2, 'unsettled'), round('ab', 5, 'unsettled'), round('dt', 3, 'settled')]);
    expect(seqs(byTable.get('ab') ?? [])).toEqual(['4 unsettled', '5 unsettled']);
    expect(seqs(byTable.get('dt') ?? [])).toEqual(['2 unsettled']);
    expect(byTable.get('none')).toBeUndefined();
  });
});
