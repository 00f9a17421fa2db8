// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Domain } from '@shared/contract/domains';
import { stubMatchMedia } from '@renderer/testing/match-media';
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
  (window as unknown as { exchange: unknown }).exchange = {
    domains: {
      variables: async () => ({ ok: true, data: variables }),
      saveVariable: async (input: { key: string; value: string }) => (saved(input), { ok: true, data: { _id: 'v1', domainId: DOMAIN._id, updatedAt: DOMAIN.updatedAt, ...input }, message: 'Saved.' }),
    },
  };
  stubMatchMedia();
});
afterEach(cleanup);

const open = (onClose = vi.fn()) => {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <VariablesModal domain={DOMAIN} onClose={onClose} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return onClose;
};

const key = () => screen.getByRole('textbox', { name: 'Key' });
const value = () => screen.getByRole('textbox', { name: 'Value' });
const add = () => screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement;

describe('domain variables', () => {
  it('takes only a hex colour for any colour.* key, saying so on the Value field with Add off', async () => {
    const user = userEvent.setup();
    open();
    await user.type(key(), 'colour.primary2');
    await user.type(value(), 'red');
    expect(await screen.findByText('Value of colour.primary2: a hex colour, #rgb or #rrggbb, such as #1c7ed6.')).toBeTruthy();
    expect(add().disabled).toBe(true);
    await user.clear(value());
    await user.type(value(), '#abc');
    await waitFor(() => expect(add().disabled).toBe(false));
    await user.click(add());
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ domainId: DOMAIN._id, key: 'colour.primary2', value: '#abc' }));
  });

  it('says on the field when a key or value is too long, and keeps Add off', async () => {
    const user = userEvent.setup();
    open();
    await user.click(key());
    await user.paste('a'.repeat(200));
    expect(await screen.findByText('Key: at most 64 characters.')).toBeTruthy();
    expect(add().disabled).toBe(true);
    await user.clear(key());
    await user.type(key(), 'siteNote');
    await user.click(value());
    await user.paste('x'.repeat(5000));
    expect(await screen.findByText('Value: at most 500 characters.')).toBeTruthy();
    expect(add().disabled).toBe(true);
    expect(saved).not.toHaveBeenCalled();
  });

  it('applies the known keys\u2019 rules whatever the key\u2019s case', async () => {
    const user = userEvent.setup();
    open();
    await user.type(key(), 'Feature.Casino');
    await user.type(value(), 'maybe');
    expect(await screen.findByText('Value of Feature.Casino: on or off.')).toBeTruthy();
    expect(add().disabled).toBe(true);
    await user.clear(key());
    await user.type(key(), 'SITENAME');
    await user.clear(value());
    await user.click(value());
    await user.paste('x'.repeat(100));
    expect(await screen.findByText('Value of SITENAME: text of 1–60 characters.')).toBeTruthy();
    expect(add().disabled).toBe(true);
  });

  it('refuses on the Key field a key the domain holds already in another case, and sends nothing', async () => {
    variables = [{ _id: 'v1', domainId: DOMAIN._id, key: 'colour.primary', value: '#1c7ed6', updatedAt: DOMAIN.updatedAt }];
    const user = userEvent.setup();
    open();
    await screen.findByText('#1c7ed6');
    await user.type(key(), 'Colour.Primary');
    await user.type(value(), '#000{Enter}');
    expect(await screen.findByText('Key: this domain has colour.primary already (keys ignore case); edit that variable or choose another key.')).toBeTruthy();
    expect(add().disabled).toBe(true);
    expect(saved).not.toHaveBeenCalled();
  });

  it('lets a variable change the case of its own key', async () => {
    variables = [{ _id: 'v1', domainId: DOMAIN._id, key: 'siteNote', value: 'a', updatedAt: DOMAIN.updatedAt }];
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Edit siteNote' }));
    await user.clear(key());
    await user.type(key(), 'SiteNote');
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ _id: 'v1', domainId: DOMAIN._id, key: 'SiteNote', value: 'a' }));
  });

  it('asks before Escape throws away a typed variable', async () => {
    const user = userEvent.setup();
    const onClose = open();
    await user.type(key(), 'siteName');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Discard changes?')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes at once on Escape when nothing is typed', async () => {
    const user = userEvent.setup();
    const onClose = open();
    await user.click(key());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
