import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** For a list's test: focuses the table row holding the cell `name` (once drawn), presses Enter on it, and returns the row. */
export async function pressEnterOnRow(name: string): Promise<HTMLElement> {
  const row = (await screen.findByRole('cell', { name }, { timeout: 5_000 })).closest('tr') as HTMLElement;
  act(() => row.focus());
  await userEvent.keyboard('{Enter}');
  return row;
}
