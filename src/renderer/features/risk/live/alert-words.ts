import type { RiskBreach } from '@shared/contract/risk';
import { formatMinor } from '@renderer/lib/format';

type Breach = Pick<RiskBreach, 'scope' | 'name' | 'exposure' | 'threshold'>;

/** What crossed and where it stands: "Market Match Odds · India v England: punters’ exposure ₹50,000.00", "Punter punter0007: exposure ₹16,000.00". */
export const breachWords = (b: Omit<Breach, 'threshold'>): string =>
  `${b.scope === 'market' ? 'Market' : 'Punter'} ${b.name}: ${b.scope === 'market' ? 'punters’ exposure' : 'exposure'} ${formatMinor(b.exposure)}`;

/** The alert as the notifications centre keeps it: "Risk alert: Punter punter0007: exposure ₹12,480.00 is past its threshold ₹12,000.00". */
export const alertNotice = (b: Breach): string => `Risk alert: ${breachWords(b)} is past its threshold ${formatMinor(b.threshold)}`;
