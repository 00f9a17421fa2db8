// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@shared/contract';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';
import { MATCHED_BET as BET } from './user-bet-fixture';
import { VoidBetButton } from './void-bet-button';

const MISTAKE_DESK = { ...signedIn('trader', 'tina'), permissions: { mistakeDepartment: true as const } };
const keys: (string | undefined)[] = [];
let answers: (() => unknown)[] = [];

stubBridgeForEachTest(() => {
  keys.length = 0;
  return {
    results: {
      voidBets: async (_input: unknown, carriage?: { idempotencyKey?: string }) => (keys.push(carriage?.idempotencyKey), (answers.shift() ?? (() => ok({ voided: 1 })))()),
    },
  };
});

describe('the Void of one mistaken bet', () => {
  it('says a lost answer may be repeated safely, and the repeat carries the same key (the exchange answers it once)', async () => {
    answers = [() => fail({ kind: 'timeout', message: 'The exchange did not answer in time.' }), () => ok({ voided: 1 })];
    renderWithProviders(<VoidBetButton bet={BET} />, MISTAKE_DESK);
    await userEvent.click(screen.getByRole('button', { name: /^Void the bet on/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Void a mistaken bet' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Palpable error');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void bet' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('It may or may not have been done: press Void bet again to finish it. That is safe: the exchange does it once, never twice.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void bet' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });
});
