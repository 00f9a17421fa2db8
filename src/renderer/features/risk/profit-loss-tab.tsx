import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { ReportFilters } from '@shared/contract/risk';
import { AgentProfitLoss } from './profit-loss/agent-profit-loss';
import { DeskProfitLoss } from './profit-loss/desk-profit-loss';
import { SavedViews } from './profit-loss/saved-views';

const START: ReportFilters = { userName: 'house', by: 'sport', family: 'fancy' };

/** P/L by agent (sport, event, market, day; over a date range, with the books' check) and by desk, with saved views. */
export function ProfitLossTab() {
  const [filters, setFilters] = useState<ReportFilters>(START);
  const change = (c: Partial<ReportFilters>) => setFilters((f) => ({ ...f, ...c }));
  return (
    <Stack gap="xl">
      <SavedViews filters={filters} onApply={setFilters} />
      <AgentProfitLoss filters={filters} onChange={change} />
      <DeskProfitLoss family={filters.family} onFamily={(family) => change({ family })} />
    </Stack>
  );
}
