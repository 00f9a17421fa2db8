import { ScrollArea, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ADMIN_ROLE } from '@shared/contract/roles';
import type { SessionState } from '@shared/contract/session';
import { toFlags, withoutBareParents, type PermissionFlags, type PermissionKey } from '@shared/permissions';
import { useSession } from '@renderer/app/session/use-session';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { FormActions, useGuardedClose } from '@renderer/components/form-kit';
import { StatusAlert } from '@renderer/components/status-alert';
import { PermissionEditor } from './permission-editor';
import { describeDifference, NO_DIFFERENCE, saveDifference, type SavedFlags, type SaveSummary } from './permission-preview';

const granted = (flags: PermissionFlags): string =>
  Object.entries(flags)
    .filter(([, on]) => on)
    .map(([key]) => key)
    .sort()
    .join();

/**
 * Of a normalised map, what a user may give: only the flags they hold (normalising may switch on parts of a
 * group, or everything, that they may not give). A group left with none of its parts goes too, or the
 * exchange's own normalising would give all of them again.
 */
export const grantableOf = (normal: PermissionFlags, holds: (key: PermissionKey) => boolean): PermissionFlags =>
  toFlags(withoutBareParents(Object.fromEntries(Object.entries(normal).filter(([key, on]) => on && holds(key as PermissionKey)))));

/** What the signed-in user holds, and so may grant: an admin everything. */
export const heldBy =
  (session: SessionState | undefined) =>
  (key: PermissionKey): boolean =>
    session?.status === 'loggedIn' && (session.user.role.toLowerCase() === ADMIN_ROLE || session.permissions[key] === true);

function SaveSummaryLines({ summary }: { summary: SaveSummary }) {
  return summary.lines.map((line) => (
    <Text key={line} size="sm">
      {line}
    </Text>
  ));
}

/**
 * A permission map being edited in a modal: what it is for, the editor, then Cancel and Save.
 * The flags start from `initial` (key the component per opening to start afresh); Save hands them over.
 * With `saved` (the very function the modal saves with), what Save would send beyond the switches
 * (spec §4's normalisation: "nothing set, everything on", a group's parts) is said above Save, and Save
 * asks before sending it: what the user sees is what Save grants.
 * In a FormModal, closing with switches changed asks first, as any form does.
 */
export function PermissionEditorForm({
  intro,
  initial,
  saved,
  saving,
  onSave,
  onCancel,
}: {
  intro: ReactNode;
  initial: PermissionFlags;
  saved?: SavedFlags;
  saving: boolean;
  onSave(flags: PermissionFlags): void;
  onCancel(): void;
}) {
  const [flags, setFlags] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const holds = heldBy(useSession());
  // What the account already had may be switched back on: switching one off must not lock it (nor drop the focus).
  const held = (key: PermissionKey) => holds(key) || initial[key] === true;
  const cancel = useGuardedClose(() => granted(flags) !== granted(initial), onCancel);
  const difference = describeDifference(saved ? saveDifference(flags, saved(flags)) : NO_DIFFERENCE);
  const save = () => {
    setConfirming(false);
    onSave(flags);
  };
  return (
    <Stack gap="md">
      {/* A long name with no spaces wraps rather than running past the dialog's edge. */}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {intro} A permission you do not hold yourself cannot be switched on.
      </Text>
      {/* The switches scroll; what saving adds, Save and Cancel stay in view. */}
      <ScrollArea.Autosize mah="calc(100dvh - 18rem)" type="auto" offsetScrollbars>
        <PermissionEditor value={flags} onChange={setFlags} held={held} saved={saved} />
      </ScrollArea.Autosize>
      {difference && (
        <StatusAlert color="yellow" variant="light" p="xs" title={difference.title}>
          <SaveSummaryLines summary={difference} />
        </StatusAlert>
      )}
      <FormActions onCancel={cancel} onSave={() => (difference ? setConfirming(true) : save())} loading={saving} />
      <ConfirmDialog
        opened={confirming && difference !== null}
        title={difference?.title ?? ''}
        confirmLabel={difference?.confirmLabel}
        onCancel={() => setConfirming(false)}
        onConfirm={save}
      >
        {difference?.lines.join(' ')}
      </ConfirmDialog>
    </Stack>
  );
}
