import { describe, expect, it } from 'vitest';
import { saveCasinoEventSchema } from '@shared/contract/casino';
import { zodFormResolver } from '@renderer/lib/zod-form-resolver';
import { tabTablesStay } from './labels';

describe('casino words', () => {
  it('counts a deleted tab’s tables with the right plural', () => {
    expect(tabTablesStay(1)).toBe('Its 1 table stays, without a tab.');
    expect(tabTablesStay(3)).toBe('Its 3 tables stay, without a tab.');
    expect(tabTablesStay(0)).toBe('It has no tables.');
  });

  it('names the table form’s name field as it is labelled, "Table name", in its errors (the exchange’s too)', () => {
    const validate = zodFormResolver(saveCasinoEventSchema, { name: 'Table name' });
    expect(validate({ name: '', game: 'teenPatti' }).name).toBe('Table name is required.');
    expect(validate({ name: 'x'.repeat(81), game: 'teenPatti' }).name).toBe('Table name: at most 80 characters.');
  });
});
