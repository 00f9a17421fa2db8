// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { MenuItemsList } from './menu-items-list';

const LONG = { _id: 'm1', label: 'Responsible Gambling', target: 'https://example.org/responsible-gambling-help-and-support-centre', placement: 'header' as const };

beforeEach(stubMatchMedia);
afterEach(cleanup);

describe('the list of site menu items', () => {
  it('keeps a long target inside its card: it breaks anywhere, and the button reads Remove', () => {
    renderAsAdmin(<MenuItemsList items={[LONG]} onRemove={() => undefined} />);
    const target = screen.getByText(LONG.target);
    expect(target.style.overflowWrap).toBe('anywhere');
    expect(screen.getByText(LONG.label).style.overflowWrap).toBe('anywhere');
    const row = target.closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByRole('button').textContent).toBe('Remove');
  });

  it('names the item on its Remove button and hands that item over', async () => {
    const onRemove = vi.fn();
    renderAsAdmin(<MenuItemsList items={[LONG, { _id: 'm2', label: 'Casino', target: '/casino', placement: 'footer' }]} onRemove={onRemove} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Casino' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ _id: 'm2' }));
    expect(screen.getByRole('button', { name: 'Remove Responsible Gambling' })).toBeTruthy();
    expect(screen.getByText('Footer')).toBeTruthy();
  });
});
