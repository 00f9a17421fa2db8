import { describe, expect, it } from 'vitest';
import { labelProblem, pathProblem } from './entry-problems';

describe('a new navigation entry', () => {
  it('says on the field what is wrong with its path: a site path, never an address', () => {
    expect(pathProblem('/sports')).toBeUndefined();
    expect(pathProblem('promo')).toBe('Path starts with / and uses letters, digits, - and /.');
    expect(pathProblem('https://example.com')).toBe('Path starts with / and uses letters, digits, - and /.');
  });

  it('says a label is too long before the exchange refuses it, and nothing while it is empty', () => {
    expect(labelProblem('')).toBeUndefined();
    expect(labelProblem('Sports')).toBeUndefined();
    expect(labelProblem('x'.repeat(100))).toBe('At most 40 characters (this one has 100).');
    expect(labelProblem('   ')).toBe('Type a label: spaces alone show nothing.');
  });
});
