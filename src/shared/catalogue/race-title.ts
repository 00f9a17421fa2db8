import type { RacingRaceRow } from '@shared/contract/racing';

/**
 * A race as the racing desk names it, its course always said once: the race's name when it names its course
 * already ("14:30 Cheltenham"), else its name and course ("QA Stakes, Ascot").
 */
export const raceTitle = (race: Pick<RacingRaceRow, 'eventName' | 'course'>): string => {
  const course = race.course.trim();
  return course === '' || race.eventName.toLocaleLowerCase('en-GB').includes(course.toLocaleLowerCase('en-GB')) ? race.eventName : `${race.eventName}, ${course}`;
};
