import { openMoneyFixture, type MoneyFixture } from '../../money/money-fixture';
import { saveEvent } from './events';
import { openRound } from './rounds';

/** A money fixture with one international Dragon Tiger table (tests). `newRound()` opens a betting round on it. */
export const openCasinoFixture = (): MoneyFixture & { eventId: string; newRound(): string } => {
  const money = openMoneyFixture();
  const { id: eventId } = saveEvent(money.db, { name: 'Test Dragon Tiger', tabId: null, game: 'dragonTiger', provider: 'international', roundSeconds: 30, minStake: 1, maxStake: 50_000 });
  return { ...money, eventId, newRound: () => openRound(money.db, eventId, 30, new Date()) };
};
