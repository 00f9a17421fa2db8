// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { Lookups } from './lookups';

const verifyAccessCode = vi.fn();
beforeEach(() => {
  stubMatchMedia();
  verifyAccessCode.mockReset().mockResolvedValue(ok({ valid: false, message: 'No market has the access code ZZZZZZZZ.', market: null }));
  (window as unknown as { exchange: unknown }).exchange = {
    siteReports: { count: async ({ of }: { of: string }) => ok({ of, count: 1 }) },
    authExtras: { verifyAccessCode },
    geolocation: { lookup: vi.fn() },
  };
});
afterEach(cleanup);

const code = () => screen.getByRole('textbox', { name: 'Market access code' });
const check = () => screen.getByRole('button', { name: 'Check code' }) as HTMLButtonElement;

describe('the market access code check', () => {
  it('says on the field, as it is typed, that a code is 8 letters and digits, and sends nothing until it is', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<Lookups />);
    await user.type(code(), 'zz');
    expect(document.getElementById(`${code().id}-error`)?.textContent).toBe('Access code: 8 letters and digits.');
    expect(check().disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(verifyAccessCode).not.toHaveBeenCalled();

    await user.type(code(), 'zzzzzz{Enter}');
    expect(document.getElementById(`${code().id}-error`)).toBeNull();
    expect((await screen.findByRole('status')).textContent).toBe('No market has the access code ZZZZZZZZ.');
    expect(verifyAccessCode.mock.calls[0]?.[0]).toEqual({ accessCode: 'zzzzzzzz' });
  });
});
