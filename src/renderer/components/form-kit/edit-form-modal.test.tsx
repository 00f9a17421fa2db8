// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addOrEditTitle, editFormModal, type EditFormProps } from './edit-form-modal';
import { stubMatchMedia } from '@renderer/testing/match-media';

type Team = { _id: string; name: string };

/** A stand-in form: says what it was given. */
function TeamForm({ editing, league }: EditFormProps<Team> & { league: string }) {
  return <p>{editing ? `Editing ${editing.name} of ${league}` : `New team of ${league}`}</p>;
}

const TeamFormModal = editFormModal(TeamForm, (team) => addOrEditTitle('team', team));

const show = (editing: Team | undefined, opened = true) =>
  render(
    <MantineProvider>
      <TeamFormModal opened={opened} editing={editing} league="IPL" onClose={vi.fn()} />
    </MantineProvider>,
  );

beforeEach(stubMatchMedia);
afterEach(cleanup);

describe('editFormModal', () => {
  it('titles the modal after what it does and hands the form its props', async () => {
    show(undefined);
    expect(await screen.findByRole('dialog', { name: 'Add team' })).toBeTruthy();
    expect(screen.getByText('New team of IPL')).toBeTruthy();
    cleanup();
    show({ _id: 't1', name: 'Mumbai' });
    expect(await screen.findByRole('dialog', { name: 'Edit team' })).toBeTruthy();
    expect(screen.getByText('Editing Mumbai of IPL')).toBeTruthy();
  });

  it('mounts no form while closed', () => {
    show(undefined, false);
    expect(screen.queryByText('New team of IPL')).toBeNull();
  });
});
