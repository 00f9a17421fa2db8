import { Stack } from '@mantine/core';
import { AgentProfitLoss } from './profit-loss/agent-profit-loss';
import { DeskProfitLoss } from './profit-loss/desk-profit-loss';

/** P/L by agent (sport, event, market, day; over a date range, with the books' check) and by desk. */
export function ProfitLossTab() {
  return (
    <Stack gap="xl">
      <AgentProfitLoss />
      <DeskProfitLoss />
    </Stack>
  );
}
