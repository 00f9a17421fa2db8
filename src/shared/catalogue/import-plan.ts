/**
 * Import from the betting-data provider without duplicates. Pure: the demo exchange feeds it the
 * provider's tree and an index of what the catalogue already holds, then carries out the actions in order.
 */
export const CATALOGUE_LEVELS = ['sport', 'competition', 'event', 'market'] as const;
export type CatalogueLevel = (typeof CATALOGUE_LEVELS)[number];

export interface ProviderNode {
  readonly level: CatalogueLevel;
  readonly externalId: string;
  /** null for a sport. */
  readonly parentExternalId: string | null;
  readonly name: string;
}

export interface ProviderLookup {
  node(level: CatalogueLevel, externalId: string): ProviderNode | undefined;
  children(node: ProviderNode): readonly ProviderNode[];
}

export interface ExistingIndex {
  /** The catalogue's id of the record imported earlier with this external id. */
  byExternalId(level: CatalogueLevel, externalId: string): string | undefined;
  /** A record of the same name (case-insensitive) under the same parent, created by hand. */
  byName(level: CatalogueLevel, parentId: string | null, name: string): string | undefined;
}

/** The parent a new record goes under: already in the catalogue, or created earlier in the same plan. */
export type ParentRef = { readonly existingId: string } | { readonly plannedKey: string } | null;

export type ImportAction =
  | { readonly kind: 'create'; readonly key: string; readonly node: ProviderNode; readonly parent: ParentRef }
  /** Same name under the same parent, made by hand: adopt it (store the external id) rather than duplicate it. */
  | { readonly kind: 'link'; readonly key: string; readonly node: ProviderNode; readonly existingId: string }
  | { readonly kind: 'exists'; readonly key: string; readonly node: ProviderNode; readonly existingId: string };

export interface ImportRequestItem {
  readonly level: CatalogueLevel;
  readonly externalId: string;
}

export interface ImportPlan {
  /** Parents before children; each provider node at most once. */
  readonly actions: readonly ImportAction[];
  readonly unknown: readonly ImportRequestItem[];
}

const PARENT_LEVEL: Record<CatalogueLevel, CatalogueLevel | null> = { sport: null, competition: 'sport', event: 'competition', market: 'event' };

export const nodeKey = (level: CatalogueLevel, externalId: string): string => `${level}:${externalId}`;

/**
 * A picked node brings its ancestors (so it has somewhere to live) and all its descendants (picking a
 * sport imports the sport). Every node is matched against the catalogue by external id first, then by
 * name under the same parent; only what matches nothing is created. Picking overlapping nodes, or
 * importing the same pick twice, creates nothing twice.
 */
export const planImport = (requested: readonly ImportRequestItem[], provider: ProviderLookup, existing: ExistingIndex): ImportPlan => {
  const picked = new Map<string, ProviderNode>();
  const unknown: ImportRequestItem[] = [];
  const addDescendants = (node: ProviderNode) => {
    picked.set(nodeKey(node.level, node.externalId), node);
    for (const child of provider.children(node)) addDescendants(child);
  };
  for (const item of requested) {
    const node = provider.node(item.level, item.externalId);
    if (!node) {
      unknown.push(item);
      continue;
    }
    let ancestor: ProviderNode | undefined = node;
    while (ancestor?.parentExternalId) {
      const parentLevel: CatalogueLevel | null = PARENT_LEVEL[ancestor.level];
      ancestor = parentLevel ? provider.node(parentLevel, ancestor.parentExternalId) : undefined;
      if (ancestor) picked.set(nodeKey(ancestor.level, ancestor.externalId), ancestor);
    }
    addDescendants(node);
  }

  const resolved = new Map<string, ParentRef>();
  const actions: ImportAction[] = [];
  for (const level of CATALOGUE_LEVELS) {
    for (const [key, node] of picked) {
      if (node.level !== level) continue;
      const parentLevel = PARENT_LEVEL[level];
      const parent: ParentRef = parentLevel && node.parentExternalId ? (resolved.get(nodeKey(parentLevel, node.parentExternalId)) ?? null) : null;
      const known = existing.byExternalId(level, node.externalId);
      if (known) {
        actions.push({ kind: 'exists', key, node, existingId: known });
        resolved.set(key, { existingId: known });
        continue;
      }
      const parentId = parent && 'existingId' in parent ? parent.existingId : null;
      const sameName = parentLevel === null || parentId ? existing.byName(level, parentId, node.name) : undefined;
      if (sameName) {
        actions.push({ kind: 'link', key, node, existingId: sameName });
        resolved.set(key, { existingId: sameName });
        continue;
      }
      actions.push({ kind: 'create', key, node, parent });
      resolved.set(key, { plannedKey: key });
    }
  }
  return { actions, unknown };
};

export type ImportCounts = Record<CatalogueLevel, number>;

export const emptyImportCounts = (): ImportCounts => ({ sport: 0, competition: 0, event: 0, market: 0 });

/** What the plan will do, per level: created, linked to a record made by hand, and already there. */
export const summarisePlan = (plan: ImportPlan): { created: ImportCounts; linked: ImportCounts; existing: ImportCounts } => {
  const summary = { created: emptyImportCounts(), linked: emptyImportCounts(), existing: emptyImportCounts() };
  for (const action of plan.actions) {
    const bucket = action.kind === 'create' ? summary.created : action.kind === 'link' ? summary.linked : summary.existing;
    bucket[action.node.level] += 1;
  }
  return summary;
};
