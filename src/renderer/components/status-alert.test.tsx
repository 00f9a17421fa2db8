// @vitest-environment happy-dom
import { Alert, MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusAlert } from './status-alert';

afterEach(cleanup);

const renderThemed = (node: ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('StatusAlert', () => {
  it('is needed: Mantine’s Alert is role="alert" whatever role it is given', () => {
    renderThemed(
      <Alert role="status" title="Import finished">
        Created 2 events.
      </Alert>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert', { name: 'Import finished' })).toBeTruthy();
  });

  it('announces politely (role="status"), named by its title, and stays so when it redraws', () => {
    const { rerender } = renderThemed(
      <StatusAlert color="green" title="Import finished">
        Created 2 events.
      </StatusAlert>,
    );
    expect(screen.getByRole('status', { name: 'Import finished' }).textContent).toContain('Created 2 events.');
    rerender(
      <MantineProvider>
        <StatusAlert color="orange" title="Import finished">
          Created 3 events.
        </StatusAlert>
      </MantineProvider>,
    );
    expect(screen.getByRole('status', { name: 'Import finished' }).textContent).toContain('Created 3 events.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes a name of its own where it has no title', () => {
    renderThemed(<StatusAlert aria-label="Money that will move">Pay ₹100 to 1 of 2 bets.</StatusAlert>);
    expect(screen.getByRole('status', { name: 'Money that will move' }).textContent).toBe('Pay ₹100 to 1 of 2 bets.');
  });
});
