import { useEffect, useState } from 'react';
import type { LiveMarket, LivePrices } from '@shared/contract/live';
import { merged, subscribe } from './feed';
import { actionLabel, HEADERS, marketSubtitle, matchedText, runnerViews, statusLabel } from './market-view';

/** Not memoised, on purpose: every delivery re-renders every row of the table. */
function Row({ market, prices }: { market: LiveMarket; prices: LivePrices | undefined }) {
  const ts = prices?.ts;
  return (
    <tr>
      <td>
        <div className="event">{market.eventName}</div>
        <div className="dimmed">{marketSubtitle(market)}</div>
      </td>
      <td>
        <span className={`status ${market.status}`}>{statusLabel(market)}</span>
        {market.inPlay && <span className="in-play">IP</span>}
      </td>
      {runnerViews(market, prices).map((runner, i) => (
        <td key={i}>
          <div className="dimmed">{runner.name}</div>
          <span className="back" data-ts={ts}>
            {runner.back}
          </span>
          <span className="lay" data-ts={ts}>
            {runner.lay}
          </span>
        </td>
      ))}
      <td className="number">
        <span data-ts={ts}>{matchedText(prices)}</span>
      </td>
      <td>
        {(market.status === 'open' || market.status === 'suspended') && (
          <button type="button" tabIndex={-1}>
            {actionLabel(market)}
          </button>
        )}
      </td>
    </tr>
  );
}

/**
 * Baseline (a), the naive way: React state per bridge message. Each delivery makes a new map (one
 * `useState` per topic), and the whole table of every live market renders again; no virtualisation.
 */
export function NaiveTable() {
  const [markets, setMarkets] = useState<ReadonlyMap<string, LiveMarket>>(() => new Map());
  const [prices, setPrices] = useState<ReadonlyMap<string, LivePrices>>(() => new Map());

  useEffect(() => {
    const stops = [
      subscribe('markets', (delivery) => setMarkets((previous) => merged(previous, delivery))),
      subscribe('prices', (delivery) => setPrices((previous) => merged(previous, delivery))),
    ];
    return () => stops.forEach((stop) => stop());
  }, []);

  return (
    <div className="frame">
      <h1>Naive React baseline · {markets.size} markets</h1>
      <div className="scroller">
        <table>
          <thead>
            <tr>
              {HEADERS.map((header) => (
                <th key={header}>{header}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...markets.values()].map((market) => (
              <Row key={market.marketId} market={market} prices={prices.get(market.marketId)} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
