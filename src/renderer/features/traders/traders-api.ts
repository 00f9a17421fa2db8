import { traders } from '@shared/contract/traders';
import { operationMutation } from '@renderer/app/data/operations';

export type { TraderRef } from './trader-ref';

/** @deprecated — use useOperationMutation(traders.add). Kept for the Create User form until it moves onto the form kit. */
export const addTraderMutation = () => operationMutation(traders.add);
