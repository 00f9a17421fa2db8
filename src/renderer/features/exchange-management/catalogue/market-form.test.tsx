// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@shared/contract';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { MarketFormModal } from './market-form';

const save = vi.fn<(input: unknown) => void>();
stubBridgeForEachTest(() => {
  save.mockReset();
  return {
    markets: {
      types: async () => ok({ data: [], recordsTotal: 0, recordsFiltered: 0 }),
      save: async (input: unknown) => (save(input), fail({ kind: 'network', message: 'Not in this test.' })),
    },
  };
});

const EVENT = { _id: 'e1', name: 'India v Australia', sportId: 's1', sportName: 'Cricket' };

describe('the market form', () => {
  it('asks for a market type in the form kit’s words when none is picked, and sends nothing', async () => {
    renderWithProviders(<MarketFormModal opened event={EVENT} editing={undefined} onClose={vi.fn()} onSaved={vi.fn()} />);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Selections/ }), { target: { value: 'India\nAustralia' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLFormElement);
    expect(await screen.findByText('Market type: pick one')).toBeTruthy();
    expect(screen.queryByText('Market type is required.')).toBeNull();
    await waitFor(() => expect(save).not.toHaveBeenCalled());
  });
});
