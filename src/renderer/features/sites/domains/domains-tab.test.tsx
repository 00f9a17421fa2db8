// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import type { Domain } from '@shared/contract/domains';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { DomainsTab } from './domains-tab';

const NOT_FOUND = 'No TXT record _exchange-verify.play.pilot.example was found.';
const PUBLISHED = 'Record published at the DNS provider, not checked since: Verify checks it.';

/** As the exchange keeps it after a Verify that found nothing: publishing at the DNS provider does not change it. */
const checked = (lastCheckedAt: string, lastCheckProblem: string): Domain => ({
  _id: '65a1b2c3d4e5f60718293a4b',
  name: 'play.pilot.example',
  whiteLabelId: '65a1b2c3d4e5f60718293a4c',
  whiteLabelName: 'Pilot Site',
  environment: 'production',
  status: 'pending',
  verification: { name: '_exchange-verify.play.pilot.example', type: 'TXT', value: 'exchange-verify=0' },
  verifiedAt: null,
  lastCheckedAt,
  lastCheckProblem,
  variableCount: 0,
  updatedAt: lastCheckedAt,
});

let domain: Domain;
const list = vi.fn(async () => ok({ recordsTotal: 1, recordsFiltered: 1, data: [domain] }));
const publishRecord = vi.fn(async () => ok({ published: true, message: 'Published _exchange-verify.play.pilot.example in production at the DNS provider. Verify it now.' }));
const verify = vi.fn(async () => {
  domain = checked('2026-11-27T10:05:00.000Z', 'No TXT record _exchange-verify.play.pilot.example was found, again.');
  return ok({ domain, verified: false, message: 'play.pilot.example is not verified.' });
});

beforeEach(() => {
  stubMatchMedia();
  domain = checked('2026-11-27T10:00:00.000Z', NOT_FOUND);
  list.mockClear();
  (window as unknown as { exchange: unknown }).exchange = {
    domains: { list, environments: async () => ok([]), publishRecord, verify },
    whiteLabels: { userCounts: async () => ok([{ whiteLabelId: domain.whiteLabelId, name: 'Pilot Site', total: 0, active: 0, bettingLocked: 0, suspended: 0 }]) },
    dns: { environments: async () => ok([]) },
  };
});
afterEach(cleanup);

const row = async () => within((await screen.findByText('play.pilot.example')).closest('tr') as HTMLElement);

describe('the Domains tab', () => {
  it('follows a Publish record: the last check’s problem gives way until a newer check answers', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<DomainsTab />);
    expect((await row()).getByText(NOT_FOUND)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish record for play.pilot.example' }));
    expect(await (await row()).findByText(PUBLISHED)).toBeTruthy();
    expect((await row()).queryByText(NOT_FOUND)).toBeNull();
    // The list was read again after the publish and still holds the old check: the row keeps the publish.
    await vi.waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(1));
    expect((await row()).getByText(PUBLISHED)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verify play.pilot.example' }));
    expect(await (await row()).findByText('No TXT record _exchange-verify.play.pilot.example was found, again.')).toBeTruthy();
    expect((await row()).queryByText(PUBLISHED)).toBeNull();
  });

  it('says which pick to make when Add domain is left without a white label', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<DomainsTab />);
    await user.click(await screen.findByRole('button', { name: 'Add domain' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add domain' }));
    await user.type(dialog.getByRole('textbox', { name: 'Domain' }), 'play.new.example');
    await user.click(dialog.getByRole('textbox', { name: 'White label' }));
    await user.keyboard('{Escape}');
    await user.click(dialog.getByRole('textbox', { name: 'Domain' }));
    expect(await dialog.findByText('White label: pick one')).toBeTruthy();
    expect(dialog.queryByText('This field is required.')).toBeNull();
  });
});
