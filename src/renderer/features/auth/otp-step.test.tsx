// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail } from '@shared/contract';
import { FALLBACK_ERROR_MESSAGE } from '@shared/errors/extract-message';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { OtpStep } from './otp-step';

const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';
let verifyOtp: (input: { code: string }) => Promise<unknown>;
stubBridgeForEachTest(() => ({ session: { verifyOtp: (input: { code: string }) => verifyOtp(input), cancelOtp: async () => undefined } }));

const renderStep = () =>
  render(
    <MantineProvider>
      <OtpStep challenge={{ status: 'otpRequired', userName: 'admin', expiresAt: Date.now() + 300_000 }} onLoggedIn={vi.fn()} onBack={vi.fn()} />
    </MantineProvider>,
  );

/** The code field holds the keyboard again, its whole code selected, so the next code is typed over it. */
const expectCodeSelected = (field: HTMLInputElement) => {
  expect(document.activeElement).toBe(field);
  expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
};

describe('the authentication code step', () => {
  it('gives the keyboard back to the code field, its code selected, after a wrong code sent with a click on Verify', async () => {
    verifyOtp = async () => fail({ kind: 'invalid-input', message: 'Check the code.', fieldErrors: { code: WRONG_CODE } });
    renderStep();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Authentication code' });
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(WRONG_CODE);
    expectCodeSelected(field);
    await userEvent.keyboard('654321');
    expect(field.value).toBe('654321');
  });

  it('does the same after a code sent with Enter, and when the check itself failed', async () => {
    verifyOtp = () => Promise.reject(new Error('The bridge is gone.'));
    renderStep();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Authentication code' });
    await userEvent.type(field, '123456{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(FALLBACK_ERROR_MESSAGE);
    expectCodeSelected(field);
  });
});
