const amounts = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in major units with its currency, as the exchange confirmed it: "₹1,23,456.00" style for INR. */
export const formatAmount = (amount: number, currency = 'INR'): string => `${currency === 'INR' ? '₹' : `${currency} `}${amounts.format(amount)}`;
