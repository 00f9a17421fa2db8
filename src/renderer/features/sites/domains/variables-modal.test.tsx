// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '@shared/contract';
import type { Domain } from '@shared/contract/domains';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { retype } from '@renderer/testing/user-typing';
import { VariablesModal } from './variables-modal';

const DOMAIN: Domain = {
  _id: '65a1b2c3d4e5f60718293a4b',
  name: 'play.royalplay.example',
  whiteLabelId: '65a1b2c3d4e5f60718293a4c',
  whiteLabelName: 'Royal Play',
  environment: 'production',
  status: 'active',
  verification: { name: '_exchange-verify.play.royalplay.example', type: 'TXT', value: 'exchange-verify=0' },
  verifiedAt: null,
  lastCheckProblem: null,
  lastCheckedAt: null,
  variableCount: 0,
  updatedAt: '2026-11-27T10:00:00.000Z',
};

const saved = vi.fn();
let variables: Array<{ _id: string; domainId: string; key: string; value: string; updatedAt: string }>;
beforeEach(() => {
  saved.mockReset();
  variables = [];
});
stubBridgeForEachTest(() => ({
  domains: {
    variables: async () => ({ ok: true, data: variables }),
    // Saved, unless the test gave `saved` another answer.
    saveVariable: async (input: { key: string; value: string }) => saved(input) ?? { ok: true, data: { _id: 'v1', domainId: DOMAIN._id, updatedAt: DOMAIN.updatedAt, ...input }, message: 'Saved.' },
  },
}));

type User = ReturnType<typeof userEvent.setup>;

/** Opens the domain's variables; the user who fills them in, and what closing the modal calls. */
const open = () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  renderWithProviders(<VariablesModal domain={DOMAIN} onClose={onClose} />);
  return { user, onClose };
};

const key = () => screen.getByRole('textbox', { name: 'Key' });
const value = () => screen.getByRole('textbox', { name: 'Value' });
const add = () => screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement;

/** Types a new variable's key and value. */
const typeVariable = async (user: User, keyText: string, valueText: string) => {
  await user.type(key(), keyText);
  await user.type(value(), valueText);
};

/** Pastes `text` into a field (too long to type). */
const pasteInto = async (user: User, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

/** `message` says on its field why the variable is not taken, and Add is off. */
const expectRefused = async (message: string) => {
  expect(await screen.findByText(message)).toBeTruthy();
  expect(add().disabled).toBe(true);
};

/** Once corrected, the variable is taken: Add turns on. */
const expectAddOn = () => waitFor(() => expect(add().disabled).toBe(false));

/** Opens the modal with a new variable typed that `message` refuses; the user, to correct it. */
const openWithRefused = async (keyText: string, valueText: string, message: string) => {
  const { user } = open();
  await typeVariable(user, keyText, valueText);
  await expectRefused(message);
  return user;
};

describe('domain variables', () => {
  it('keeps the keyboard in the dialog: on the Key after an Add, on the Value after an Edit (QA T28: it fell to the page)', async () => {
    variables = [{ _id: 'v0', domainId: DOMAIN._id, key: 'siteName', value: 'Lucky', updatedAt: DOMAIN.updatedAt }];
    const { user } = open();
    await typeVariable(user, 'notes.one', 'hello');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(document.activeElement).toBe(key()));
    await user.click(await screen.findByRole('button', { name: 'Edit siteName' }));
    await waitFor(() => expect(document.activeElement).toBe(value()));
  });


  it('takes only a hex colour for any colour.* key, saying so on the Value field with Add off', async () => {
    const user = await openWithRefused('colour.primary2', 'red', 'Value of colour.primary2: a hex colour, #rgb or #rrggbb, such as #1c7ed6.');
    await retype(user, value(), '#abc');
    await expectAddOn();
    await user.click(add());
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ domainId: DOMAIN._id, key: 'colour.primary2', value: '#abc' }));
  });

  it('says on the field when a key or value is too long, and keeps Add off', async () => {
    const { user } = open();
    await pasteInto(user, key(), 'a'.repeat(200));
    await expectRefused('Key: at most 64 characters.');
    await retype(user, key(), 'siteNote');
    await pasteInto(user, value(), 'x'.repeat(5000));
    await expectRefused('Value: at most 500 characters.');
    expect(saved).not.toHaveBeenCalled();
  });

  it('applies the known keys\u2019 rules whatever the key\u2019s case', async () => {
    const user = await openWithRefused('Feature.Casino', 'maybe', 'Value of Feature.Casino: on or off.');
    await retype(user, key(), 'SITENAME');
    await user.clear(value());
    await pasteInto(user, value(), 'x'.repeat(100));
    await expectRefused('Value of SITENAME: text of 1–60 characters.');
  });

  it('checks the Value again when the Key changes: a message of the key before goes, one of the new key shows', async () => {
    const user = await openWithRefused('supportEmail', 'nope', 'Value of supportEmail: an email address.');
    await retype(user, key(), 'notes.internal');
    await expectAddOn();
    expect(screen.queryByText('Value of supportEmail: an email address.')).toBeNull();
    expect(value().getAttribute('aria-invalid')).toBe('false');
    await retype(user, key(), 'supportEmail');
    await expectRefused('Value of supportEmail: an email address.');
  });

  it('refuses on the Key field a key the domain holds already in another case, and sends nothing', async () => {
    variables = [{ _id: 'v1', domainId: DOMAIN._id, key: 'colour.primary', value: '#1c7ed6', updatedAt: DOMAIN.updatedAt }];
    const { user } = open();
    await screen.findByText('#1c7ed6');
    await typeVariable(user, 'Colour.Primary', '#000{Enter}');
    await expectRefused('Key: this domain has colour.primary already (keys ignore case); edit that variable or choose another key.');
    expect(saved).not.toHaveBeenCalled();
  });

  it('lets a variable change the case of its own key', async () => {
    variables = [{ _id: 'v1', domainId: DOMAIN._id, key: 'siteNote', value: 'a', updatedAt: DOMAIN.updatedAt }];
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Edit siteNote' }));
    await retype(user, key(), 'SiteNote');
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);
    // It names the version its Edit opened: a change since is refused rather than undone.
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ _id: 'v1', domainId: DOMAIN._id, key: 'SiteNote', value: 'a', expectedUpdatedAt: DOMAIN.updatedAt }));
  });

  it('asks before Escape throws away a typed variable', async () => {
    const { user, onClose } = open();
    await user.type(key(), 'siteName');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Discard changes?')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes at once on Escape when nothing is typed', async () => {
    const { user, onClose } = open();
    await user.click(key());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('a variable another user changed since its Edit opened', () => {
  const STALE = 'siteMotto was changed by manager1 at 10:05 UTC since you opened it. Your changes are still here: reload it, then save again.';

  it('is refused in the editor in the exchange’s words; Reload brings the other change in and keeps the value typed here', async () => {
    const opened = { _id: 'v1', domainId: DOMAIN._id, key: 'siteNote', value: 'a', updatedAt: DOMAIN.updatedAt };
    variables = [opened];
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Edit siteNote' }));
    // Another user renames its key; the exchange refuses the save from the version this editor opened.
    variables = [{ ...opened, key: 'siteMotto', updatedAt: '2026-11-27T10:05:00.000Z' }];
    saved.mockReturnValueOnce(fail({ kind: 'conflict', status: 409, message: STALE, fieldErrors: { expectedUpdatedAt: STALE } }));
    await retype(user, value(), 'mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(STALE);
    expect((value() as HTMLInputElement).value).toBe('mine');

    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect((key() as HTMLInputElement).value).toBe('siteMotto'));
    expect((value() as HTMLInputElement).value).toBe('mine');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenLastCalledWith({ _id: 'v1', domainId: DOMAIN._id, key: 'siteMotto', value: 'mine', expectedUpdatedAt: '2026-11-27T10:05:00.000Z' }));
  });
});
