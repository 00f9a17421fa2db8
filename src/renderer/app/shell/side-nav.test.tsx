// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderInRouter } from '@renderer/testing/render-in-router';
import { signedIn } from '@renderer/testing/render-with-providers';
import { SideNav } from './side-nav';

stubBridgeForEachTest(() => ({}));

const SESSION = { ...signedIn('trader', 'trader1'), permissions: { resolveQuery: true, marketManagement: true, fancyManagement: true } as const };
/** The areas this user holds, and where each link goes: named the same whether the navigation is collapsed or not. */
const AREAS = { Dashboard: '/dashboard', 'Market Management': '/dashboard/market-management', Risk: '/dashboard/risk' };

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the side navigation', () => {
  it.each([
    ['drawn whole', false],
    ['collapsed to its icons', true],
  ])('names each area’s link by its label alone, %s', (_drawn, collapsed) => {
    renderInRouter(<SideNav collapsed={collapsed} />, SESSION);
    for (const [name, href] of Object.entries(AREAS)) expect(hrefOf(name)).toBe(href);
    expect(screen.queryAllByRole('link', { name: /^Go to/ })).toEqual([]);
  });

  it('names a page under an area by its label', () => {
    renderInRouter(<SideNav collapsed={false} />, SESSION);
    expect(hrefOf('Fancy Management')).toBe('/dashboard/fancy');
  });
});
