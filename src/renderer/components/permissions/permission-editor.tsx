import { Fieldset, SimpleGrid, Stack, Switch } from '@mantine/core';
import { PERMISSION_HIERARCHY, type PermissionFlags, type PermissionKey, type PermissionNode } from '@shared/permissions';
import { PERMISSION_GROUPS } from './permission-groups';
import { permissionLabel } from './permission-labels';

interface EditorProps {
  readonly value: PermissionFlags;
  onChange(next: PermissionFlags): void;
  /** Whether the signed-in user holds a permission: one they do not hold they cannot grant (the exchange refuses it). */
  held?(key: PermissionKey): boolean;
}

const descendants = (node: PermissionNode): PermissionKey[] => node.children.flatMap((child) => [child.key, ...descendants(child)]);

/**
 * Switching a parent off switches its hidden group off too: what the modal hides is what it revokes, so
 * the saved map never carries flags the admin cannot see. (Switching it back on shows the group all off;
 * saving it so grants every child, spec §4.)
 */
export const withSwitch = (value: PermissionFlags, key: PermissionKey, on: boolean, node?: PermissionNode): PermissionFlags => {
  const next = { ...value, [key]: on };
  if (!on && node) for (const child of descendants(node)) next[child] = false;
  return next;
};

function PermissionSwitch({ permission, node, value, onChange, held }: EditorProps & { permission: PermissionKey; node?: PermissionNode }) {
  return (
    <Switch
      label={permissionLabel(permission)}
      checked={value[permission]}
      // Off and not held: it cannot be granted. (Switching one off is always offered.)
      disabled={!value[permission] && held !== undefined && !held(permission)}
      onChange={(event) => onChange(withSwitch(value, permission, event.currentTarget.checked, node))}
    />
  );
}

/** Spec §4: a parent's child group is shown only while the parent is on. */
function PermissionBranch({ node, value, onChange, held }: EditorProps & { node: PermissionNode }) {
  const label = permissionLabel(node.key);
  return (
    <Stack gap={6}>
      <PermissionSwitch permission={node.key} node={node} value={value} onChange={onChange} held={held} />
      {node.children.length > 0 && value[node.key] && (
        <Stack gap={6} pl="lg" role="group" aria-label={`${label} permissions`} style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
          {node.children.map((child) => (
            <PermissionBranch key={child.key} node={child} value={value} onChange={onChange} held={held} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The switches of both permission modals: the spec's hierarchy first, then the other flags in groups.
 * Controlled and pure: the modal owns the map and normalises it before saving.
 */
export function PermissionEditor({ value, onChange, held }: EditorProps) {
  return (
    <Stack gap="md">
      <Fieldset legend="Market Management area" variant="filled">
        <Stack gap={6}>
          {PERMISSION_HIERARCHY.map((node) => (
            <PermissionBranch key={node.key} node={node} value={value} onChange={onChange} held={held} />
          ))}
        </Stack>
      </Fieldset>
      {PERMISSION_GROUPS.map((group) => (
        <Fieldset key={group.title} legend={group.title} variant="filled">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs" verticalSpacing={6}>
            {group.keys.map((key) => (
              <PermissionSwitch key={key} permission={key} value={value} onChange={onChange} held={held} />
            ))}
          </SimpleGrid>
        </Fieldset>
      ))}
    </Stack>
  );
}
