// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@shared/contract';
import type { WhiteLabel } from '@shared/contract/white-labels';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { AssignUsersForm } from './assign-users-form';

const SITE = { _id: '5f00000000000000000000w1', name: 'QA Site' } as WhiteLabel;
const REFUSAL = 'No account has this user name.';
const assignUsers = vi.fn();
beforeEach(() => assignUsers.mockReset());
stubBridgeForEachTest(() => ({ whiteLabels: { assignUsers } }));

const field = () => screen.getByRole('textbox', { name: 'Agent and downline' });
const errorOf = (input: HTMLElement) => document.getElementById(`${input.id}-error`)?.textContent;

describe('putting an agent and its downline under a site', () => {
  it('says on the field that no account has the name typed, until the name is changed', async () => {
    assignUsers.mockResolvedValue(fail({ kind: 'exchange', status: 422, message: REFUSAL, fieldErrors: { rootUserName: REFUSAL } }));
    const user = userEvent.setup();
    renderAsAdmin(<AssignUsersForm site={SITE} />);
    await user.type(field(), ' nosuchagent ');
    await user.click(screen.getByRole('button', { name: 'Put under this site' }));
    await waitFor(() => expect(errorOf(field())).toBe(REFUSAL));
    expect(assignUsers.mock.calls[0]?.[0]).toEqual({ _id: SITE._id, rootUserName: 'nosuchagent' });
    expect(field().getAttribute('aria-invalid')).toBe('true');
    await user.type(field(), 'x');
    expect(errorOf(field())).toBeUndefined();
  });

  it('empties the field once the exchange has put the users under the site', async () => {
    assignUsers.mockResolvedValue(ok({ assigned: 101, rootUserName: 'ag050' }));
    const user = userEvent.setup();
    renderAsAdmin(<AssignUsersForm site={SITE} />);
    await user.type(field(), 'ag050{Enter}');
    await waitFor(() => expect((field() as HTMLInputElement).value).toBe(''));
    expect(assignUsers).toHaveBeenCalledTimes(1);
  });
});
