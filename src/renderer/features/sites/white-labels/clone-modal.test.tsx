// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CloneLine, WhiteLabel } from '@shared/contract/white-labels';
import { formatAmount } from '@renderer/lib/format';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { CloneModal } from './clone-modal';

const SOURCE = { _id: '65a1b2c3d4e5f60718293a4b', name: 'Lucky Star', currency: 'INR' } as WhiteLabel;
const LINES: CloneLine[] = [
  { field: 'currency', label: 'Currency', value: 'INR', copied: true },
  { field: 'users', label: 'Users and balances', value: '101 users', amount: { value: 2137682, currency: 'INR' }, copied: false, reason: 'Users and their money stay with the source.' },
];

beforeEach(() => {
  (window as unknown as { exchange: unknown }).exchange = { whiteLabels: { clonePreview: async () => ({ ok: true, data: { sourceName: SOURCE.name, lines: LINES } }) } };
  stubMatchMedia();
});
afterEach(cleanup);

describe('Clone', () => {
  it('shows the source’s money as the console formats it in the site’s currency', async () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <MantineProvider>
          <CloneModal source={SOURCE} onClose={vi.fn()} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(`101 users, ${formatAmount(2137682, 'INR')}`)).toBeTruthy();
    expect(formatAmount(2137682, 'INR')).toBe('₹21,37,682.00');
    expect(screen.queryByText(/2137682\.00/)).toBeNull();
  });
});
