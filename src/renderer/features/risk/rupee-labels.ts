import { formatMoney } from '@renderer/lib/format';

/**
 * The rupee amounts of a risk chart in words, as the console's tables write money (formatMoney): the minus
 * before the symbol ("-₹10,506.64", never "₹-10,507").
 */

/** The tooltip's line for a point: its amount to the paisa and the series' name ("-₹10,506.64", "P/L"). */
export const rupeeTooltip =
  (seriesName: string) =>
  (value: unknown): [string, string] => [formatMoney(Number(value)), seriesName];

/** The amount axis's tick labels: whole rupees ("-₹3,000", "₹0"), with paise only on an axis whose ticks have them (₹2.50). */
export const rupeeTickLabel = (ticks: readonly number[]): ((value: number) => string) => {
  const whole = ticks.every(Number.isInteger);
  return (value) => formatMoney(value, { whole });
};
