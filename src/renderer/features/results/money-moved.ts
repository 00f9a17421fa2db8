import { formatMinor, plural } from './format';

/** What a settlement moves (or moved): its bets, their punters, and what the punters win and lose, in paise. */
export interface MoneyMoved {
  readonly betCount: number;
  readonly punterCount: number;
  readonly punterWon: number;
  readonly punterLost: number;
}

const WORDS = {
  preview: { win: 'win', lose: 'lose', take: 'take', pay: 'pay', settled: '' },
  settled: { win: 'won', lose: 'lost', take: 'took', pay: 'paid', settled: ' settled' },
} as const;

/**
 * The money of a settlement in one sentence, the same for the settle preview ("… punters win ₹X and lose
 * ₹Y; the house and agents take ₹Z.") and for the bets it settled, so the two can be tied back figure by
 * figure ("… settled: punters won ₹X and lost ₹Y; the house and agents took ₹Z.").
 */
export const moneyMovedText = (money: MoneyMoved, when: keyof typeof WORDS): string => {
  const words = WORDS[when];
  const house = money.punterLost - money.punterWon;
  const houseText = house >= 0 ? `${words.take} ${formatMinor(house)}` : `${words.pay} ${formatMinor(-house)}`;
  return `${plural(money.betCount, 'bet')} of ${plural(money.punterCount, 'punter')}${words.settled}: punters ${words.win} ${formatMinor(money.punterWon)} and ${words.lose} ${formatMinor(money.punterLost)}; the house and agents ${houseText}.`;
};

/** Four figures the same: what the bets listed add up to is what the settlement recorded. */
export const sameMoney = (a: MoneyMoved, b: MoneyMoved): boolean =>
  a.betCount === b.betCount && a.punterCount === b.punterCount && a.punterWon === b.punterWon && a.punterLost === b.punterLost;
