const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', signDisplay: 'negative' });

/**
 * An amount in rupees as the exchange's own messages word it ("₹2,660.00"), never a bare number a reader
 * could take for paise. The console's screens format amounts by each user's settings; a message is text.
 */
export const rupeesText = (major: number): string => RUPEES.format(major);
