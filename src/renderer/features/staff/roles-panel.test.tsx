// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffRoleInfo } from '@shared/contract/staff';
import { toFlags } from '@shared/permissions';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';
import { RolesPanel } from './roles-panel';

const role = (code: string, label: string): StaffRoleInfo => ({
  role: code,
  label,
  description: `${label} work.`,
  permission: toFlags({ operationalLogs: true }),
  accounts: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const AGENT = role('AGENT', 'Agent');
const ADMIN = role('ADMIN', 'Admin');

beforeEach(stubMatchMedia);
afterEach(cleanup);

const renderAs = (sessionRole: string) => {
  const onEdit = vi.fn();
  renderWithProviders(<RolesPanel roles={[AGENT, ADMIN]} onEdit={onEdit} />, signedIn(sessionRole, sessionRole));
  return { onEdit, user: userEvent.setup() };
};

describe('the roles’ Edit Defaults', () => {
  it('is off on the Admin role for a non-admin: reached by Tab, saying why, opening nothing (QA T26)', async () => {
    const { onEdit, user } = renderAs('manager');
    screen.getByRole('button', { name: 'Edit Defaults Agent' }).focus();
    await user.tab();
    const admin = screen.getByRole('button', { name: 'Edit Defaults Admin' });
    expect(document.activeElement).toBe(admin);
    expect(admin.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(admin.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Only an admin changes the Admin role');
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Only an admin changes the Admin role');
    await user.keyboard('{Enter}');
    await user.click(admin);
    expect(onEdit).not.toHaveBeenCalled();
    // Another role opens as before.
    await user.click(screen.getByRole('button', { name: 'Edit Defaults Agent' }));
    expect(onEdit).toHaveBeenCalledWith(AGENT);
  });

  it('opens every role, the Admin role too, for an admin', async () => {
    const { onEdit, user } = renderAs('admin');
    const admin = screen.getByRole('button', { name: 'Edit Defaults Admin' });
    expect(admin.getAttribute('aria-disabled')).toBeNull();
    await user.click(admin);
    expect(onEdit).toHaveBeenCalledWith(ADMIN);
  });
});
