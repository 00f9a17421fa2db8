// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sendOnlyBridge } from '@renderer/testing/bridge';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { WhiteLabelFormModal } from './white-label-form';

const created = sendOnlyBridge('whiteLabels', 'create');

const openAdd = () => renderWithProviders(<WhiteLabelFormModal opened editing={undefined} onClose={vi.fn()} />);

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

/** Clears a field and types `text` into it (an empty text leaves it empty). */
const retype = async (user: ReturnType<typeof userEvent.setup>, name: string, text: string) => {
  await user.clear(field(name));
  if (text) await user.type(field(name), text);
};

/** Opens Add, fills in a valid new site, then breaks one field of it: `name` retyped as `text`. */
const addWithField = async (name: string, text: string) => {
  const user = userEvent.setup();
  openAdd();
  await user.type(field('Name'), 'QA Site');
  await retype(user, 'Admin URL', 'https://admin.qa.example');
  await retype(user, 'Client URL', 'https://qa.example');
  await waitFor(() => expect(save().disabled).toBe(false));
  await retype(user, name, text);
};

describe('Add white label', () => {
  it('says an empty commission is required, on the field, instead of saving 0', async () => {
    await addWithField('Commission %', '');
    expect(await screen.findByText('Commission: required.')).toBeTruthy();
    expect(save().disabled).toBe(true);
  });

  it('refuses more than 2 decimals in words rather than rounding them away', async () => {
    await addWithField('Commission %', '1.239');
    expect(await screen.findByText('Commission: at most 2 decimals.')).toBeTruthy();
    expect((field('Commission %') as HTMLInputElement).value).toBe('1.239');
    expect(save().disabled).toBe(true);
  });

  it('refuses a Client URL that is the Admin URL (any case, port or slash), on the Client URL field', async () => {
    await addWithField('Client URL', 'https://ADMIN.qa.example:443/');
    expect(await screen.findByText('Client URL: use an address of its own, not the Admin URL.')).toBeTruthy();
    expect(save().disabled).toBe(true);
    expect(created).not.toHaveBeenCalled();
  });
});
