import { useOpenedWith } from '@renderer/app/search/opened-from-search';
import { TabbedScreen, type ScreenTab } from '@renderer/components/tabbed-screen';
import { ActiveTab } from './active/active-tab';
import { CatalogueTab } from './catalogue/catalogue-tab';
import { ImportTab } from './import/import-tab';
import { LimitsTab } from './limits/limits-tab';
import { MarketsTab } from './markets/markets-tab';
import { MarketTypesTab } from './types/market-types-tab';
import { RacingTab } from './racing/racing-tab';
import { BinaryTab } from './desks/binary-tab';
import { LotteryTab } from './desks/lottery-tab';
import { VirtualTab } from './desks/virtual-tab';

const TABS: readonly ScreenTab[] = [
  { value: 'catalogue', label: 'Catalogue', panel: () => <CatalogueTab /> },
  { value: 'markets', label: 'Markets', panel: () => <MarketsTab /> },
  { value: 'active', label: 'On/Off lists', panel: () => <ActiveTab /> },
  { value: 'import', label: 'Import', panel: () => <ImportTab /> },
  { value: 'types', label: 'Market types', panel: () => <MarketTypesTab /> },
  { value: 'limits', label: 'Limits & delays', panel: () => <LimitsTab /> },
  { value: 'racing', label: 'Racing', panel: () => <RacingTab /> },
  { value: 'binary', label: 'Binary', panel: () => <BinaryTab /> },
  { value: 'lottery', label: 'Lottery', panel: () => <LotteryTab /> },
  { value: 'virtual', label: 'Virtual', panel: () => <VirtualTab /> },
];

/**
 * Exchange Management (route add-market): the catalogue a trading team runs: sports, competitions,
 * events and markets, their switches, limits and delays, imports from the data provider, exports.
 * Actions are shown by the flags under exchangeManagement; the exchange enforces the same flags.
 */
export default function ExchangeManagementScreen() {
  // Opened from the one search: drawn afresh for each object opened (its tab, its catalogue path).
  const opened = useOpenedWith();
  return <TabbedScreen key={JSON.stringify(opened)} title="Exchange Management" tabs={TABS} />;
}
