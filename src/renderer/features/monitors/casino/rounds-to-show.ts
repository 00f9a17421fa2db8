import type { CasinoRound } from '@shared/contract/casino';

/** The casino's unsettled rounds (`casino.unsettled`) by table, each table's oldest first. */
export const unsettledByTable = (rounds: readonly CasinoRound[]): ReadonlyMap<string, readonly CasinoRound[]> => {
  const byTable = new Map<string, CasinoRound[]>();
  for (const round of rounds) {
    if (round.status !== 'unsettled') continue;
    const list = byTable.get(round.eventId);
    if (list) list.push(round);
    else byTable.set(round.eventId, [round]);
  }
  return byTable;
};

const NONE: readonly CasinoRound[] = [];

/** Oldest first: the round that has waited longest leads. */
const byAge = (a: CasinoRound, b: CasinoRound) => (a.closedAt ?? a.closesAt).localeCompare(b.closedAt ?? b.closesAt) || a.seq - b.seq;

/**
 * A table's rows on the casino monitor (QA live4 #4): every round of it waiting to be settled, oldest first,
 * then its latest rounds (newest first) that are not among them. An unsettled round older than the latest
 * ones is still listed, in red with its age; one among the latest is listed once, as the latest read has it.
 * The two reads are polled apart: a round the latest read has as settled is not listed as waiting.
 */
export const roundsToShow = (latest: readonly CasinoRound[], unsettled: readonly CasinoRound[] = NONE): readonly CasinoRound[] => {
  const latestById = new Map(latest.map((round) => [round.roundId, round]));
  const waiting = [
    ...unsettled.filter((round) => round.status === 'unsettled' && !latestById.has(round.roundId)),
    ...latest.filter((round) => round.status === 'unsettled'),
  ].sort(byAge);
  if (waiting.length === 0) return latest;
  return [...waiting, ...latest.filter((round) => round.status !== 'unsettled')];
};
