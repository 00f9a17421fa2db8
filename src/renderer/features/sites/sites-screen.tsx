import { contract } from '@shared/contract';
import { tabbedScreen } from '@renderer/components/tabbed-screen';
import { DomainsTab } from './domains/domains-tab';
import { ExchangesTab } from './exchanges/exchanges-tab';
import { AdminToolsTab } from './tools/admin-tools-tab';
import { ReportsTab } from './tools/reports-tab';
import { WhiteLabelsTab } from './white-labels/white-labels-tab';

/**
 * Sites (route /dashboard/sites, flag addDomain): white labels with their users and money, domains and
 * their variables, exchanges and projects (flag addExchange), reports, and the admin's tools. The
 * dangerous actions are an admin's and say what they will do before they do it.
 */
export default tabbedScreen('Sites', [
  { value: 'white-labels', label: 'White labels', panel: () => <WhiteLabelsTab /> },
  { value: 'domains', label: 'Domains', panel: () => <DomainsTab /> },
  { value: 'exchanges', label: 'Exchanges and projects', panel: () => <ExchangesTab />, requires: contract.exchanges.list },
  { value: 'reports', label: 'Reports', panel: () => <ReportsTab /> },
  { value: 'tools', label: 'Admin tools', panel: () => <AdminToolsTab />, requires: contract.adminTools.recordGenericCall },
]);
