import { KIT_MESSAGES } from '../../kit/messages';
import { plural } from '../../kit/sql';

/** Every text the catalogue answers with, in one place for tests and screens. */
export const CATALOGUE_MESSAGES = {
  sportNotFound: 'Sport not found.',
  competitionNotFound: 'Competition not found.',
  eventNotFound: 'Event not found.',
  marketNotFound: 'Market not found.',
  marketTypeNotFound: 'Market type not found.',
  selectionNotFound: 'Selection not found.',
  selectionHasBets: (name: string) => `${name} has bets: it cannot be deleted. Remove it instead (its bets are void at settlement).`,
  marketTypeFixedByBets: 'This market has bets: its market type can no longer change.',
  removedAfterResult: (status: string) => `This market has a result (${status}): a selection is removed before the result, not after. If it did not run, void the bets on it (Results: Bets and voids).`,
  betLimitNotFound: 'Bet limit not found.',
  sportNameTaken: (name: string) => `A sport named ${name} already exists.`,
  competitionNameTaken: (name: string) => `This sport already has a competition named ${name}.`,
  eventNameTaken: (name: string) => `This competition already has an event named ${name} at that time.`,
  marketNameTaken: (name: string) => `This event already has a market named ${name}.`,
  marketTypeCodeTaken: (code: string) => `A market type with code ${code} already exists.`,
  externalIdTaken: 'Another record already has this external id.',
  stillOpen: (what: string, open: number) => `${what} still has ${plural(open, 'open market')}: suspend or close them before deleting it.`,
  marketOpen: 'The market is open: suspend or close it before deleting it.',
  marketTerminal: (status: string) => `The market is ${status}: it can no longer be edited.`,
  marketTypeInUse: (n: number) => `This market type is used by ${plural(n, 'market')}: it cannot be deleted.`,
  marketTypeWrongSport: 'This market type belongs to another sport.',
  marketTypeSportHasMarkets: 'Markets of other sports use this type: it cannot be tied to one sport.',
  /** Code and family decide how a type's markets pay and what they reserve (a PLACE market pays its places): fixed once markets use them. */
  marketTypeRuleHasMarkets: (field: string) => `${field}: this type has markets; create a new type instead.`,
  defaultLimitRequired: 'The default limit cannot be deleted: edit it instead.',
  nothingToRestore: 'There is no suspended batch to restore.',
  staleBatch: 'That suspension has already been restored.',
  ...KIT_MESSAGES,
  savedWithAutoMarkets: (n: number) => `Saved, with ${plural(n, 'auto market')}.`,
  suspendedAll: (n: number) => `${plural(n, 'market')} suspended.`,
  restoredAll: (n: number) => `${plural(n, 'market')} reopened.`,
  imported: (created: number) => `Imported: ${plural(created, 'new record')}.`,
} as const;
