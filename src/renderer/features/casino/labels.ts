import { CASINO_GAMES, CASINO_GAME_LABELS } from '@shared/casino/games';
import { CASINO_EVENT_STATUSES, CASINO_EVENT_STATUS_LABELS, CASINO_PROVIDERS, CASINO_PROVIDER_LABELS } from '@shared/contract/casino';
import { codeOptions } from '@renderer/lib/code-options';
import { plural } from '@renderer/lib/format';

export const GAME_OPTIONS = codeOptions(CASINO_GAMES, CASINO_GAME_LABELS);
export const PROVIDER_OPTIONS = codeOptions(CASINO_PROVIDERS, CASINO_PROVIDER_LABELS);
export const STATUS_OPTIONS = codeOptions(CASINO_EVENT_STATUSES, CASINO_EVENT_STATUS_LABELS);

/** Why a table's game cannot change, in the exchange's words (its refusal of another game, on Game). */
export { GAME_KEPT } from '@shared/casino/games';

/** What becomes of a deleted lobby tab's tables, counted in words: "Its 1 table stays, without a tab." */
export const tabTablesStay = (count: number): string =>
  count === 0 ? 'It has no tables.' : `Its ${plural(count, 'table')} ${count === 1 ? 'stays' : 'stay'}, without a tab.`;
