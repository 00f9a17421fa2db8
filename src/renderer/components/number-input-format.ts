import type { NumberInputProps } from '@mantine/core';
import { formatSettings } from '@renderer/lib/format';

/**
 * The props a number field of a live view (a monitor, the risk list) takes to group its digits the user's way (display preferences:
 * Indian 1,00,000 or international 100,000, as every figure beside it is formatted), and to hold no more
 * whole digits than `max` has: the field can never show a number its view's schema refuses by a mile
 * (a value above `max` with as many digits is clamped when the field is left). Read as the field renders:
 * a change of grouping redraws the window's screens (app/display/display-preferences-gate.tsx).
 */
export const groupedNumberProps = (max: number): Pick<NumberInputProps, 'thousandSeparator' | 'thousandsGroupStyle' | 'isAllowed'> => {
  const digits = String(Math.trunc(Math.abs(max))).length;
  return {
    thousandSeparator: ',',
    thousandsGroupStyle: formatSettings().grouping === 'indian' ? 'lakh' : 'thousand',
    isAllowed: ({ value }) => (value.replace('-', '').split('.')[0] ?? '').length <= digits,
  };
};

/** A field for an amount of its view (a threshold, a minimum stake): small, from 0 up to the view's `max`, grouped as above. */
export const viewAmountProps = (max: number) => ({ size: 'xs', min: 0, max, allowNegative: false, ...groupedNumberProps(max) }) as const;
