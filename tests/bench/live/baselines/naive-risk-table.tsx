import { useEffect, useState } from 'react';
import type { LiveLiability } from '@shared/contract/live';
import { merged, subscribe } from './feed';

const RISK_HEADERS = ['#', 'Event / Market', 'Liability', 'Stake', 'Bets', 'If it wins (house)'];
const money = (value: number) => value.toFixed(2);

/**
 * The risk list's baseline, the naive way: React state per bridge message. Each liability delivery makes
 * a new map, the list is sorted again by liability (largest first) and every row renders again; no
 * virtualisation, no memo.
 */
export function NaiveRiskTable() {
  const [liability, setLiability] = useState<ReadonlyMap<string, LiveLiability>>(() => new Map());

  useEffect(() => subscribe('liability', (delivery) => setLiability((previous) => merged(previous, delivery))), []);

  const rows = [...liability.values()].sort((a, b) => b.liability - a.liability);
  return (
    <div className="frame">
      <h1>Naive React risk baseline · {rows.length} markets</h1>
      <div className="scroller">
        <table>
          <thead>
            <tr>
              {RISK_HEADERS.map((header) => (
                <th key={header}>{header}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.marketId}>
                <td>{index + 1}</td>
                <td>
                  <span className="event">{row.eventName}</span> <span className="dimmed">{row.marketName}</span>
                </td>
                <td className="number">
                  <span data-ts={row.ts}>{money(row.liability)}</span>
                </td>
                <td className="number">{money(row.stake)}</td>
                <td className="number">{row.betCount}</td>
                <td>
                  {[...row.selections]
                    .sort((a, b) => a.pnl - b.pnl)
                    .map((s) => `${s.name} ${money(s.pnl)}`)
                    .join('  ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
