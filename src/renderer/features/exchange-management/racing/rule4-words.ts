/**
 * Rule 4 in the racing desk's words, a deduction of 0p said as none ("no Rule 4 deduction"), never as
 * "0p in the pound".
 */

/** What a withdrawal at this deduction does to the race, its Rule 4 then totalling `totalAfter`. */
export const withdrawalWords = (deduction: number, totalAfter: number): string => {
  if (deduction > 0) return `a Rule 4 deduction of ${deduction}p, so winning bets on this race lose ${totalAfter}p in the pound`;
  return totalAfter > 0 ? `no Rule 4 deduction, so winning bets on this race still lose ${totalAfter}p in the pound` : 'no Rule 4 deduction, so winning bets on this race are paid in full';
};

/** A non-runner's badge: "Non-runner: 30p", or "Non-runner: no deduction" at too long a price. */
export const nonRunnerWords = (deduction: number): string => `Non-runner: ${deduction > 0 ? `${deduction}p` : 'no deduction'}`;
