import { describe, expect, it } from 'vitest';
import { nodeKey, planImport, summarisePlan, type CatalogueLevel, type ExistingIndex, type ProviderLookup, type ProviderNode } from './import-plan';

/** A provider node as the test writes it: under its parent, whose external id it takes. */
type Written = Omit<ProviderNode, 'parentExternalId'> & { children: Written[] };
const node = (level: CatalogueLevel, externalId: string, name: string, children: Written[] = []): Written => ({ level, externalId, name, children });
/** The provider's nodes, each parent before its children. */
const flatten = (nodes: Written[], parentExternalId: string | null = null): ProviderNode[] =>
  nodes.flatMap(({ children, ...written }) => [{ ...written, parentExternalId }, ...flatten(children, written.externalId)]);

const tree = flatten([
  node('sport', '4', 'Cricket', [
    node('competition', 'c1', 'IPL', [
      node('event', 'e1', 'CSK v MI', [node('market', 'm1', 'Match Odds'), node('market', 'm2', 'Bookmaker')]),
      node('event', 'e2', 'RCB v KKR', [node('market', 'm3', 'Match Odds')]),
    ]),
  ]),
]);

const provider: ProviderLookup = {
  node: (level, externalId) => tree.find((n) => n.level === level && n.externalId === externalId),
  children: (node) => tree.filter((n) => n.parentExternalId === node.externalId && n.level !== node.level && n.level !== 'sport'),
};

/** A catalogue in memory that applies a plan the way the demo exchange does. */
const catalogue = () => {
  const rows: Array<{ id: string; level: CatalogueLevel; parentId: string | null; name: string; externalId: string | null }> = [];
  const index: ExistingIndex = {
    byExternalId: (level, externalId) => rows.find((r) => r.level === level && r.externalId === externalId)?.id,
    byName: (level, parentId, name) => rows.find((r) => r.level === level && r.parentId === parentId && r.name.toLowerCase() === name.toLowerCase())?.id,
  };
  const apply = (plan: ReturnType<typeof planImport>) => {
    const ids = new Map<string, string>();
    for (const action of plan.actions) {
      if (action.kind === 'create') {
        const parentId = action.parent === null ? null : 'existingId' in action.parent ? action.parent.existingId : (ids.get(action.parent.plannedKey) ?? 'missing');
        const id = `id${rows.length + 1}`;
        rows.push({ id, level: action.node.level, parentId, name: action.node.name, externalId: action.node.externalId });
        ids.set(action.key, id);
      } else if (action.kind === 'link') {
        const row = rows.find((r) => r.id === action.existingId);
        if (row) row.externalId = action.node.externalId;
      }
    }
  };
  return { rows, index, apply };
};

describe('importing from the provider catalogue', () => {
  it('imports a picked event with its ancestors and all its markets, parents first', () => {
    const c = catalogue();
    const plan = planImport([{ level: 'event', externalId: 'e1' }], provider, c.index);
    expect(plan.actions.map((a) => `${a.kind} ${a.key}`)).toEqual([
      'create sport:4',
      'create competition:c1',
      'create event:e1',
      'create market:m1',
      'create market:m2',
    ]);
    c.apply(plan);
    expect(c.rows.find((r) => r.externalId === 'm1')?.parentId).toBe(c.rows.find((r) => r.externalId === 'e1')?.id);
  });

  it('creates nothing the second time the same pick is imported', () => {
    const c = catalogue();
    c.apply(planImport([{ level: 'event', externalId: 'e1' }], provider, c.index));
    const again = planImport([{ level: 'event', externalId: 'e1' }], provider, c.index);
    expect(again.actions.every((a) => a.kind === 'exists')).toBe(true);
    c.apply(again);
    expect(c.rows).toHaveLength(5);
  });

  it('takes each node once when picks overlap (a sport and one of its markets)', () => {
    const c = catalogue();
    const plan = planImport(
      [
        { level: 'market', externalId: 'm3' },
        { level: 'sport', externalId: '4' },
        { level: 'market', externalId: 'm3' },
      ],
      provider,
      c.index,
    );
    expect(plan.actions).toHaveLength(tree.length);
    expect(new Set(plan.actions.map((a) => a.key)).size).toBe(tree.length);
    expect(summarisePlan(plan).created).toEqual({ sport: 1, competition: 1, event: 2, market: 3 });
  });

  it('adopts a record made by hand with the same name under the same parent instead of duplicating it', () => {
    const c = catalogue();
    c.rows.push({ id: 'mine', level: 'sport', parentId: null, name: 'cricket', externalId: null });
    const plan = planImport([{ level: 'competition', externalId: 'c1' }], provider, c.index);
    expect(plan.actions[0]).toMatchObject({ kind: 'link', key: nodeKey('sport', '4'), existingId: 'mine' });
    expect(plan.actions[1]).toMatchObject({ kind: 'create', key: 'competition:c1', parent: { existingId: 'mine' } });
    c.apply(plan);
    expect(c.rows.filter((r) => r.level === 'sport')).toHaveLength(1);
    expect(c.rows[0]?.externalId).toBe('4');
  });

  it('does not match by name under a different parent', () => {
    const c = catalogue();
    c.rows.push({ id: 's', level: 'sport', parentId: null, name: 'Cricket', externalId: '4' });
    c.rows.push({ id: 'other', level: 'sport', parentId: null, name: 'Football', externalId: '1' });
    c.rows.push({ id: 'x', level: 'competition', parentId: 'other', name: 'IPL', externalId: null });
    const plan = planImport([{ level: 'competition', externalId: 'c1' }], provider, c.index);
    expect(plan.actions.find((a) => a.key === 'competition:c1')?.kind).toBe('create');
  });

  it('reports picks the provider does not know, and still imports the rest', () => {
    const c = catalogue();
    const plan = planImport([{ level: 'event', externalId: 'nope' }, { level: 'market', externalId: 'm3' }], provider, c.index);
    expect(plan.unknown).toEqual([{ level: 'event', externalId: 'nope' }]);
    expect(plan.actions.map((a) => a.key)).toEqual(['sport:4', 'competition:c1', 'event:e2', 'market:m3']);
  });
});
