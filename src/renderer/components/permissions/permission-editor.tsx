import { Fieldset, SimpleGrid, Stack, Switch } from '@mantine/core';
import { normalisePermissions, PERMISSION_HIERARCHY, type PermissionFlags, type PermissionKey, type PermissionNode } from '@shared/permissions';
import { StatusAlert } from '@renderer/components/status-alert';
import { PERMISSION_GROUPS } from './permission-groups';
import { permissionLabel } from '@shared/permissions/labels';
import { addedUnder, descendants, groupWarning, saveDifference, type SavedFlags } from './permission-preview';

interface EditorProps {
  readonly value: PermissionFlags;
  onChange(next: PermissionFlags): void;
  /** Whether the signed-in user holds a permission: one they do not hold they cannot grant (the exchange refuses it). */
  held?(key: PermissionKey): boolean;
  /** What Save sends for a map: switching a group on shows what it will grant, and a group on with nothing under it says what saving adds. */
  saved?: SavedFlags;
}

/**
 * Switching a parent off switches its hidden group off too: what the modal hides is what it revokes, so
 * the saved map never carries flags the admin cannot see. Switching a parent on switches on, visibly, the
 * parts that saving would grant with it (spec §4: a parent on with no child on gets all its children),
 * as `saved` gives them: so within what the user may grant.
 */
export const withSwitch = (
  value: PermissionFlags,
  key: PermissionKey,
  on: boolean,
  node?: PermissionNode,
  saved: SavedFlags = normalisePermissions,
): PermissionFlags => {
  const next = { ...value, [key]: on };
  if (!node || node.children.length === 0) return next;
  const granted = on ? saved(next) : undefined;
  for (const child of descendants(node)) next[child] = granted?.[child] === true;
  return next;
};

function PermissionSwitch({ permission, node, value, onChange, held, saved }: EditorProps & { permission: PermissionKey; node?: PermissionNode }) {
  return (
    <Switch
      label={permissionLabel(permission)}
      checked={value[permission]}
      // Off and not held: it cannot be granted. (Switching one off is always offered.)
      disabled={!value[permission] && held !== undefined && !held(permission)}
      onChange={(event) => onChange(withSwitch(value, permission, event.currentTarget.checked, node, saved))}
    />
  );
}

/**
 * Spec §4: a parent's child group is shown only while the parent is on. Under a group that saving will
 * fill (on, none of its parts on: the last one switched off, or so loaded), a warning names what it adds.
 */
function PermissionBranch({ node, added, ...props }: EditorProps & { node: PermissionNode; added: readonly PermissionKey[] }) {
  const label = permissionLabel(node.key);
  const addedHere = addedUnder(node, added, props.value);
  return (
    <Stack gap={6}>
      <PermissionSwitch permission={node.key} node={node} {...props} />
      {node.children.length > 0 && props.value[node.key] && (
        <Stack gap={6} pl="lg" role="group" aria-label={`${label} permissions`} style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
          {node.children.map((child) => (
            <PermissionBranch key={child.key} node={child} added={added} {...props} />
          ))}
          {addedHere.length > 0 && (
            <StatusAlert color="yellow" variant="light" p="xs">
              {groupWarning(node.key, addedHere)}
            </StatusAlert>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The switches of both permission modals: the spec's hierarchy first, then the other flags in groups.
 * Controlled and pure: the modal owns the map and normalises it before saving.
 */
export function PermissionEditor(props: EditorProps) {
  const { value, saved } = props;
  const added = saved ? saveDifference(value, saved(value)).added : [];
  return (
    <Stack gap="md">
      <Fieldset legend="Market Management area" variant="filled">
        <Stack gap={6}>
          {PERMISSION_HIERARCHY.map((node) => (
            <PermissionBranch key={node.key} node={node} added={added} {...props} />
          ))}
        </Stack>
      </Fieldset>
      {PERMISSION_GROUPS.map((group) => (
        <Fieldset key={group.title} legend={group.title} variant="filled">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs" verticalSpacing={6}>
            {group.keys.map((key) => (
              <PermissionSwitch key={key} permission={key} {...props} />
            ))}
          </SimpleGrid>
        </Fieldset>
      ))}
    </Stack>
  );
}
