import { afterEach, describe, expect, it } from 'vitest';
import { setFormatSettings } from '@renderer/lib/format';
import { rupeeTickLabel, rupeeTooltip } from './rupee-labels';

afterEach(() => setFormatSettings({ grouping: 'indian' }));

describe('a rupee chart’s words', () => {
  it('says a point’s amount as the table does: the minus before ₹, to the paisa (not "₹-10,507")', () => {
    expect(rupeeTooltip('P/L')(-10_506.64)).toEqual(['-₹10,506.64', 'P/L']);
    expect(rupeeTooltip('House worst case')(47_306)).toEqual(['₹47,306.00', 'House worst case']);
  });

  it('labels the axis in whole rupees with ₹, the minus first', () => {
    const ticks = [-3_000, -2_000, -1_000, 0];
    expect(ticks.map(rupeeTickLabel(ticks))).toEqual(['-₹3,000', '-₹2,000', '-₹1,000', '₹0']);
  });

  it('keeps the paise of an axis stepped by ₹2.50, so no two ticks read alike', () => {
    const ticks = [0, 2.5, 5, 7.5];
    expect(ticks.map(rupeeTickLabel(ticks))).toEqual(['₹0.00', '₹2.50', '₹5.00', '₹7.50']);
  });

  it('groups as the user chose: Indian lakhs or international thousands', () => {
    expect(rupeeTooltip('P/L')(-1_234_567.5)[0]).toBe('-₹12,34,567.50');
    setFormatSettings({ grouping: 'international' });
    expect(rupeeTooltip('P/L')(-1_234_567.5)[0]).toBe('-₹1,234,567.50');
  });
});
