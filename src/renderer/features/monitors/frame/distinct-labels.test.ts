import { describe, expect, it } from 'vitest';
import { distinctLabels } from './distinct-labels';

describe('labels said once', () => {
  it('drops a label that repeats another, whatever its case, and empty ones', () => {
    expect(distinctLabels('Match Odds', 'Match Odds', 'Cricket')).toBe('Match Odds · Cricket');
    expect(distinctLabels('Over 10 runs', 'Fancy', 'Cricket')).toBe('Over 10 runs · Fancy · Cricket');
    expect(distinctLabels('Bookmaker', 'BookMaker', '', null, 'Football')).toBe('Bookmaker · Football');
  });
});
