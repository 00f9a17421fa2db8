import { toMinor } from '../money/amounts';

/**
 * Excel number formats for money grouped the Indian way (lakh and crore: "-1,23,45,678.00").
 *
 * Excel has no Indian grouping of its own (its "," groups by thousands), so the groups are literal commas
 * ("##\,##\,##0.00"), and a pattern with literal commas is right for one size of number only: a smaller
 * number shows the commas of the groups it lacks (",,500.00"). A format may pick its section by at most two
 * conditions, and the sign of a negative number in a section picked by a condition is shown differently by
 * Excel (dropped) and LibreOffice (kept), so negatives must fall to the last, unconditioned section, where
 * both show the minus. One format string therefore cannot be right for every amount: each money cell gets
 * the format that is right for its own amount, from this small family:
 *
 * - the common format (most cells) shows positive lakhs and crores by its two conditions, and everything
 *   below a lakh (zero, and negatives above minus one lakh) in its last section, with Excel's separator;
 * - a negative amount of a lakh or more: the same conditions, and a last section of its own size;
 * - from 100 crore (10 digits) a positive amount's top condition takes a pattern of its size.
 *
 * The limit: a cell keeps its format when its value changes in Excel (a typed amount, or a sum that takes
 * its format from the cells it adds). The common format is right for any amount from minus one lakh to
 * 100 crore; another amount in it shows international grouping ("-123,456.00"), the number itself right.
 * A large negative's format is right for positives and negatives of its size; a smaller negative in it
 * shows the commas of the groups it lacks ("-,,500.00").
 */

/** Amounts below a lakh: Indian and international grouping agree there, so Excel's own separator is right. */
const BELOW_A_LAKH = '#,##0.00';

/** Two-digit groups before the last three: 2 → "##\,##\,##0.00" (lakhs), 3 → crores, 4 → hundreds of crores. */
const groupsPattern = (twoDigitGroups: number): string => `${'##\\,'.repeat(twoDigitGroups)}##0.00`;

/**
 * How many two-digit groups an amount shows, as Excel rounds it to paise: 0 below a lakh, 2 for lakhs, 3 for
 * crores. Its size is found by the same half-paisa thresholds the conditions use (10ⁿ − 0.005), not by
 * rounding it here: `Math.round` takes −x.5 up and 9,999,999.995 × 100 is 999,999,999.4999…, where Excel rounds
 * half away from zero and shows "1,00,00,000.00".
 */
const twoDigitGroupsOf = (major: number): number => {
  const size = Math.abs(major);
  let digits = 1;
  while (digits < 16 && size >= 10 ** digits - 0.005) digits += 1;
  return digits <= 5 ? 0 : Math.ceil((digits - 3) / 2);
};

// Half a paisa below a lakh and a crore: an amount that rounds up to one is shown as one.
const A_LAKH = 99_999.995;
const A_CRORE = 9_999_999.995;

/** The format of most money cells: every amount from minus one lakh to 100 crore. */
export const INDIAN_MONEY_FORMAT = indianMoneyFormat(0);

/** The Excel number format that shows this amount grouped the Indian way, with its two decimals. */
export function indianMoneyFormat(major: number): string {
  const groups = twoDigitGroupsOf(major);
  const negative = toMinor(major) < 0;
  const top = groupsPattern(negative ? 3 : Math.max(3, groups));
  const last = negative && groups > 0 ? groupsPattern(groups) : BELOW_A_LAKH;
  return `[>=${A_CRORE}]${top};[>=${A_LAKH}]${groupsPattern(2)};${last}`;
}
