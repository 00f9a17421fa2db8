import { Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useOpenedWith } from '@renderer/app/search/opened-from-search';
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

const TABS = [
  { value: 'catalogue', label: 'Catalogue', Panel: CatalogueTab },
  { value: 'markets', label: 'Markets', Panel: MarketsTab },
  { value: 'active', label: 'On/Off lists', Panel: ActiveTab },
  { value: 'import', label: 'Import', Panel: ImportTab },
  { value: 'types', label: 'Market types', Panel: MarketTypesTab },
  { value: 'limits', label: 'Limits & delays', Panel: LimitsTab },
  { value: 'racing', label: 'Racing', Panel: RacingTab },
  { value: 'binary', label: 'Binary', Panel: BinaryTab },
  { value: 'lottery', label: 'Lottery', Panel: LotteryTab },
  { value: 'virtual', label: 'Virtual', Panel: VirtualTab },
] as const;

/**
 * Exchange Management (route add-market): the catalogue a trading team runs: sports, competitions,
 * events and markets, their switches, limits and delays, imports from the data provider, exports.
 * Actions are shown by the flags under exchangeManagement; the exchange enforces the same flags.
 */
export default function ExchangeManagementScreen() {
  // Opened from the one search: drawn afresh for each object opened (its tab, its catalogue path).
  const opened = useOpenedWith();
  return <ExchangeManagement key={JSON.stringify(opened)} openedTab={opened.tab} />;
}

function ExchangeManagement({ openedTab }: { openedTab: string | undefined }) {
  const [tab, setTab] = useState<string>(TABS.find((t) => t.value === openedTab)?.value ?? 'catalogue');
  return (
    <Stack gap="sm">
      <Title order={2}>Exchange Management</Title>
      <Tabs value={tab} onChange={(value) => setTab(value ?? 'catalogue')} keepMounted={false}>
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value} pt="sm">
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
