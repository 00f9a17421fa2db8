import { CASINO_GAMES, CASINO_GAME_LABELS } from '@shared/casino/games';
import { CASINO_EVENT_STATUSES, CASINO_EVENT_STATUS_LABELS, CASINO_PROVIDERS, CASINO_PROVIDER_LABELS } from '@shared/contract/casino';

export const GAME_OPTIONS = CASINO_GAMES.map((game) => ({ value: game, label: CASINO_GAME_LABELS[game] }));
export const PROVIDER_OPTIONS = CASINO_PROVIDERS.map((provider) => ({ value: provider, label: CASINO_PROVIDER_LABELS[provider] }));
export const STATUS_OPTIONS = CASINO_EVENT_STATUSES.map((status) => ({ value: status, label: CASINO_EVENT_STATUS_LABELS[status] }));
