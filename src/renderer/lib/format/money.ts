import { toMajor } from '@shared/money/amounts';
import { formatNumber } from './numbers';

/** A currency the console shows: its symbol and how many minor units (decimals) it has. */
export interface CurrencyInfo {
  readonly code: string;
  readonly symbol: string;
  readonly minorDigits: number;
}

const CURRENCIES: Record<string, CurrencyInfo> = {
  INR: { code: 'INR', symbol: '₹', minorDigits: 2 },
  USD: { code: 'USD', symbol: '$', minorDigits: 2 },
  GBP: { code: 'GBP', symbol: '£', minorDigits: 2 },
  EUR: { code: 'EUR', symbol: '€', minorDigits: 2 },
  AED: { code: 'AED', symbol: 'AED ', minorDigits: 2 },
};

/** The site's currency: every balance, stake and liability the exchange reports is in it (minor unit: paise). */
export const SITE_CURRENCY: CurrencyInfo = CURRENCIES.INR as CurrencyInfo;

export const currencyInfo = (code: string = SITE_CURRENCY.code): CurrencyInfo => CURRENCIES[code] ?? { code, symbol: `${code} `, minorDigits: 2 };

export interface MoneyOptions {
  /** Another currency than the site's (a white label's own). */
  readonly currency?: string;
  /** Whole units only, where a column scans many large figures (monitors). */
  readonly whole?: boolean;
}

/** An amount in major units with its symbol and minor units: "₹1,23,456.00", "-₹250.00". */
export const formatMoney = (amount: number, options: MoneyOptions = {}): string => {
  const { symbol, minorDigits } = currencyInfo(options.currency);
  const digits = formatNumber(Math.abs(amount), { decimals: options.whole ? 0 : minorDigits });
  // A minus only where the amount shows below zero: -0.001 is "₹0.00", not "-₹0.00".
  return `${amount < 0 && /[1-9]/.test(digits) ? '-' : ''}${symbol}${digits}`;
};

/** An amount with a currency code, as a white label reports it: formatMoney with that currency. */
export const formatAmount = (amount: number, currency?: string): string => formatMoney(amount, currency === undefined ? {} : { currency });

/** Minor units (paise) as money: the ledger's integers read as "₹1,23,456.00". */
export const formatMinor = (minor: number, currency?: string): string => formatAmount(toMajor(minor), currency);

/** An amount without its symbol, where the column header says the currency: "1,23,456.00". */
export const formatAmountPlain = (amount: number, maxDecimals = 2): string => formatNumber(amount, { maxDecimals });
