// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';
import { ExpiryWarning } from './expiry-warning';

afterEach(cleanup);

const endingIn = (ms: number) => ({ ...signedIn('admin', 'admin'), expiresAt: Date.now() + ms });

describe('ExpiryWarning', () => {
  it('alerts that the session ends, without announcing each second of the countdown', () => {
    renderWithProviders(<ExpiryWarning />, endingIn(4 * 60_000 + 30_000));
    const warning = screen.getByRole('alert');
    expect(warning.textContent).toMatch(/^Your session ends in 4:\d\d/);
    const countdown = screen.getByText(/^4:\d\d$/);
    expect(countdown.getAttribute('aria-live')).toBe('off');
  });

  it('says nothing while the session has more than five minutes left', () => {
    renderWithProviders(<ExpiryWarning />, endingIn(10 * 60_000));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
