import type { PermissionKey } from '@shared/permissions';
import { permissionLabel } from '@shared/permissions/labels';

/** What the exchange answers when a result, settlement or void is refused: plain words, the way out included. */
export const SETTLEMENT_MESSAGES = {
  marketNotFound: 'No such market.',
  numberNeeded: 'Enter the result as a whole number (the line market settles on it).',
  winnerNeeded: 'Choose the winner.',
  oneWinnerOnly: 'This market has one winner: choose one selection.',
  winnerNotInMarket: 'The winner must be one of this market’s selections.',
  winnerRemoved: (name: string) => `${name} was withdrawn: it cannot win.`,
  /** Settlement of a result naming runners withdrawn after it was entered (it would pay other money than was verified). */
  withdrawnAfterResult: (names: readonly string[]) => `${names.join(', ')} ${names.length > 1 ? 'were' : 'was'} withdrawn after the result was entered: correct the result, then settle.`,
  noDigitSelection: (digit: number) => `This lottery market has no selection for the digit ${digit}.`,
  noPermission: (permission: PermissionKey) => `You do not have the permission to enter or settle these results (${permissionLabel(permission)}).`,
  marketClosedForResults: (status: string) => `The market is ${status}: its result can no longer change.`,
  resultHeld: 'The result is on hold: release it first.',
  resultSettled: 'The market is settled: unsettle it first (with a reason) to change its result.',
  ownEntry: 'You entered this result: another user must verify it.',
  nothingToVerify: 'This market has no result waiting for verification.',
  notDeclared: 'Only a declared result (entered by one user and verified by another) can be settled.',
  alreadySettled: (version: number) => `The market is already settled (version ${version}).`,
  notSettled: 'The market has no settlement to undo.',
  notHeld: 'The result is not on hold.',
  holdNeedsDeclared: 'Only a declared, unsettled result can be held.',
  reasonNeeded: 'Give a reason: it is kept in the audit.',
  noBetsChosen: 'Choose at least one bet to void.',
  betsNotOnMarket: 'Some of the chosen bets are not open bets of this market.',
  windowOrder: 'The window must end after it starts.',
  marketAlreadyVoided: 'The market is already voided.',
  marketNotSuspended: (status: string) => `The market is ${status}: suspend it before settling, so no bet is struck meanwhile.`,
  wrongFamily: (family: string) => `This is a ${family} market: enter its result with the ${family} form.`,
  idempotencyKeyNeeded: 'A settlement request must carry an idempotency key.',
  // A settle or unsettle carries what its dialog showed; these say what changed since, and to look again.
  resultChangedSinceShown: (result: string) => `The result changed since you looked: it is now ${result}. Check the figures and settle again.`,
  versionChangedSinceShown: (version: number) => `The market was settled and rolled back since you looked: it now settles as version ${version}. Check the figures and settle again.`,
  betsChangedSinceShown: (bets: string, won: string, lost: string) => `The bets changed since you looked: it now settles ${bets}, punters win ${won} and lose ${lost}. Check the figures and settle again.`,
  settlementChangedSinceShown: (live: { version: number; label: string }, shown: number) =>
    `The settlement changed since you looked: version ${live.version} (${live.label}) is live now, not version ${shown}. Check it and unsettle again.`,
  settlementGoneSinceShown: (shown: number) => `Settlement version ${shown} was reversed since you looked: the market has no settlement to undo.`,
  /** In an audit row or list, for the value of a result entry nobody but its maker may see yet (blind verification). */
  hiddenUntilVerified: 'Hidden until verified',
} as const;
