import type { ICellRendererComp, ICellRendererParams } from 'ag-grid-community';
import type { LiveMarket, LivePrices } from '@shared/contract/live';
import { actionLabel, marketSubtitle, matchedText, runnerViews } from './market-view';

/** One grid row: a market and its latest prices (a new object per change, as transactions want). */
export interface GridRow {
  readonly id: string;
  readonly market: LiveMarket;
  readonly prices: LivePrices | undefined;
}

type Params = ICellRendererParams<GridRow> & { runner?: number };

const span = (className: string): HTMLSpanElement => {
  const el = document.createElement('span');
  el.className = className;
  return el;
};

const stamp = (el: HTMLElement, ts: number | undefined) => {
  const value = ts === undefined ? null : String(ts);
  if (el.getAttribute('data-ts') !== value) {
    if (value === null) el.removeAttribute('data-ts');
    else el.setAttribute('data-ts', value);
  }
};

const text = (el: HTMLElement, value: string) => {
  if (el.textContent !== value) el.textContent = value;
};

/**
 * Plain DOM cell renderers (AG Grid's fastest kind): refresh() changes text and `data-ts` in place, so the
 * grid keeps its cells and the benchmark sees the same attribute as in the console's monitor.
 */
export class RunnerCell implements ICellRendererComp<GridRow> {
  private readonly gui = document.createElement('div');
  private readonly name = span('dimmed');
  private readonly back = span('back');
  private readonly lay = span('lay');

  init(params: Params): void {
    this.name.style.display = 'block';
    this.gui.append(this.name, this.back, this.lay);
    this.refresh(params);
  }

  getGui(): HTMLElement {
    return this.gui;
  }

  refresh(params: Params): boolean {
    const row = params.data;
    if (!row) return true;
    const view = runnerViews(row.market, row.prices)[params.runner ?? 0];
    text(this.name, view?.name ?? '');
    text(this.back, view?.back ?? '');
    text(this.lay, view?.lay ?? '');
    stamp(this.back, row.prices?.ts);
    stamp(this.lay, row.prices?.ts);
    return true;
  }
}

export class MatchedCell implements ICellRendererComp<GridRow> {
  private readonly gui = span('');

  init(params: Params): void {
    this.refresh(params);
  }

  getGui(): HTMLElement {
    return this.gui;
  }

  refresh(params: Params): boolean {
    text(this.gui, matchedText(params.data?.prices));
    stamp(this.gui, params.data?.prices?.ts);
    return true;
  }
}

export class MarketCell implements ICellRendererComp<GridRow> {
  private readonly gui = document.createElement('div');
  private readonly event = document.createElement('div');
  private readonly subtitle = document.createElement('div');

  init(params: Params): void {
    this.event.className = 'event';
    this.subtitle.className = 'dimmed';
    this.gui.append(this.event, this.subtitle);
    this.refresh(params);
  }

  getGui(): HTMLElement {
    return this.gui;
  }

  refresh(params: Params): boolean {
    if (!params.data) return true;
    text(this.event, params.data.market.eventName);
    text(this.subtitle, marketSubtitle(params.data.market));
    return true;
  }
}

export class ActionCell implements ICellRendererComp<GridRow> {
  private readonly gui = document.createElement('button');

  init(params: Params): void {
    this.gui.type = 'button';
    this.gui.tabIndex = -1;
    this.refresh(params);
  }

  getGui(): HTMLElement {
    return this.gui;
  }

  refresh(params: Params): boolean {
    const market = params.data?.market;
    const shown = market !== undefined && (market.status === 'open' || market.status === 'suspended');
    this.gui.style.display = shown ? '' : 'none';
    if (market) text(this.gui, actionLabel(market));
    return true;
  }
}
