// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommittedNumberInput } from './committed-number-input';
import { stubMatchMedia } from '@renderer/testing/match-media';

afterEach(cleanup);
beforeEach(stubMatchMedia);

function ShowTop({ onCommit }: { onCommit(value: number): void }) {
  const [top, setTop] = useState(20);
  return <CommittedNumberInput label="Show top" min={5} max={200} value={top} onCommit={(v) => (onCommit(v), setTop(v))} />;
}

describe("the risk monitor's Show top", () => {
  it('keeps what is typed and clamps only when the field is left', async () => {
    const commit = vi.fn();
    render(
      <MantineProvider>
        <ShowTop onCommit={commit} />
        <button type="button">elsewhere</button>
      </MantineProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Show top' });
    await userEvent.clear(field);
    await userEvent.type(field, '100');
    expect(field).toHaveProperty('value', '100');
    expect(commit).toHaveBeenLastCalledWith(100);
    expect(commit).not.toHaveBeenCalledWith(5);
    await userEvent.clear(field);
    await userEvent.type(field, '500');
    expect(field).toHaveProperty('value', '500');
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(commit).toHaveBeenLastCalledWith(200);
    expect(field).toHaveProperty('value', '200');
  });
});
