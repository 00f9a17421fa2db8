import type { ExchangeBridge } from '@shared/bridge';

/**
 * The renderer's only door to the outside world. Read at call time rather than at import time, so a
 * shell that installs `window.exchange` a little later than our module graph loads still works.
 */
export const exchange = (): ExchangeBridge => {
  const bridge = (window as Partial<Window>).exchange;
  if (!bridge) throw new Error('The console bridge (window.exchange) is not available in this window.');
  return bridge;
};
