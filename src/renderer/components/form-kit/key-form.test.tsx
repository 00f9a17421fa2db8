// @vitest-environment happy-dom
import { NumberInput } from '@mantine/core';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { area, http } from '@shared/contract';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';
import { KeyForm, KeyFormSubmit, useKeyForm } from './index';

/** A desk's price, like the binary desk's: two rates in points, each from 1 to 1,000. */
const desks = area('desks', {
  price: http({
    http: { method: 'POST', path: '/price' },
    access: 'session',
    input: z.strictObject({ yesRate: z.number().min(1).max(1000), noRate: z.number().min(1).max(1000) }),
    output: z.object({}),
  }),
});

const sent = vi.fn();
const confirmed = vi.fn();
beforeEach(() => {
  sent.mockReset();
  confirmed.mockReset();
  (window as unknown as { exchange: unknown }).exchange = {
    desks: { price: async (input: unknown) => (sent(input), { ok: true, data: {}, message: 'Price confirmed.' }) },
  };
  stubMatchMedia();
});
afterEach(cleanup);

function PriceForm() {
  const kit = useKeyForm({ operation: desks.price, initialValues: { yesRate: 90, noRate: 110 }, labels: { yesRate: 'YES rate', noRate: 'NO rate' }, onSuccess: confirmed });
  return (
    <KeyForm kit={kit} label="Price">
      <NumberInput label="YES rate" {...kit.form.getInputProps('yesRate')} />
      <NumberInput label="NO rate" {...kit.form.getInputProps('noRate')} />
      <KeyFormSubmit op={desks.price} kit={kit}>
        Send price
      </KeyFormSubmit>
    </KeyForm>
  );
}

const send = () => screen.getByRole('button', { name: 'Send price' }) as HTMLButtonElement;

describe('a desk’s key form', () => {
  it('keeps Send off while a rate is wrong, says what is wrong on the field, and Enter sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PriceForm />, signedIn('trader', 'desk'));
    expect(send().disabled).toBe(true); // nothing edited yet
    const yes = screen.getByLabelText('YES rate');
    await user.clear(yes);
    await user.type(yes, '0');
    expect(send().disabled).toBe(true);
    expect(await screen.findByText(/^YES rate: at least 1/)).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(sent).not.toHaveBeenCalled();

    await user.clear(yes);
    await user.type(yes, '95');
    expect(send().disabled).toBe(false);
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(confirmed).toHaveBeenCalledOnce());
    expect(sent).toHaveBeenCalledWith({ yesRate: 95, noRate: 110 });
  });
});
