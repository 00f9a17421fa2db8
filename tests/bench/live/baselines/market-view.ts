import { MARKET_FAMILY_LABELS, MARKET_STATUS_LABELS } from '@shared/catalogue';
import type { LiveMarket, LivePrices } from '@shared/contract/live';
import { formatOdds, formatSize } from '@renderer/features/monitors/frame/format';

/**
 * What one market row shows, as the console's market monitor shows it (market-row.tsx, price-cells.tsx):
 * event and market names, status, best back and lay of three selections, matched volume, an action.
 */
export interface RunnerView {
  readonly name: string;
  readonly back: string;
  readonly lay: string;
}

export const RUNNER_COLUMNS = 3;
export const HEADERS = ['Market', 'Status', 'Selection 1', 'Selection 2', 'Selection 3', 'Matched', 'Action'];

export const marketSubtitle = (m: LiveMarket): string => `${m.name} · ${MARKET_FAMILY_LABELS[m.family]} · ${m.sportName}`;
export const statusLabel = (m: LiveMarket): string => MARKET_STATUS_LABELS[m.status];
export const actionLabel = (m: LiveMarket): string => (m.status === 'open' ? 'Suspend' : 'Resume');

type Level = [number, number];
const best = (levels: unknown): number | undefined => (levels as Level[] | undefined)?.[0]?.[0];

/** The three selection cells; a fancy market's runs line goes into the first. */
export function runnerViews(market: LiveMarket, prices: LivePrices | undefined): RunnerView[] {
  const views: RunnerView[] = [];
  for (let i = 0; i < RUNNER_COLUMNS; i += 1) {
    const selection = market.selections[i];
    const book = prices?.book;
    if (!book || !selection) {
      views.push({ name: selection?.name ?? '', back: '–', lay: '–' });
    } else if (book.kind === 'line') {
      views.push(i === 0 ? { name: '', back: `Yes ${book.yesRuns} @${book.yesRate}`, lay: `No ${book.noRuns} @${book.noRate}` } : { name: '', back: '', lay: '' });
    } else if (book.kind === 'rates') {
      const runner = book.runners.find((r) => r.selectionId === selection.selectionId);
      views.push({ name: selection.name, back: runner ? String(runner.back) : '–', lay: runner ? String(runner.lay) : '–' });
    } else {
      const runner = book.runners.find((r) => r.selectionId === selection.selectionId);
      const back = best(runner?.back);
      const lay = best(runner?.lay);
      views.push({ name: selection.name, back: back === undefined ? '–' : formatOdds(back), lay: lay === undefined ? '–' : formatOdds(lay) });
    }
  }
  return views;
}

export const matchedText = (prices: LivePrices | undefined): string => (prices ? formatSize(prices.matched) : '–');
