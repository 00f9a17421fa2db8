import { IconAlertTriangle, IconBallTennis, IconLayoutList, IconPlugConnected, IconTable } from '@tabler/icons-react';
import { tabbedScreen } from '@renderer/components/tabbed-screen';
import { BallByBallTab } from './ball-by-ball-tab';
import { LobbyTabsTab } from './lobby-tabs-tab';
import { ProviderTab } from './provider/provider-tab';
import { TablesTab } from './tables-tab';
import { UnsettledTab } from './unsettled-tab';

/** The casino (route `casino`, flag casinoMonitor): the lobby's tabs, its tables, rounds to settle by hand, ball-by-ball and the game provider. */
export default tabbedScreen('Casino', [
  { value: 'tables', label: 'Tables', icon: <IconTable size={14} />, panel: () => <TablesTab /> },
  { value: 'unsettled', label: 'Unsettled rounds', icon: <IconAlertTriangle size={14} />, panel: () => <UnsettledTab /> },
  { value: 'tabs', label: 'Lobby tabs', icon: <IconLayoutList size={14} />, panel: () => <LobbyTabsTab /> },
  { value: 'balls', label: 'Ball by ball', icon: <IconBallTennis size={14} />, panel: () => <BallByBallTab /> },
  { value: 'provider', label: 'Game provider', icon: <IconPlugConnected size={14} />, panel: () => <ProviderTab /> },
]);
