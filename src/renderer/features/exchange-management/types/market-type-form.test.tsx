// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketType } from '@shared/contract/catalogue-common';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { FIXED_WHY, MarketTypeFormModal } from './market-type-form';

const place = (marketCount: number): MarketType => ({ _id: '0123456789abcdef01234567', code: 'PLACE', name: 'Place', family: 'racing', sportId: null, sportName: null, marketCount });

beforeEach(() => {
  (window as unknown as { exchange: unknown }).exchange = { catalogue: { sports: async () => ({ ok: true, data: { data: [], recordsTotal: 0, recordsFiltered: 0 } }) } };
  stubMatchMedia();
});
afterEach(cleanup);

const openEdit = (type: MarketType) =>
  renderWithProviders(<MarketTypeFormModal opened editing={type} onClose={vi.fn()} />);

describe('the market type form', () => {
  it('keeps code and family fixed once the type has markets (they decide how its markets pay), and says why', async () => {
    openEdit(place(12));
    const code = (await screen.findByRole('textbox', { name: /^Code/ })) as HTMLInputElement;
    expect(code.readOnly).toBe(true);
    expect((screen.getByRole('textbox', { name: /^Family/ }) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getAllByText(FIXED_WHY)).toHaveLength(2);
    expect((screen.getByRole('textbox', { name: /^Market type name/ }) as HTMLInputElement).readOnly).toBe(false);
  });

  it('lets a type without markets change its code', async () => {
    openEdit(place(0));
    expect(((await screen.findByRole('textbox', { name: /^Code/ })) as HTMLInputElement).readOnly).toBe(false);
    expect(screen.queryByText(FIXED_WHY)).toBeNull();
  });
});
