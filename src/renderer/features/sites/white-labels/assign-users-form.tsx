import { Button, Group, TextInput } from '@mantine/core';
import { contract } from '@shared/contract';
import type { WhiteLabel } from '@shared/contract/white-labels';
import { showSuccessToast } from '@renderer/app/notify';
import { useOperationForm } from '@renderer/components/form-kit';

/**
 * An agent or super agent and its whole downline join the site. The exchange checks the user name: a
 * name it refuses (no such account, the house) is said on the field, where it was typed.
 */
export function AssignUsersForm({ site }: { site: WhiteLabel }) {
  const kit = useOperationForm({
    operation: contract.whiteLabels.assignUsers,
    initialValues: { rootUserName: '' },
    labels: { rootUserName: 'Agent and downline' },
    toInput: ({ rootUserName }) => ({ _id: site._id, rootUserName: rootUserName.trim() }),
    // A name to act on now, not work to restore in a later session.
    drafts: false,
    onSuccess: ({ message }) => {
      showSuccessToast(message ?? 'Users added.');
      kit.form.reset();
    },
  });
  return (
    <form aria-label="Put users under this site" noValidate onSubmit={kit.submit}>
      <Group gap="xs" align="flex-end">
        <TextInput
          label="Agent and downline"
          description="An agent's or super agent's user name: it and every account under it join this site"
          {...kit.form.getInputProps('rootUserName')}
          w={360}
        />
        <Button type="submit" variant="default" disabled={!kit.canSubmit} loading={kit.pending}>
          Put under this site
        </Button>
      </Group>
    </form>
  );
}
