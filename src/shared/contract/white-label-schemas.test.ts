import { describe, expect, it } from 'vitest';
import { whiteLabelNameSchema } from './white-label-schemas';

const problem = (name: string) => whiteLabelNameSchema.safeParse(name).error?.issues[0]?.message;

describe('a white label\u2019s name', () => {
  it('may be in any script, its letters with their combining marks (Devanagari vowel signs, virama)', () => {
    expect(whiteLabelNameSchema.parse('टेस्ट साइट')).toBe('टेस्ट साइट');
    expect(whiteLabelNameSchema.parse('Café Royal & Sons')).toBe('Café Royal & Sons');
    expect(whiteLabelNameSchema.parse('ক্রিকেট ২৪')).toBe('ক্রিকেট ২৪');
  });

  it('still refuses other signs, and a name that starts with a mark or a sign, in words', () => {
    const only = 'Name: letters, digits, spaces and . & \' - only.';
    expect(problem('Royal <Play>')).toBe(only);
    expect(problem('\u0947Royal')).toBe(only);
    expect(problem('-Royal')).toBe(only);
  });
});
