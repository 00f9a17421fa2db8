import { ACCOUNT_STATUS_LABELS, type AccountStatus } from '@shared/money/accounts';

/** "Locked from betting (Chasing losses)": the status in words, with the reason it was given. */
export const statusText = (a: { status: AccountStatus; statusReason?: string | null | undefined }) => `${ACCOUNT_STATUS_LABELS[a.status]}${a.statusReason ? ` (${a.statusReason})` : ''}`;
