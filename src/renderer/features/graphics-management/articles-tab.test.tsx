// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@shared/contract';
import type { Article } from '@shared/contract/content';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { retype } from '@renderer/testing/user-typing';
import { ArticlesTab } from './articles-tab';

const OPENED: Article = {
  _id: '5f00000000000000000000c1',
  kind: 'news',
  title: 'Toss: CSK bowl first',
  body: 'Dry pitch.',
  sportId: null,
  eventId: null,
  status: 'published',
  publishedAt: '2026-05-01T13:00:00.000Z',
  updatedAt: '2026-05-01T13:50:00.000Z',
  updatedBy: 'admin',
};
const CHANGED_AT = '2026-05-01T14:02:00.000Z';
const STALE = 'Toss: CSK bat first was changed by manager1 at 14:02 UTC since you opened it. Your changes are still here: reload it, then save again.';

/** What the exchange holds now, and how it answers the next save. */
let stored: Article[];
let answerSave: (input: Partial<Article>) => ReturnType<typeof ok> | ReturnType<typeof fail>;
const sent = vi.fn<(input: unknown) => void>();

stubBridgeForEachTest(() => {
  stored = [OPENED];
  sent.mockReset();
  answerSave = (input) => ok({ ...OPENED, ...input, status: 'draft', updatedAt: '2026-05-01T14:30:00.000Z' });
  return {
    content: { articles: async () => ok(stored), saveArticle: async (input: Partial<Article>) => (sent(input), answerSave(input)) },
    catalogue: { sports: async () => ok({ recordsTotal: 0, recordsFiltered: 0, data: [] }) },
  };
});

const editor = () => within(screen.getByRole('region', { name: 'Article editor' }));
const field = (name: string) => editor().getByRole('textbox', { name }) as HTMLInputElement;

describe('an article edited while another user saved it', () => {
  it('is refused in the editor in the exchange’s words; Reload brings the other change in, keeps the text typed here, and the save names the version read again', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<ArticlesTab />);
    await user.click(await screen.findByRole('button', { name: `Edit ${OPENED.title}` }));
    await waitFor(() => expect(field('Title').value).toBe(OPENED.title));
    // Another user retitles it; the exchange refuses the save from the version this editor opened.
    stored = [{ ...OPENED, title: 'Toss: CSK bat first', updatedAt: CHANGED_AT }];
    answerSave = () => fail({ kind: 'conflict', status: 409, message: STALE, fieldErrors: { expectedUpdatedAt: STALE } });
    await retype(user, field('Text'), 'Wet pitch.');
    await user.click(editor().getByRole('button', { name: 'Save' }));
    const alert = await editor().findByRole('alert');
    expect(alert.textContent).toContain(STALE);
    expect(sent).toHaveBeenLastCalledWith(expect.objectContaining({ _id: OPENED._id, expectedUpdatedAt: OPENED.updatedAt }));
    expect(field('Text').value).toBe('Wet pitch.');

    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(field('Title').value).toBe('Toss: CSK bat first'));
    expect(field('Text').value).toBe('Wet pitch.');
    expect(editor().queryByRole('alert')).toBeNull();
    answerSave = (input) => ok({ ...OPENED, ...input, status: 'draft', updatedAt: '2026-05-01T14:30:00.000Z' });
    await user.click(editor().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
    expect(sent).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Toss: CSK bat first', body: 'Wet pitch.', expectedUpdatedAt: CHANGED_AT }));
  });
});
