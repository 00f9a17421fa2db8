import { describe, expect, it } from 'vitest';
import { SPEC_CALL_IDS, SPEC_CALLS, SPEC_FAMILIES } from './calls';

const countOf = (family: string) => SPEC_CALL_IDS.filter((id) => SPEC_CALLS[id].family === family).length;

describe('the catalogue of the specification’s §7 calls', () => {
  it('counts 320 calls by the rule written in calls.ts ("roughly 300" in the platform issue)', () => {
    expect(SPEC_CALL_IDS).toHaveLength(320);
  });

  it('expands the nine market-family calls over the 8 families the specification names', () => {
    expect(SPEC_CALL_IDS.filter((id) => id.endsWith('.eventList') && id.startsWith('families.'))).toHaveLength(8);
    expect(countOf('Market families')).toBe(9 * 8 + 8 + 2 * 5 + 4 + 1 + 5 + 3);
  });

  it('gives every call one of the §7 headings, and every heading calls', () => {
    for (const family of SPEC_FAMILIES) expect(countOf(family), family).toBeGreaterThan(0);
    expect(SPEC_FAMILIES.reduce((sum, family) => sum + countOf(family), 0)).toBe(SPEC_CALL_IDS.length);
  });

  it('keeps the table of known shapes as the specification gives it', () => {
    expect(countOf('Calls with known shapes')).toBe(8);
    expect(SPEC_CALLS['known.login'].words).toContain('userName, password');
  });
});
