// @vitest-environment happy-dom
import { Button, Select, TextInput } from '@mantine/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { area, http } from '@shared/contract';
import { catalogueIdSchema, nameSchema } from '@shared/contract/catalogue-common';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { useOperationForm } from './index';

/** A save whose input picks records by catalogue id, as the market and domain forms do. */
const picks = area('picks', {
  save: http({
    http: { method: 'POST', path: '/pick-save' },
    access: 'session',
    input: z.strictObject({ sportId: catalogueIdSchema, marketTypeId: catalogueIdSchema, eventId: catalogueIdSchema, name: nameSchema('Name') }),
    output: z.object({ ok: z.boolean() }),
  }),
});

function PickForm() {
  const kit = useOperationForm({
    operation: picks.save,
    initialValues: { sportId: '', marketTypeId: '', eventId: 'e'.repeat(65), name: '' },
    // The market type has no label of its own: the kit names it from its key.
    labels: { sportId: 'Sport', eventId: 'Event', name: 'Name' },
    drafts: false,
    onSuccess: () => undefined,
  });
  return (
    <form>
      <Select label="Sport" data={[{ value: 's1', label: 'Cricket' }]} {...kit.form.getInputProps('sportId')} />
      <Select label="Market type" data={[{ value: 'm1', label: 'Match Odds' }]} {...kit.form.getInputProps('marketTypeId')} />
      <TextInput label="Event id" {...kit.form.getInputProps('eventId')} />
      <TextInput label="Name" {...kit.form.getInputProps('name')} />
      <Button onClick={() => kit.form.validate()}>Check</Button>
    </form>
  );
}

beforeEach(stubMatchMedia);
afterEach(cleanup);

describe('a form kit form with record pickers', () => {
  it('says which pick to make for each picker left empty, named as the form names it, and keeps other messages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PickForm />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Sport: pick one')).toBeTruthy();
    expect(screen.getByText('Market type: pick one')).toBeTruthy();
    // An id given but too long is no pick left empty; plain text fields keep their own words.
    expect(screen.getByText('Event: at most 64 characters')).toBeTruthy();
    expect(screen.getByText('Name is required.')).toBeTruthy();
    expect(screen.queryByText('This field is required.')).toBeNull();
  });

  it('drops the message once the pick is made', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PickForm />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Sport: pick one')).toBeTruthy();
    await user.click(screen.getByRole('textbox', { name: 'Sport' }));
    await user.click(await screen.findByRole('option', { name: 'Cricket' }));
    await waitFor(() => expect(screen.queryByText('Sport: pick one')).toBeNull());
    expect(screen.getByText('Market type: pick one')).toBeTruthy();
  });
});
