import { ScrollArea, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ADMIN_ROLE } from '@shared/contract/roles';
import type { SessionState } from '@shared/contract/session';
import type { PermissionFlags, PermissionKey } from '@shared/permissions';
import { useSession } from '@renderer/app/session/use-session';
import { FormActions, useGuardedClose } from '@renderer/components/form-kit';
import { PermissionEditor } from './permission-editor';

const granted = (flags: PermissionFlags): string =>
  Object.entries(flags)
    .filter(([, on]) => on)
    .map(([key]) => key)
    .sort()
    .join();

/** What the signed-in user holds, and so may grant: an admin everything. */
export const heldBy =
  (session: SessionState | undefined) =>
  (key: PermissionKey): boolean =>
    session?.status === 'loggedIn' && (session.user.role.toLowerCase() === ADMIN_ROLE || session.permissions[key] === true);

/**
 * A permission map being edited in a modal: what it is for, the editor, then Cancel and Save.
 * The flags start from `initial` (key the component per opening to start afresh); Save hands them over.
 * In a FormModal, closing with switches changed asks first, as any form does.
 */
export function PermissionEditorForm({
  intro,
  initial,
  saving,
  onSave,
  onCancel,
}: {
  intro: ReactNode;
  initial: PermissionFlags;
  saving: boolean;
  onSave(flags: PermissionFlags): void;
  onCancel(): void;
}) {
  const [flags, setFlags] = useState(initial);
  const holds = heldBy(useSession());
  // What the account already had may be switched back on: switching one off must not lock it (nor drop the focus).
  const held = (key: PermissionKey) => holds(key) || initial[key] === true;
  const cancel = useGuardedClose(() => granted(flags) !== granted(initial), onCancel);
  return (
    <Stack gap="md">
      <Text size="sm">{intro} A permission you do not hold yourself cannot be switched on.</Text>
      {/* The switches scroll; Save and Cancel stay in view. */}
      <ScrollArea.Autosize mah="calc(100dvh - 18rem)" type="auto" offsetScrollbars>
        <PermissionEditor value={flags} onChange={setFlags} held={held} />
      </ScrollArea.Autosize>
      <FormActions onCancel={cancel} onSave={() => onSave(flags)} loading={saving} />
    </Stack>
  );
}
