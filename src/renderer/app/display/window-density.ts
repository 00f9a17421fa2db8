import { useSyncExternalStore } from 'react';
import type { Density } from '@shared/contract/display-preferences';

/**
 * The density this window is drawn at: the `data-density` attribute its shell sets on the root element
 * (density.ts, useApplyDensity). For what CSS alone cannot size, such as the fixed row height that a
 * virtual grid computes its rows' places from. One observer is shared by every reader of the window.
 */
const listeners = new Set<() => void>();
let observer: MutationObserver | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!observer) {
    observer = new MutationObserver(() => listeners.forEach((notify) => notify()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-density'] });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      observer?.disconnect();
      observer = undefined;
    }
  };
}

const current = (): Density => (document.documentElement.dataset.density === 'compact' ? 'compact' : 'comfortable');

export function useWindowDensity(): Density {
  return useSyncExternalStore(subscribe, current);
}
