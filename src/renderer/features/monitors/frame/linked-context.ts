import type { LinkedContext } from '@shared/contract/windows';

type Linkable = Pick<LinkedContext, 'sportId' | 'competitionId' | 'eventId' | 'eventName'> & { readonly marketId: string };

/** The event (and market) of a live row, as linked windows follow it: exactly the contract's fields, nothing more. */
export const linkedContextOf = ({ sportId, competitionId, eventId, eventName, marketId }: Linkable): LinkedContext => ({ sportId, competitionId, eventId, eventName, marketId });
