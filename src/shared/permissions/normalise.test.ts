import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS, type PermissionKey } from './catalogue';
import { normalisePermissions, withoutBareParents } from './normalise';

const on = (flags: Record<string, boolean>): PermissionKey[] =>
  PERMISSION_KEYS.filter((key) => flags[key]).sort() as PermissionKey[];
const sorted = (keys: PermissionKey[]) => [...keys].sort();

const EXCHANGE_CHILDREN: PermissionKey[] = ['addExchange', 'addSport', 'addTournament', 'addEvent', 'addMarket', 'addBetLimit', 'exchangeResults'];
const NAVIGATION_CHILDREN: PermissionKey[] = ['exchangeNavigation', 'sportPopular', 'sportNavigation', 'quickLinks', 'mostPopularBets', 'marketNavigation'];
const MARKET_MANAGEMENT_TREE: PermissionKey[] = [
  'marketManagement',
  'exchangeManagement', ...EXCHANGE_CHILDREN,
  'sportsBookManagement', 'sportsBookResults',
  'bookmakerManagement', 'bookmakerResults',
  'fancyManagement', 'fancyResults',
  'navigation', ...NAVIGATION_CHILDREN,
  'marketTraderManagement',
];

const cases: Array<{ name: string; input: Partial<Record<PermissionKey, boolean>>; expected: PermissionKey[] }> = [
  { name: 'no flag set turns every permission on', input: {}, expected: [...PERMISSION_KEYS] },
  { name: 'flags all explicitly off also turn everything on', input: { marketManagement: false, casinoMonitor: false }, expected: [...PERMISSION_KEYS] },
  { name: 'a flag without children is kept as it is', input: { casinoMonitor: true }, expected: ['casinoMonitor'] },
  { name: 'a parent with no child on gets all children on, recursively through nested groups', input: { marketManagement: true }, expected: MARKET_MANAGEMENT_TREE },
  {
    name: 'a parent with some child on keeps the other children off',
    input: { marketManagement: true, fancyManagement: true, fancyResults: true },
    expected: ['marketManagement', 'fancyManagement', 'fancyResults'],
  },
  {
    name: 'a nested parent with no child on gets its own children on while its siblings stay off',
    input: { marketManagement: true, exchangeManagement: true },
    expected: ['marketManagement', 'exchangeManagement', ...EXCHANGE_CHILDREN],
  },
  {
    name: 'a nested parent with one child on keeps its other children off',
    input: { marketManagement: true, exchangeManagement: true, addSport: true },
    expected: ['marketManagement', 'exchangeManagement', 'addSport'],
  },
  {
    name: 'two nested parents are normalised independently',
    input: { marketManagement: true, exchangeManagement: true, addMarket: true, navigation: true },
    expected: ['marketManagement', 'exchangeManagement', 'addMarket', 'navigation', ...NAVIGATION_CHILDREN],
  },
  {
    name: 'a leaf child of the top group counts as a child that is on',
    input: { marketManagement: true, marketTraderManagement: true },
    expected: ['marketManagement', 'marketTraderManagement'],
  },
  {
    name: 'a grandchild on does not count as a child of the top parent: its own parent is switched on with the other groups',
    input: { marketManagement: true, addSport: true },
    expected: [
      'marketManagement',
      'exchangeManagement', 'addSport',
      'sportsBookManagement', 'sportsBookResults',
      'bookmakerManagement', 'bookmakerResults',
      'fancyManagement', 'fancyResults',
      'navigation', ...NAVIGATION_CHILDREN,
      'marketTraderManagement',
    ],
  },
  {
    name: 'everything already on stays on',
    input: Object.fromEntries(PERMISSION_KEYS.map((key) => [key, true])),
    expected: [...PERMISSION_KEYS],
  },
  {
    name: 'children of a parent that is off are left as they are',
    input: { exchangeManagement: false, addSport: true, operationalLogs: true },
    expected: ['addSport', 'operationalLogs'],
  },
  {
    name: 'a parent that is off does not switch its children on',
    input: { marketManagement: false, operationalLogs: true },
    expected: ['operationalLogs'],
  },
  {
    name: 'every parent that is on counts, even one whose own parent is off (stored maps can hold that)',
    input: { marketManagement: false, exchangeManagement: true },
    expected: ['exchangeManagement', ...EXCHANGE_CHILDREN],
  },
];

describe('permission normalisation before save (spec §4)', () => {
  it.each(cases)('$name', ({ input, expected }) => {
    expect(on(normalisePermissions(input))).toEqual(sorted(expected));
  });

  it('answers a complete map with every key of the catalogue', () => {
    expect(Object.keys(normalisePermissions({ casinoMonitor: true })).sort()).toEqual([...PERMISSION_KEYS].sort());
  });

  it('does not change its input', () => {
    const input = { marketManagement: true };
    normalisePermissions(input);
    expect(input).toEqual({ marketManagement: true });
  });
});

describe('flags given in part (a manager gives only what they hold)', () => {
  it('drops a parent left with none of its children, innermost group first, and keeps a parent with one', () => {
    expect(withoutBareParents({ marketManagement: true })).toEqual({});
    expect(withoutBareParents({ marketManagement: true, exchangeManagement: true })).toEqual({});
    expect(withoutBareParents({ marketManagement: true, exchangeManagement: true, addSport: true, operationalLogs: true, navigation: false })).toEqual({
      marketManagement: true,
      exchangeManagement: true,
      addSport: true,
      operationalLogs: true,
    });
    // What is left is what normalisation keeps: nothing widens on the next save.
    const kept = withoutBareParents({ marketManagement: true, fancyManagement: true, fancyResults: true, exchangeManagement: true });
    const normalised = normalisePermissions(kept);
    expect(PERMISSION_KEYS.filter((key) => normalised[key])).toEqual(PERMISSION_KEYS.filter((key) => kept[key]));
  });
});
