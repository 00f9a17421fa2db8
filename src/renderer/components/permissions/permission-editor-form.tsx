import { ScrollArea, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { PermissionFlags } from '@shared/permissions';
import { FormActions } from '@renderer/components/form-kit';
import { PermissionEditor } from './permission-editor';

/**
 * A permission map being edited in a modal: what it is for, the editor, then Cancel and Save.
 * The flags start from `initial` (key the component per opening to start afresh); Save hands them over.
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
  return (
    <Stack gap="md">
      <Text size="sm">{intro}</Text>
      {/* The switches scroll; Save and Cancel stay in view. */}
      <ScrollArea.Autosize mah="calc(100dvh - 18rem)" type="auto" offsetScrollbars>
        <PermissionEditor value={flags} onChange={setFlags} />
      </ScrollArea.Autosize>
      <FormActions onCancel={onCancel} onSave={() => onSave(flags)} loading={saving} />
    </Stack>
  );
}
