// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '@shared/contract';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { PlayerReport } from './player-report';

const playerReport = vi.fn();
beforeEach(() => {
  playerReport.mockReset().mockResolvedValue(fail({ kind: 'exchange', status: 422, message: 'No such user.', fieldErrors: { userName: 'No such user.' } }));
});
stubBridgeForEachTest(() => ({ siteReports: { playerReport } }));

const name = () => screen.getByRole('textbox', { name: 'Player user name' });
const errorOf = (input: HTMLElement) => document.getElementById(`${input.id}-error`)?.textContent;

describe('the player report', () => {
  it('says on the user name field that there is no such user, until the name is changed', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<PlayerReport />);
    await user.type(name(), 'ghost{Enter}');
    await waitFor(() => expect(errorOf(name())).toBe('No such user.'));
    expect(playerReport.mock.calls[0]?.[0]).toEqual({ userName: 'ghost' });
    await user.type(name(), '1');
    expect(errorOf(name())).toBeUndefined();
  });
});
