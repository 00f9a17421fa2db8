import { CASINO_GAMES, CASINO_GAME_LABELS } from '@shared/casino/games';
import { CASINO_EVENT_STATUSES, CASINO_EVENT_STATUS_LABELS, CASINO_PROVIDERS, CASINO_PROVIDER_LABELS } from '@shared/contract/casino';
import { codeOptions } from '@renderer/lib/code-options';

export const GAME_OPTIONS = codeOptions(CASINO_GAMES, CASINO_GAME_LABELS);
export const PROVIDER_OPTIONS = codeOptions(CASINO_PROVIDERS, CASINO_PROVIDER_LABELS);
export const STATUS_OPTIONS = codeOptions(CASINO_EVENT_STATUSES, CASINO_EVENT_STATUS_LABELS);
