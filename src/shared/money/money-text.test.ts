import { describe, expect, it } from 'vitest';
import { rupeesText } from './money-text';

describe("the exchange's words for an amount", () => {
  it('says rupees with their symbol, Indian grouping and paise, never a bare number or "-0"', () => {
    expect([rupeesText(2660), rupeesText(123456.5), rupeesText(-75), rupeesText(-0.001)]).toEqual(['₹2,660.00', '₹1,23,456.50', '-₹75.00', '₹0.00']);
  });
});
