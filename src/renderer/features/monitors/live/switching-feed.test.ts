import { describe, expect, it, vi } from 'vitest';
import type { LiveDelivery, LiveFilter } from '@shared/contract/live';
import { SwitchingFeed } from './switching-feed';

describe('a switching live feed', () => {
  it('opens the new subscription before closing the old one, only when the filter really changes', () => {
    const log: string[] = [];
    const listeners = new Map<string, (d: LiveDelivery) => void>();
    const open = vi.fn((filter: LiveFilter, listener: (d: LiveDelivery) => void) => {
      const name = (filter.marketIds ?? []).join('+');
      log.push(`open ${name}`);
      listeners.set(name, listener);
      return () => log.push(`close ${name}`);
    });
    const store = { apply: vi.fn() };
    const feed = new SwitchingFeed(open, store);
    feed.show({ sportId: 's', marketIds: ['a', 'b'] });
    feed.show({ marketIds: ['a', 'b'], sportId: 's' });
    feed.show({ sportId: 's', marketIds: ['b', 'c'] });
    expect(log).toEqual(['open a+b', 'open b+c', 'close a+b']);
    listeners.get('b+c')?.({ reset: true, values: [] });
    expect(store.apply).toHaveBeenCalledWith({ reset: true, values: [] });
    feed.close();
    expect(log.at(-1)).toBe('close b+c');
    feed.show({ sportId: 's', marketIds: ['b', 'c'] });
    expect(log.at(-1)).toBe('open b+c');
  });
});
