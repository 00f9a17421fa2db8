import { describe, expect, it } from 'vitest';
import { nextSpan } from './use-subscribed-rows';

describe('the rows a market monitor subscribes to', () => {
  it('keeps its span while the rows on screen stay inside it, and moves it around them otherwise', () => {
    const first = nextSpan({ from: 0, to: 0 }, 0, 30, 10);
    expect(first).toEqual({ from: 0, to: 40 });
    expect(nextSpan(first, 5, 35, 10)).toBe(first);
    expect(nextSpan(first, 20, 50, 10)).toEqual({ from: 10, to: 60 });
  });

  it('shrinks a span that grew much larger than the screen (a window made smaller)', () => {
    expect(nextSpan({ from: 0, to: 200 }, 0, 30, 10)).toEqual({ from: 0, to: 40 });
  });
});
