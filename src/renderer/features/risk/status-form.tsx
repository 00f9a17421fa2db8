import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { contract } from '@shared/contract';
import type { AccountRow } from '@shared/contract/risk';
import { ACCOUNT_STATUS_LABELS, ACCOUNT_STATUSES, type AccountStatus } from '@shared/money/accounts';
import { showSuccessToast } from '@renderer/app/notify';
import { useGuardedClose, useOperationForm } from '@renderer/components/form-kit';
import { codeOptions } from '@renderer/lib/code-options';
import { heldSubmit } from './held-submit';
import { statusText } from './status-text';

/** The form closes only with its drawer: the guard is told whether it holds a change, and no Cancel of its own is needed. */
const NO_CANCEL = () => undefined;

export const CHANGED_MEANWHILE =
  'The status changed meanwhile (in another window or by another user). What you entered is kept: check it against the current status, then dismiss this notice to send it.';

/**
 * The account's current status in words, and a form to change it that follows it: when the status changes
 * under the form (another window or user), the current status shows the new one at once. Untouched, the form
 * starts afresh on it. With something entered, the status picked and the reason typed stay, the form says
 * the status changed meanwhile, and Change status stays off until that notice is dismissed: a change decided
 * on the old status is never sent by one more click, nor is what was typed lost. The current status is never
 * offered as a change (Change status stays off while it is chosen). Its drawer asks before it closes on a
 * change entered (the form kit's close guard).
 */
export function StatusForm({ account }: { account: AccountRow }) {
  // The status the form started from; it follows the account's (below) unless a change is on its way.
  const [basis, setBasis] = useState(account.status);
  const [changedMeanwhile, setChangedMeanwhile] = useState(false);
  const kit = useOperationForm({
    operation: contract.risk.userStatus,
    initialValues: { status: account.status, reason: '' },
    toInput: (values) => ({ userName: account.userName, ...values }),
    labels: { reason: 'Reason' },
    // The status must change: the same one again would only add a reason to nothing.
    validate: (values) => (values.status === account.status ? { status: 'Status: pick another status than the current one.' } : {}),
    drafts: false,
    onSuccess: ({ message }, input) => {
      showSuccessToast(message ?? 'Status changed.');
      setChangedMeanwhile(false);
      setBasis(input.status);
      startFrom(input.status);
    },
  });
  const { form, pending } = kit;
  useGuardedClose(() => form.isDirty(), NO_CANCEL);
  /** The form afresh on this status: nothing entered, no error, no field touched. */
  const startFrom = (status: AccountStatus) => {
    form.setInitialValues({ status, reason: '' });
    form.reset();
  };
  /** The form on a status changed under it: afresh when nothing was entered; else the status picked (if one was) and the reason stay. */
  const follow = (status: AccountStatus) => {
    if (!form.isDirty()) return startFrom(status);
    const entered = form.getValues();
    const picked = entered.status !== form.getInitialValues().status;
    form.setInitialValues({ status, reason: '' });
    form.setValues({ status: picked ? entered.status : status, reason: entered.reason });
    // Changed or not as against the new start, not the old one.
    form.setDirty({});
  };
  // The status changed under the form. While a change is on its way, the status read again is most likely
  // its own (the exchange's answer is awaited, and its success starts the form afresh).
  if (!pending && basis !== account.status) {
    setBasis(account.status);
    if (form.isDirty()) setChangedMeanwhile(true);
  }
  // After each render (one comparison): the form follows the status it now starts from.
  useEffect(() => {
    if (form.getInitialValues().status !== basis) follow(basis);
  });
  const reason = form.getInputProps('reason');
  return (
    <Stack gap="xs">
      <Text size="sm">Current status: {statusText(account)}</Text>
      {changedMeanwhile && (
        <Alert color="yellow" variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={() => setChangedMeanwhile(false)}>
          {CHANGED_MEANWHILE}
        </Alert>
      )}
      <form onSubmit={heldSubmit(changedMeanwhile, kit.submit)} aria-label="Change status">
        <Group align="flex-start" gap="sm">
          <Select label="Status" data={codeOptions(ACCOUNT_STATUSES, ACCOUNT_STATUS_LABELS)} allowDeselect={false} w={190} {...form.getInputProps('status')} />
          {/* Checked on leaving it once the user has been in it: not when it was emptied after a change, the focus still in it (Enter sent it). */}
          <TextInput label="Reason" w={260} maxLength={300} {...reason} onBlur={() => form.isTouched('reason') && reason.onBlur?.()} />
          <Button type="submit" mt={25} disabled={!kit.canSubmit || changedMeanwhile} loading={pending}>
            Change status
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
