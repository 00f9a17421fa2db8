import { delaySecondsSchema } from '@shared/contract/limits';

/**
 * What is wrong with a bet delay as typed, in the exchange's own words ("Delay must be between 0 and 60
 * seconds."), or nothing. The inputs keep what was typed (no silent clamping to the range): the trader
 * sees the message and Save stays off until it is right.
 */
export const delayProblem = (value: number | string): string | undefined => {
  if (value === '') return undefined;
  const parsed = delaySecondsSchema.safeParse(typeof value === 'number' ? value : Number.NaN);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};
