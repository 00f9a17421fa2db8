// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFTS_CHANGED } from '@renderer/components/form-kit/use-form-draft';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderInRouter } from '@renderer/testing/render-in-router';
import { DraftsNotice } from './drafts-notice';

type Listed = { formId: string; label: string; path: string | null; savedAt: number };
let kept: Listed[];
const draft = (formId: string, label: string): Listed => ({ formId, label, path: null, savedAt: 1 });

beforeEach(() => {
  kept = [draft('a', 'Create User'), draft('b', 'Telegram link')];
});
stubBridgeForEachTest(() => ({ continuity: { drafts: async () => ({ ok: true, data: kept }) } }));

const renderNotice = () => renderInRouter(<DraftsNotice />);

describe('the drafts notice', () => {
  it('says the drafts are kept without claiming a session ended (a plain reload keeps them too)', async () => {
    renderNotice();
    expect(await screen.findByText('Unsaved drafts kept')).toBeTruthy();
    expect(screen.getByText(/before a reload or the end of a session/)).toBeTruthy();
    expect(screen.queryByText(/last session/)).toBeNull();
  });

  it('drops a draft once it is saved or dismissed, and never lists one typed in this session', async () => {
    renderNotice();
    await screen.findByText('Telegram link');
    // The Telegram link is saved (its draft goes); meanwhile a new form was typed in.
    kept = [draft('a', 'Create User'), draft('c', 'Add sport')];
    act(() => void window.dispatchEvent(new Event(DRAFTS_CHANGED)));
    await waitFor(() => expect(screen.queryByText('Telegram link')).toBeNull());
    expect(screen.getByText('Create User')).toBeTruthy();
    expect(screen.queryByText('Add sport')).toBeNull();
    kept = [draft('c', 'Add sport')];
    act(() => void window.dispatchEvent(new Event(DRAFTS_CHANGED)));
    await waitFor(() => expect(screen.queryByText('Unsaved drafts kept')).toBeNull());
  });
});
