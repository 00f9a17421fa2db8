import { outcomeLabel } from '@shared/casino/games';
import { CASINO_ROUND_STATUS_LABELS, type CasinoRound } from '@shared/contract/casino';
import type { CasinoMonitorFlag, CasinoStreamMonitor, EventStream } from '@shared/contract/streaming';

/** A casino table's stream on the monitor, as Streaming Management → Casino streams configures it. */
export interface TableStream {
  /** The stream, named for the table it is shown on (the tile's accessible name says which table). */
  readonly stream: EventStream;
  readonly flags: Readonly<Record<CasinoMonitorFlag, boolean>>;
}

/**
 * Each configured table's stream by the table's name (the exchange keeps the casino's spelling). Only
 * streams the user may watch are joined: `watchable` is `streaming.playerStreams`, which the exchange
 * filters by the user's streaming flags, so a stream of another kind never reaches the screen. The first
 * configuration of a table wins.
 */
export const tableStreams = (monitors: readonly CasinoStreamMonitor[], watchable: readonly EventStream[]): ReadonlyMap<string, TableStream> => {
  const streams = new Map(watchable.map((stream) => [stream._id, stream]));
  const byTable = new Map<string, TableStream>();
  for (const monitor of monitors) {
    const stream = streams.get(monitor.streamId);
    // Only a casino stream: the exchange refuses another kind on save, but a stream's kind may change after.
    if (stream?.kind !== 'casino' || byTable.has(monitor.tableName)) continue;
    const flag = (name: CasinoMonitorFlag) => monitor.flags[name] === true;
    byTable.set(monitor.tableName, {
      stream: { ...stream, targetName: monitor.tableName },
      flags: { autoplay: flag('autoplay'), sound: flag('sound'), showScore: flag('showScore'), showRound: flag('showRound') },
    });
  }
  return byTable;
};

/**
 * The tile's caption line: with `showRound` the current round and its status ("Round 23 · Betting"), with
 * `showScore` the table's last result ("Last: Andar", a casino table's score); empty with neither.
 * `latest` is the table's latest rounds, newest first.
 */
export const streamCaption = (latest: readonly CasinoRound[], flags: TableStream['flags']): string => {
  const parts: string[] = [];
  const current = latest[0];
  if (flags.showRound && current) parts.push(`Round ${current.seq} · ${CASINO_ROUND_STATUS_LABELS[current.status]}`);
  const decided = latest.find((round) => round.result !== null);
  if (flags.showScore && decided?.result) parts.push(`Last: ${outcomeLabel(decided.game, decided.result.winner)}`);
  return parts.join(' · ');
};
