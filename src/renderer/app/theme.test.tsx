// @vitest-environment happy-dom
import { Drawer, Modal, NumberInput } from '@mantine/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderWithProviders } from '@renderer/testing/render-with-providers';

beforeEach(stubMatchMedia);
afterEach(cleanup);

/** The theme's component defaults, written as plain objects (theme.ts says why), still reach the components. */
describe('the console theme', () => {
  it('names the close button of every dialog and drawer', async () => {
    renderWithProviders(
      <>
        <Modal opened onClose={() => undefined} title="A dialog">
          Body
        </Modal>
        <Drawer opened onClose={() => undefined} title="A drawer">
          Body
        </Drawer>
      </>,
    );
    expect(await screen.findAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });

  it('keeps a number as typed instead of clamping it on blur', () => {
    renderWithProviders(<NumberInput label="Digit" min={0} max={9} />);
    const field = screen.getByRole('textbox', { name: 'Digit' });
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.blur(field);
    expect((field as HTMLInputElement).value).toBe('12');
  });

  it('holds "007" as the number 7, and 0.5 as 0.5', () => {
    const seen: Array<number | string> = [];
    renderWithProviders(<NumberInput label="Stake" min={1} max={600} onChange={(value) => seen.push(value)} />);
    const field = screen.getByRole('textbox', { name: 'Stake' });
    fireEvent.change(field, { target: { value: '007' } });
    fireEvent.blur(field);
    expect(seen.at(-1)).toBe(7);
    fireEvent.change(field, { target: { value: '0.5' } });
    expect(seen.at(-1)).toBe(0.5);
  });

  it('keeps twenty digits as typed on blur, not the field’s maximum', () => {
    renderWithProviders(<NumberInput label="Round length" min={1} max={600} />);
    const field = screen.getByRole('textbox', { name: 'Round length' });
    fireEvent.change(field, { target: { value: '12345678901234567890' } });
    fireEvent.blur(field);
    expect((field as HTMLInputElement).value).toBe('12345678901234567890');
  });
});
