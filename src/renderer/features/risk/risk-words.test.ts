import { afterEach, describe, expect, it } from 'vitest';
import { formatCalendarDay, setFormatSettings, zoneOffsetMinutes } from '@renderer/lib/format';
import { betStatusText } from '@renderer/components/bet-words';
import { thresholdAmountError } from './live/threshold-amount';
import { reportQueryOf } from './profit-loss/report-query';

afterEach(() => setFormatSettings({ timeZone: undefined }));

describe('risk screens in words', () => {
  it('say a bet status and why it was refused in words', () => {
    expect(betStatusText({ status: 'matched', reason: null })).toBe('Matched');
    expect(betStatusText({ status: 'refused', reason: 'priceChanged' })).toBe('Refused (Price changed during the bet delay)');
    expect(betStatusText({ status: 'voided', reason: 'wrong price taken' })).toBe('Voided (wrong price taken)');
  });

  it('say on the field what is wrong with an alert threshold', () => {
    expect(thresholdAmountError('')).toBeNull();
    expect(thresholdAmountError(1_500.5)).toBeNull();
    expect(thresholdAmountError(0)).toBeNull();
    expect(thresholdAmountError(-5)).toBe('Alert above: 0 or more.');
    expect(thresholdAmountError(12.345)).toBe('Alert above: at most 2 decimals (paise).');
    expect(thresholdAmountError('99999999999999999')).toBe('Alert above: at most ₹1,00,00,00,000.');
    expect(thresholdAmountError(1_000_000_000.01)).toBe('Alert above: at most ₹1,00,00,00,000.');
    expect(thresholdAmountError(1_000_000_000)).toBeNull();
    expect(thresholdAmountError('-')).toBe('Alert above: enter an amount in rupees.');
  });

  it('ask for an agent P/L only with an agent and dates the right way round, in the days of the zone times are shown in', () => {
    setFormatSettings({ timeZone: 'Asia/Kolkata' });
    expect(reportQueryOf({ userName: ' house ', by: 'day', from: '2026-01-01', to: '2026-12-31' })).toEqual({
      input: { userName: 'house', by: 'day', from: '2026-01-01', to: '2026-12-31', tz_offset: 330 },
      agentError: null,
      fromError: null,
      toError: null,
    });
    expect(reportQueryOf({ userName: '  ', by: 'sport' })).toMatchObject({ input: null, agentError: 'Agent user name is required.' });
    expect(reportQueryOf({ userName: 'house', by: 'sport', from: '2026-12-31', to: '2026-01-01' })).toMatchObject({ input: null, toError: 'To: on or after From.' });
    expect(reportQueryOf({ userName: 'house', by: 'sport', from: '2026-12-31', to: '2026-12-31' }).input).not.toBeNull();
    // The offset of the first day asked for: London is UTC+0 in January and UTC+1 in July, whenever it is asked.
    setFormatSettings({ timeZone: 'Europe/London' });
    expect(reportQueryOf({ userName: 'house', by: 'day', from: '2026-07-01' }).input?.tz_offset).toBe(60);
    expect(reportQueryOf({ userName: 'house', by: 'day', from: '2026-01-05' }).input).not.toHaveProperty('tz_offset');
    setFormatSettings({ timeZone: 'America/New_York' });
    expect(reportQueryOf({ userName: 'house', by: 'day' }).input?.tz_offset).toBe(zoneOffsetMinutes('America/New_York'));
    expect([-300, -240]).toContain(zoneOffsetMinutes('America/New_York'));
    // Manila's clock before 1845 was a day behind: an offset the exchange cannot take, refused in words.
    setFormatSettings({ timeZone: 'Asia/Manila' });
    expect(reportQueryOf({ userName: 'house', by: 'day', from: '1800-01-01' })).toMatchObject({ input: null, fromError: 'From: too early for this time zone’s clock; choose a day from 1900 on.' });
    // Kolkata's clock of year 1 is one the exchange takes (QA's From 0001-01-01 once showed a schema's text).
    setFormatSettings({ timeZone: 'Asia/Kolkata' });
    expect(reportQueryOf({ userName: 'house', by: 'day', from: '0001-01-01' })).toMatchObject({ fromError: null, input: { from: '0001-01-01' } });
    setFormatSettings({ timeZone: 'UTC' });
    expect(reportQueryOf({ userName: 'house', by: 'day' }).input).not.toHaveProperty('tz_offset');
  });

  it('write a day the exchange names in words, the same in every zone', () => {
    for (const timeZone of ['Pacific/Kiritimati', 'UTC', 'Pacific/Pago_Pago']) {
      setFormatSettings({ timeZone });
      expect(formatCalendarDay('2026-11-27')).toBe('Nov 27, 2026');
    }
    expect(formatCalendarDay('not a day')).toBe('not a day');
  });
});
