// @vitest-environment happy-dom
import { Notifications, notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@shared/contract';
import type { ChildBalance, WhiteLabel } from '@shared/contract/white-labels';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';
import { WhiteLabelsTab } from './white-labels-tab';

const site = (_id: string, name: string): WhiteLabel => ({
  _id,
  name,
  adminUrl: `https://admin.${name.toLowerCase()}.example`,
  clientUrl: `https://${name.toLowerCase()}.example`,
  currency: 'INR',
  commission: 0,
  menus: ['sports'],
  hasLogo: false,
  status: 'provisionFailed',
  nodeSiteId: null,
  provisionedAt: null,
  provisionError: 'Node did not answer.',
  clonedFromName: null,
  users: { total: 0, active: 0, bettingLocked: 0, suspended: 0 },
  money: { balance: 0, exposure: 0, available: 0 },
  domainCount: 0,
  updatedAt: '2025-01-01T00:00:00.000Z',
});
const ALPHA = site('5f00000000000000000000a1', 'Alpha');
const BRAVO = site('5f00000000000000000000b1', 'Bravo');

/** The node: each Provision of a site answers the next of that site's outcomes ('refused': the exchange's 409). */
let outcomes: Map<string, Array<boolean | 'refused'>>;
const provisionAnswer = async ({ _id }: { _id: string }) => {
  const done = outcomes.get(_id)?.shift() ?? false;
  if (done === 'refused') return fail({ kind: 'exchange', status: 409, message: 'Alpha is provisioned already.' });
  const whiteLabel = _id === ALPHA._id ? ALPHA : BRAVO;
  return ok({ whiteLabel, provisioning: done ? { ok: true, message: 'Live on its node.', nodeSiteId: 'n1' } : { ok: false, message: 'Node did not answer.', nodeSiteId: null } });
};
const provision = vi.fn(provisionAnswer);

/** The sites the exchange holds: a delete takes one away. */
let sites: WhiteLabel[];
const byId = (id: string) => sites.find((s) => s._id === id);
const balanceOf = ({ _id, name, status, users, money }: WhiteLabel): ChildBalance => ({ whiteLabelId: _id, name, status, users, money, inCredit: { users: 0, amount: 0 }, inDebit: { users: 0, amount: 0 }, withExposure: 0, transferTo: 'house', lastBackup: null });
const siteOr404 = <T,>(id: string, answer: (site: WhiteLabel) => T) => {
  const found = byId(id);
  return found ? ok(answer(found)) : fail({ kind: 'exchange', status: 404, message: 'No such white label.' });
};

stubBridgeForEachTest(() => {
  provision.mockClear();
  sites = [ALPHA, BRAVO];
  return {
    whiteLabels: {
      list: async () => ok({ recordsTotal: sites.length, recordsFiltered: sites.length, data: sites }),
      provision,
      config: async ({ _id }: { _id: string }) => siteOr404(_id, (found) => found),
      childBalance: async ({ _id }: { _id: string }) => siteOr404(_id, balanceOf),
      delete: async ({ _id }: { _id: string }) => siteOr404(_id, (found) => ((sites = sites.filter((s) => s !== found)), found)),
    },
  };
});
afterEach(() => act(() => notifications.clean()));

const show = () =>
  renderWithProviders(
    <>
      <Notifications />
      <WhiteLabelsTab />
    </>,
    signedIn('admin', 'admin'),
  );

const notProvisioned = (name: string) => screen.queryByText(`${name} still not provisioned`);

/** Provision Alpha, see its failure note, and provision it again: the second answer is the test's. */
async function failThenRetryAlpha() {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Provision Alpha' }));
    await screen.findByText('Alpha still not provisioned');
    await user.click(screen.getByRole('button', { name: 'Provision Alpha' }));
    await waitFor(() => expect(provision).toHaveBeenCalledTimes(2));
}

describe('Provision of a white label', () => {
  it('takes the failure note away once a retry of the same site succeeds, and leaves another site’s', async () => {
    outcomes = new Map([[ALPHA._id, [false, true]], [BRAVO._id, [false]]]);
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Provision Alpha' }));
    expect(await screen.findByText('Alpha still not provisioned')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Provision Bravo' }));
    expect(await screen.findByText('Bravo still not provisioned')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Provision Alpha' }));
    expect(await screen.findByText('White label Alpha provisioned. Live on its node.')).toBeTruthy();
    await waitFor(() => expect(notProvisioned('Alpha')).toBeNull());
    expect(notProvisioned('Bravo')).toBeTruthy();
    expect(provision).toHaveBeenCalledTimes(3);
  });

  it('takes the failure note away when the exchange refuses the retry (provisioned from another window meanwhile)', async () => {
    outcomes = new Map([[ALPHA._id, [false, 'refused']]]);
    await failThenRetryAlpha();
    await waitFor(() => expect(notProvisioned('Alpha')).toBeNull());
  });

  it('provisions once on a double click, however fast (one node call, one audit row)', async () => {
    outcomes = new Map([[ALPHA._id, [true, true]]]);
    let answer = () => {};
    provision.mockImplementationOnce(async (input) => {
      await new Promise<void>((resolve) => (answer = resolve));
      return provisionAnswer(input);
    });
    show();
    const button = await screen.findByRole('button', { name: 'Provision Alpha' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(provision).toHaveBeenCalledTimes(1));
    answer();
    expect(await screen.findByText('White label Alpha provisioned. Live on its node.')).toBeTruthy();
    expect(provision).toHaveBeenCalledTimes(1);
  });

  it('keeps one failure note of a site that fails again', async () => {
    outcomes = new Map([[ALPHA._id, [false, false]]]);
    await failThenRetryAlpha();
    await waitFor(() => expect(screen.getAllByText('Alpha still not provisioned')).toHaveLength(1));
  });
});

describe('the drawer of a white label', () => {
  it('gives the keyboard to the list’s row in its place once its site is deleted, not to the page', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Open Alpha' }));
    await user.click(await screen.findByRole('button', { name: 'Delete white label…' }));
    await user.type(await screen.findByLabelText('Type Alpha to confirm'), 'Alpha{Enter}');
    expect(await screen.findByText('White label Alpha deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open Alpha' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open Bravo' }).closest('tr')));
  });
});
