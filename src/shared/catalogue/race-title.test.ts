import { describe, expect, it } from 'vitest';
import { raceTitle } from './race-title';

describe('a race’s title on the racing desk', () => {
  it('says the course once: a name that names it stays as it is, any other has the course after it', () => {
    expect(raceTitle({ eventName: '14:30 Cheltenham', course: 'Cheltenham' })).toBe('14:30 Cheltenham');
    expect(raceTitle({ eventName: '19:10 Kempton Novice', course: 'kempton' })).toBe('19:10 Kempton Novice');
    expect(raceTitle({ eventName: 'QA Stakes', course: 'Ascot QA' })).toBe('QA Stakes, Ascot QA');
  });
});
