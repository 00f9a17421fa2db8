// @vitest-environment happy-dom
import { MantineProvider, Table } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MoneyTd } from './money-td';

afterEach(cleanup);

const row = (minor: number | null) =>
  render(
    <MantineProvider>
      <Table>
        <Table.Tbody>
          <Table.Tr>
            <MoneyTd minor={minor} />
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </MantineProvider>,
  );

describe('a money cell of a plain table', () => {
  it('keeps a large negative balance on one line: never "-" above the rupees', () => {
    row(-10_579_095_198);
    const cell = screen.getByRole('cell');
    expect(cell.textContent).toMatch(/^-₹[\d,]+\.98$/);
    expect(getComputedStyle(cell).whiteSpace).toBe('nowrap');
  });

  it('shows a dash where there is no amount', () => {
    row(null);
    expect(screen.getByRole('cell').textContent).toBe('—');
  });
});
