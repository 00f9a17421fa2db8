import type { RiskBreach } from '@shared/contract/risk';
import { partsInWords, type NoticePart } from '@renderer/app/notices/notice-words';

type Breach = Pick<RiskBreach, 'scope' | 'name' | 'exposure' | 'threshold'>;

const breachParts = (b: Omit<Breach, 'threshold'>): NoticePart[] => [
  `${b.scope === 'market' ? 'Market' : 'Punter'} ${b.name}: ${b.scope === 'market' ? 'punters’ exposure' : 'exposure'} `,
  { minor: b.exposure },
];

/** What crossed and where it stands: "Market Match Odds · India v England: punters’ exposure ₹50,000.00", "Punter punter0007: exposure ₹16,000.00". */
export const breachWords = (b: Omit<Breach, 'threshold'>): string => partsInWords(breachParts(b));

/** The alert as the notifications centre keeps it, its exposure and threshold as figures (drawn in the grouping of the moment). */
export const alertNoticeParts = (b: Breach): NoticePart[] => ['Risk alert: ', ...breachParts(b), ' is past its threshold ', { minor: b.threshold }];

/** The alert in words: "Risk alert: Punter punter0007: exposure ₹12,480.00 is past its threshold ₹12,000.00". */
export const alertNotice = (b: Breach): string => partsInWords(alertNoticeParts(b));
