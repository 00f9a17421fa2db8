import { ActionIcon, Badge, Box, Button, Checkbox, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import type { CatalogueLevel } from '@shared/catalogue/import-plan';
import { provider, type ImportResult, type ProviderNodeView } from '@shared/contract/provider';
import { useCanCall } from '@renderer/app/data/can-call';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { CanCall } from '@renderer/components/can-call';
import { StatusAlert } from '@renderer/components/status-alert';

type Picked = ReadonlyMap<string, { level: CatalogueLevel; externalId: string }>;
const keyOf = (node: Pick<ProviderNodeView, 'level' | 'externalId'>) => `${node.level}:${node.externalId}`;
const LEVEL_WORD: Record<CatalogueLevel, [string, string]> = {
  sport: ['sport', 'sports'],
  competition: ['tournament', 'tournaments'],
  event: ['event', 'events'],
  market: ['market', 'markets'],
};
const describe = (counts: ImportResult['created']) =>
  (Object.keys(counts) as CatalogueLevel[])
    .filter((level) => counts[level] > 0)
    .map((level) => `${counts[level]} ${LEVEL_WORD[level][counts[level] === 1 ? 0 : 1]}`)
    .join(', ') || 'nothing';

/**
 * The provider's navigation list as a tree, loaded a level at a time. What the catalogue already holds
 * is marked; a picked node is imported with its ancestors and everything under it, never twice.
 */
export function ImportTab() {
  const [picked, setPicked] = useState<Picked>(new Map());
  const [result, setResult] = useState<ImportResult | null>(null);
  const importMutation = useOperationMutation(provider.import);
  const toggle = (node: ProviderNodeView, on: boolean) =>
    setPicked((current) => {
      const next = new Map(current);
      if (on) next.set(keyOf(node), { level: node.level, externalId: node.externalId });
      else next.delete(keyOf(node));
      return next;
    });
  const run = () =>
    importMutation.mutate(
      { items: [...picked.values()] },
      {
        onSuccess: ({ data }) => {
          setResult(data);
          setPicked(new Map());
        },
      },
    );
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          The betting-data provider’s navigation list. Pick sports, tournaments, events or markets: each comes with what it belongs to and everything under it.
        </Text>
        <CanCall op={provider.import}>
          <Button onClick={run} disabled={picked.size === 0 || importMutation.isPending}>
            Import selected ({picked.size})
          </Button>
        </CanCall>
      </Group>
      {result && (
        <StatusAlert color="green" title="Import finished" withCloseButton onClose={() => setResult(null)}>
          Created {describe(result.created)}. Already in the catalogue: {describe(result.existing)}.
          {Object.values(result.linked).some((n) => n > 0) ? ` Matched by name to records made by hand: ${describe(result.linked)}.` : ''}
        </StatusAlert>
      )}
      <Paper withBorder p="xs" role="tree" aria-label="Provider catalogue">
        <ProviderChildren level="sport" parent={undefined} depth={0} picked={picked} onToggle={toggle} />
      </Paper>
    </Stack>
  );
}

function ProviderChildren(props: { level: CatalogueLevel; parent: string | undefined; depth: number; picked: Picked; onToggle(node: ProviderNodeView, on: boolean): void }) {
  const input = props.parent ? { level: props.level, parentExternalId: props.parent } : { level: 'sport' as const };
  const nodes = useOperation(provider.navigation, input, { keepPreviousData: true, spinner: false });
  if (nodes.isPending) return <Loader role="status" size="xs" m="xs" aria-label="Loading provider list" />;
  return (
    <Box role="group">
      {nodes.data?.map((node) => (
        <ProviderNode key={keyOf(node)} node={node} depth={props.depth} picked={props.picked} onToggle={props.onToggle} />
      ))}
    </Box>
  );
}

function ProviderNode({ node, depth, picked, onToggle }: { node: ProviderNodeView; depth: number; picked: Picked; onToggle(node: ProviderNodeView, on: boolean): void }) {
  const [open, setOpen] = useState(false);
  const canImport = useCanCall(provider.import);
  const hasChildren = node.childCount > 0;
  return (
    <Box role="treeitem" aria-expanded={hasChildren ? open : undefined} aria-label={node.name} pl={depth * 22}>
      <Group gap={6} wrap="nowrap" py={2}>
        <ActionIcon variant="subtle" size="sm" aria-label={`${open ? 'Collapse' : 'Expand'} ${node.name}`} disabled={!hasChildren} onClick={() => setOpen((o) => !o)}>
          {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
        </ActionIcon>
        <Checkbox
          size="xs"
          aria-label={`Pick ${node.name}`}
          checked={picked.has(keyOf(node))}
          disabled={!canImport}
          onChange={(e) => onToggle(node, e.currentTarget.checked)}
        />
        <Text size="sm">{node.name}</Text>
        {node.detail && (
          <Text size="xs" c="dimmed">
            {node.detail}
          </Text>
        )}
        {hasChildren && (
          <Badge size="xs" variant="light" color="gray">
            {node.childCount}
          </Badge>
        )}
        {node.existingId && (
          <Badge size="xs" color="teal" variant="light">
            In catalogue
          </Badge>
        )}
      </Group>
      {open && hasChildren && <ProviderChildren level={node.level} parent={node.externalId} depth={depth + 1} picked={picked} onToggle={onToggle} />}
    </Box>
  );
}
