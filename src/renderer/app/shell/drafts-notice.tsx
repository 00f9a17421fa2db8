import { Alert, Anchor, List } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { continuity } from '@shared/contract/continuity';
import { DRAFTS_CHANGED } from '@renderer/components/form-kit/use-form-draft';
import { useOperation } from '../data/use-operation';

/**
 * After a login or a reload: the forms the same user left unsaved before it, their last session ended or
 * not (kept by main, never a password). Opening the form again offers its draft back.
 */
export function DraftsNotice() {
  const answer = useOperation(continuity.drafts, undefined, { spinner: false, staleTime: Infinity });
  const [dismissed, setDismissed] = useState(false);
  // The drafts there were at login: one typed since is this session's, not one to offer back.
  const [atLogin, setAtLogin] = useState<ReadonlySet<string> | null>(null);
  if (atLogin === null && answer.data) setAtLogin(new Set(answer.data.map((d) => d.formId)));
  const { refetch } = answer;
  // A draft saved or dismissed in a form leaves the list.
  useEffect(() => {
    const reread = () => void refetch();
    window.addEventListener(DRAFTS_CHANGED, reread);
    return () => window.removeEventListener(DRAFTS_CHANGED, reread);
  }, [refetch]);
  const drafts = (answer.data ?? []).filter((d) => atLogin?.has(d.formId) ?? true);
  if (dismissed || drafts.length === 0) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconFileText size={18} aria-hidden="true" />} title="Unsaved drafts kept" withCloseButton closeButtonLabel="Dismiss" onClose={() => setDismissed(true)} mb="sm" py={6}>
      Open the form again to restore what you typed before a reload or the end of a session (passwords are never kept):
      <List size="sm" mt={4}>
        {drafts.map((draft) => (
          <List.Item key={draft.formId}>
            {draft.path ? (
              <Anchor component={Link} to={draft.path} size="sm">
                {draft.label}
              </Anchor>
            ) : (
              draft.label
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
