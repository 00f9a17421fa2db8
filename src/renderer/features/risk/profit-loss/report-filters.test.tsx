// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract, ok, type DisplayPreferences } from '@shared/contract';
import type { ReportFilters } from '@shared/contract/risk';
import { operationKey } from '@renderer/app/data/operations';
import { DisplayPreferencesGate } from '@renderer/app/display/display-preferences-gate';
import { setFormatSettings } from '@renderer/lib/format';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';
import { AgentProfitLoss } from './agent-profit-loss';
import { DeskProfitLoss } from './desk-profit-loss';
import { useReportFilters } from './report-filters';

const asked = vi.fn();
const UTC: DisplayPreferences = { grouping: 'indian', timeZone: 'UTC', colorScheme: 'light' };

stubBridgeForEachTest(() => ({
  preferences: { display: async () => ok(UTC) },
  risk: { agentProfitLoss: async (input: unknown) => (asked(input), ok([])), traderProfitLoss: async () => ok([]) },
}));
afterEach(() => (asked.mockReset(), setFormatSettings({ timeZone: undefined })));

/** The agent and desk P/L on the window's kept filters, as the P/L tab puts them together, under the gate that applies the zone. */
function Panels() {
  const [filters, setFilters] = useReportFilters();
  const change = (c: Partial<ReportFilters>) => setFilters((f) => ({ ...f, ...c }));
  return (
    <>
      <AgentProfitLoss filters={filters} onChange={change} />
      <DeskProfitLoss family={filters.family} onFamily={(family) => change({ family })} />
    </>
  );
}

const checked = (option: string) => (screen.getByRole('radio', { name: option }) as HTMLInputElement).checked;
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const shown = () => ({ agent: field('Agent user name').value, from: field('From').value, to: field('To').value, day: checked('By day'), desk: checked('By trader') });

describe('the P/L filters on a change of the header clock’s zone', () => {
  it('stay, and the same days are asked again with the new zone’s offset', async () => {
    const { client } = renderWithProviders(
      <DisplayPreferencesGate>
        <Panels />
      </DisplayPreferencesGate>,
      signedIn('admin', 'admin'),
    );
    fireEvent.change(await screen.findByLabelText('Agent user name'), { target: { value: 'agent7' } });
    fireEvent.change(field('From'), { target: { value: 'Nov 1, 2026' } });
    fireEvent.change(field('To'), { target: { value: 'Nov 27, 2026' } });
    fireEvent.click(screen.getByRole('radio', { name: 'By day' }));
    fireEvent.click(screen.getByRole('radio', { name: 'By trader' }));
    const days = { userName: 'agent7', by: 'day', from: '2026-11-01', to: '2026-11-27' };
    await waitFor(() => expect(asked).toHaveBeenLastCalledWith(days));
    const before = shown();
    expect(before).toEqual({ agent: 'agent7', from: 'Nov 1, 2026', to: 'Nov 27, 2026', day: true, desk: true });

    act(() => client.setQueryData(operationKey(contract.preferences.display), { ...UTC, timeZone: 'Asia/Kolkata' }));
    await waitFor(() => expect(asked).toHaveBeenLastCalledWith({ ...days, tz_offset: 330 }));
    expect(shown()).toEqual(before);

    act(() => client.setQueryData(operationKey(contract.preferences.display), UTC));
    expect(shown()).toEqual(before);
  });
});
