import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { labelFromKey, parseWithSentences } from './issue-sentences';

const errorsOf = (schema: z.ZodType, value: unknown, labels: Record<string, string> = {}) => {
  const result = parseWithSentences(schema, value, (path) => labels[path]);
  return result.success ? {} : result.errors;
};

describe('validation messages in words', () => {
  it('says what to do about a 1,000-character name, with the field’s label', () => {
    expect(errorsOf(z.object({ name: z.string().max(100) }), { name: 'x'.repeat(1000) }, { name: 'Name' })).toEqual({ name: 'Name: at most 100 characters' });
  });

  it('keeps the message the schema’s author wrote (the spec’s wording)', () => {
    const schema = z.object({ userName: z.string().trim().min(1, 'Username is required.') });
    expect(errorsOf(schema, { userName: '  ' })).toEqual({ userName: 'Username is required.' });
  });

  it('calls an empty required field required, whatever rule caught it', () => {
    const schema = z.object({ a: z.string().min(1), b: z.number(), c: z.enum(['x', 'y']), d: z.email(), e: z.string().min(3) });
    expect(errorsOf(schema, { a: '', c: '', d: '', e: '' }, { a: 'Code' })).toEqual({
      a: 'Code is required.',
      b: 'B is required.',
      c: 'C is required.',
      d: 'D is required.',
      e: 'E is required.',
    });
  });

  it('words each kind of issue', () => {
    const schema = z.object({
      stake: z.number().min(1).max(500),
      limit: z.number().positive(),
      count: z.number().int(),
      picks: z.array(z.string()).max(2),
      family: z.enum(['fancy', 'bookmaker']),
      email: z.email(),
      code: z.string().regex(/^[A-Z_]+$/),
      amount: z.number(),
      step: z.number().multipleOf(5),
    });
    expect(
      errorsOf(schema, { stake: 600, limit: 0, count: 1.5, picks: ['a', 'b', 'c'], family: 'casino', email: 'nope', code: 'abc', amount: 'ten', step: 7 }, { stake: 'Maximum stake' }),
    ).toEqual({
      stake: 'Maximum stake is too large (at most 500)',
      limit: 'Limit: more than 0',
      count: 'Count: enter a whole number',
      picks: 'Picks: at most 2 items',
      family: 'Family: choose one of fancy, bookmaker',
      email: 'Email: enter an email address, like name@example.com',
      code: 'Code: use only the characters this field allows',
      amount: 'Amount: enter a number',
      step: 'Step: use a multiple of 5',
    });
  });

  it('says a number typed past what its field holds as a number is too large, never that it is missing (T28)', () => {
    // A number field hands back text for 14 digits or more: the text is judged as the number it spells.
    const authored = z.object({ minStake: z.number({ message: 'Minimum stake is required.' }).positive().max(100_000_000, 'Minimum stake is too large.') });
    expect(errorsOf(authored, { minStake: '1000000000000000' })).toEqual({ minStake: 'Minimum stake is too large.' });
    expect(errorsOf(authored, { minStake: '9'.repeat(20) })).toEqual({ minStake: 'Minimum stake is too large.' });
    expect(errorsOf(authored, { minStake: '' })).toEqual({ minStake: 'Minimum stake is required.' });
    // Without a message of the schema's own, in the kit's words, digits grouped as the exchange groups them.
    const plain = z.object({ limits: z.array(z.object({ maxStake: z.number().max(100_000_000) })), count: z.int(), amount: z.number().positive() });
    expect(errorsOf(plain, { limits: [{ maxStake: '9'.repeat(20) }], count: '9'.repeat(20), amount: '0.0' }, { 'limits.0.maxStake': 'Maximum stake' })).toEqual({
      'limits.0.maxStake': 'Maximum stake is too large (at most 10,00,00,000)',
      count: 'Count is too large (at most 9,00,71,99,25,47,40,991)',
      amount: 'Amount: more than 0',
    });
    // No maximum of the schema's own: past the largest number a field keeps exactly, it is too large all the same.
    expect(errorsOf(z.object({ stake: z.number() }), { stake: '9'.repeat(20) })).toEqual({ stake: 'Stake is too large (at most 9,00,71,99,25,47,40,991)' });
    expect(errorsOf(z.object({ stake: z.number() }), { stake: 'ten' })).toEqual({ stake: 'Stake: enter a number' });
  });

  it('says a whole number past the safe-integer range is too large, never that it is not whole (T28)', () => {
    // `.int()` refuses 1e23 first, in its own words: the schema's bound on that side speaks instead.
    const result = z.object({ number: z.number({ message: 'Result: a whole number.' }).int('Result: a whole number.').min(0, 'Result: 0 or more.').max(100_000, 'Result: at most 100000.') });
    expect(errorsOf(result, { number: 1e23 })).toEqual({ number: 'Result: at most 100000.' });
    expect(errorsOf(result, { number: '99999999999999999999999' })).toEqual({ number: 'Result: at most 100000.' });
    expect(errorsOf(result, { number: Infinity })).toEqual({ number: 'Result: at most 100000.' });
    expect(errorsOf(result, { number: '9'.repeat(400) })).toEqual({ number: 'Result: at most 100000.' });
    expect(errorsOf(result, { number: -1e23 })).toEqual({ number: 'Result: 0 or more.' });
    expect(errorsOf(result, { number: 45.5 })).toEqual({ number: 'Result: a whole number.' });
    // A bound without words of the schema's own, or none at all: the kit's words.
    const plain = z.object({ runs: z.int().max(100_000), count: z.number().int('Count: a whole number.'), balls: z.int().min(0) });
    expect(errorsOf(plain, { runs: 1e23, count: 1e23, balls: -1e23 })).toEqual({
      runs: 'Runs is too large (at most 1,00,000)',
      count: 'Count is too large (at most 9,00,71,99,25,47,40,991)',
      balls: 'Balls: at least 0',
    });
    expect(errorsOf(plain, { runs: 1, count: -1e23, balls: 0 })).toEqual({ count: 'Count is too small (at least -9,00,71,99,25,47,40,991)' });
    expect(errorsOf(z.object({ stake: z.number() }), { stake: -Infinity })).toEqual({ stake: 'Stake is too small (at least -9,00,71,99,25,47,40,991)' });
  });

  it('labels nested fields by their last key, and keeps the first message per path', () => {
    const schema = z.object({ selections: z.array(z.object({ name: z.string().min(2).max(3) })) });
    expect(errorsOf(schema, { selections: [{ name: 'a' }] })).toEqual({ 'selections.0.name': 'Name: at least 2 characters' });
  });

  it('turns keys into labels', () => {
    expect(labelFromKey('userName')).toBe('User name');
    expect(labelFromKey('max_liability')).toBe('Max liability');
  });
});
