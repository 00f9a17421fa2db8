import { afterEach, describe, expect, it } from 'vitest';
import { ageOf, formatAge, formatCalendarDay, formatCount, formatDate, formatDateTime, formatDayTime, formatMinor, formatMoney, formatNumber, formatOdds, formatRatePair, formatSize, formatTime, formatWhen, formatZoneName, plural, priceStyleOf, setFormatSettings, typedDecimal } from './index';

afterEach(() => setFormatSettings({ grouping: 'indian', timeZone: undefined }));

describe('money', () => {
  it('shows the site currency with its symbol and two minor units', () => {
    setFormatSettings({ grouping: 'indian' });
    expect(formatMoney(123456)).toBe('₹1,23,456.00');
    expect(formatMoney(0.5)).toBe('₹0.50');
    expect(formatMoney(-250)).toBe('-₹250.00');
    expect(formatMinor(12_345_678)).toBe('₹1,23,456.78');
  });

  it('shows another currency with its own symbol, and whole units where a column scans', () => {
    expect(formatMoney(1500, { currency: 'USD' })).toBe('$1,500.00');
    expect(formatMoney(1500, { currency: 'AED' })).toBe('AED 1,500.00');
    expect(formatMoney(1500, { currency: 'XYZ' })).toBe('XYZ 1,500.00');
    expect(formatMoney(138082.4, { whole: true })).toBe('₹1,38,082');
  });
});

describe('grouping', () => {
  it('groups lakh and crore for an Indian user', () => {
    setFormatSettings({ grouping: 'indian' });
    expect(formatNumber(12345678)).toBe('1,23,45,678');
    expect(formatCount(1000000)).toBe('10,00,000');
    expect(formatMoney(1000000)).toBe('₹10,00,000.00');
  });

  it('groups thousands for an international user, the same figure everywhere', () => {
    setFormatSettings({ grouping: 'international' });
    expect(formatNumber(12345678)).toBe('12,345,678');
    expect(formatCount(1000000)).toBe('1,000,000');
    expect(formatMoney(138082)).toBe('₹138,082.00');
    expect(plural(1200, 'bet')).toBe('1,200 bets');
    expect(plural(1, 'bet')).toBe('1 bet');
  });

  it('keeps decimals only where asked, and compacts large sizes', () => {
    expect(formatNumber(2.456)).toBe('2.46');
    expect(formatNumber(2, { decimals: 2 })).toBe('2.00');
    expect(formatSize(950)).toBe('950');
    setFormatSettings({ grouping: 'international' });
    expect(formatSize(125_000)).toBe('125K');
    expect(formatNumber(Number.NaN)).toBe('—');
  });
});

describe('odds per family', () => {
  it('shows decimal odds for exchange, racing and sportsbook markets', () => {
    for (const family of ['matchOdds', 'racing', 'sportsbook', 'virtual', 'lottery'] as const) {
      expect(priceStyleOf(family)).toBe('decimal');
      expect(formatOdds(2.5, family)).toBe('2.50');
    }
    expect(formatOdds(1.01)).toBe('1.01');
    expect(formatOdds(1000, 'matchOdds')).toBe('1000.00');
  });

  it('shows points and rates for bookmaker and fancy lines', () => {
    for (const family of ['bookmaker', 'fancy', 'binary'] as const) expect(priceStyleOf(family)).toBe('points');
    expect(formatOdds(95, 'bookmaker')).toBe('95');
    expect(formatOdds(7.5, 'fancy')).toBe('7.5');
    expect(formatRatePair(100, 90)).toBe('100/90');
    expect(formatOdds(Number.NaN, 'fancy')).toBe('—');
  });
});

describe('time zones', () => {
  const instant = '2026-01-05T09:34:05.120Z';

  it('shows every time in the chosen zone', () => {
    setFormatSettings({ timeZone: 'Asia/Kolkata' });
    expect(formatTime(instant)).toBe('3:04:05 PM');
    expect(formatDateTime(instant)).toBe('Jan 5, 2026, 3:04:05 PM');
    expect(formatWhen(instant)).toBe('Jan 5, 3:04:05 PM');
    expect(formatZoneName(instant)).toBe('GMT+5:30');
    setFormatSettings({ timeZone: 'UTC' });
    expect(formatTime(instant)).toBe('9:34:05 AM');
    expect(formatZoneName(instant)).toBe('UTC');
    setFormatSettings({ timeZone: 'America/New_York' });
    expect(formatDate(instant)).toBe('Jan 5, 2026');
    expect(formatTime(instant, 'minutes')).toBe('4:34 AM');
  });

  it('writes every moment in the medium family: month first, a 12-hour clock with seconds and AM/PM', () => {
    setFormatSettings({ timeZone: 'UTC' });
    const justAfterMidnight = '2026-11-26T00:41:09.000Z';
    const afternoon = '2026-11-26T14:30:05.120Z';
    expect(formatDateTime(afternoon)).toBe('Nov 26, 2026, 2:30:05 PM');
    expect(formatWhen(justAfterMidnight)).toBe('Nov 26, 12:41:09 AM');
    expect(formatDayTime(afternoon)).toBe('Nov 26, 2:30 PM');
    expect(formatDate(afternoon)).toBe('Nov 26, 2026');
    expect(formatCalendarDay('2026-11-26')).toBe('Nov 26, 2026');
    expect(formatTime(afternoon)).toBe('2:30:05 PM');
    expect(formatTime(afternoon, 'minutes')).toBe('2:30 PM');
    expect(formatTime(afternoon, 'ms')).toBe('2:30:05.120 PM');
    expect(formatTime('2026-11-26T12:00:00.000Z')).toBe('12:00:00 PM');
  });

  it('shows milliseconds when asked (two bets in one second)', () => {
    setFormatSettings({ timeZone: 'UTC' });
    expect(formatTime(instant, 'ms')).toBe('9:34:05.120 AM');
    expect(formatTime(Date.parse(instant))).toBe('9:34:05 AM');
  });

  it('follows this computer when no zone is chosen', () => {
    const local = new Date(2026, 0, 5, 15, 4, 5).toISOString();
    expect(formatDateTime(local)).toBe('Jan 5, 2026, 3:04:05 PM');
  });

  it('shows a dash for nothing or nonsense', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatTime('not a date')).toBe('—');
    expect(formatWhen(undefined)).toBe('—');
  });
});

describe('ages', () => {
  const now = Date.parse('2026-01-05T10:00:00Z');
  it('reads relative ages where staff scan', () => {
    expect(formatAge(now - 3_400, now)).toBe('3 s ago');
    expect(formatAge(now - 200, now)).toBe('just now');
    expect(formatAge(new Date(now - 4 * 60_000).toISOString(), now)).toBe('4 min ago');
    expect(formatAge(now - 2 * 3_600_000, now)).toBe('2 h ago');
    expect(formatAge(now - 3 * 86_400_000, now)).toBe('3 d ago');
    expect(formatAge(null, now)).toBe('—');
  });

  it('reads how long something has waited', () => {
    expect(ageOf(now - 200_000, now)).toBe('3 min 20 s');
    expect(ageOf(now - 7_500_000, now)).toBe('2 h 5 min');
  });
});

describe('zero', () => {
  it('never shows a minus on a zero, or on what rounds to one', () => {
    expect([formatNumber(-0), formatNumber(-0.001), formatMoney(-0.001), formatNumber(-1.5)]).toEqual(['0', '0', '₹0.00', '-1.5']);
  });
});

describe('typed decimals', () => {
  it('reads a plain decimal as typed, and nothing else', () => {
    expect(['2', '2.5', ' 1.83 ', '.5', '10.'].map(typedDecimal)).toEqual([2, 2.5, 1.83, 0.5, 10]);
    for (const text of ['', ' ', '1e3', '0x10', '2,50', '-2', '+2', 'Infinity', '1.2.3', '½']) expect(typedDecimal(text), text).toBeNaN();
  });
});
