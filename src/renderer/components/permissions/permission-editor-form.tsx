import { ScrollArea, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { PermissionFlags } from '@shared/permissions';
import { FormActions, useGuardedClose } from '@renderer/components/form-kit';
import { PermissionEditor } from './permission-editor';

const granted = (flags: PermissionFlags): string =>
  Object.entries(flags)
    .filter(([, on]) => on)
    .map(([key]) => key)
    .sort()
    .join();

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
  const cancel = useGuardedClose(() => granted(flags) !== granted(initial), onCancel);
  return (
    <Stack gap="md">
      <Text size="sm">{intro}</Text>
      {/* The switches scroll; Save and Cancel stay in view. */}
      <ScrollArea.Autosize mah="calc(100dvh - 18rem)" type="auto" offsetScrollbars>
        <PermissionEditor value={flags} onChange={setFlags} />
      </ScrollArea.Autosize>
      <FormActions onCancel={cancel} onSave={() => onSave(flags)} loading={saving} />
    </Stack>
  );
}
