import { Stack } from '@mantine/core';
import type { ReportFilters } from '@shared/contract/risk';
import { AgentProfitLoss } from './profit-loss/agent-profit-loss';
import { DeskProfitLoss } from './profit-loss/desk-profit-loss';
import { useReportFilters } from './profit-loss/report-filters';
import { SavedViews } from './profit-loss/saved-views';

/** P/L by agent (sport, event, market, day; over a date range, with the books' check) and by desk, with saved views. */
export function ProfitLossTab() {
  // Kept by the window, not the tab: a change of the clock's zone draws the screens anew.
  const [filters, setFilters] = useReportFilters();
  const change = (c: Partial<ReportFilters>) => setFilters((f) => ({ ...f, ...c }));
  return (
    <Stack gap="xl">
      <SavedViews filters={filters} onApply={setFilters} />
      <AgentProfitLoss filters={filters} onChange={change} />
      <DeskProfitLoss family={filters.family} onFamily={(family) => change({ family })} />
    </Stack>
  );
}
