// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Result } from '@shared/contract';
import { FAILED_READ_RETRY_MS } from '@renderer/app/data/failed-read';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { CatalogueTab } from './catalogue-tab';

const UNAVAILABLE = fail({ kind: 'exchange', status: 503, message: 'Service temporarily unavailable.' });
const cricket = { _id: 's1', name: 'Cricket', externalId: null, active: true, sequence: 1, competitionCount: 3, eventCount: 9, openMarketCount: 12, updatedAt: '2025-01-01T00:00:00.000Z' };
const SPORTS = ok({ data: [cricket], recordsTotal: 1, recordsFiltered: 1 });

/** What the exchange answers the Sports column now. */
let answer: Result<unknown>;
/** While set, a call waits for it (a try still on its way). */
let gate: Promise<void> | undefined;
let sports: ReturnType<typeof vi.fn>;

beforeEach(() => {
  stubMatchMedia();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  answer = UNAVAILABLE;
  gate = undefined;
  sports = vi.fn(async () => {
    await gate;
    return answer;
  });
  (window as unknown as { exchange: unknown }).exchange = { catalogue: { sports } };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const show = () =>
  renderAsAdmin(
    <MemoryRouter>
      <CatalogueTab />
    </MemoryRouter>,
  );
const column = () => screen.getByRole('region', { name: 'Sports' });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the catalogue’s Sports column', () => {
  it('says a page read during an outage could not be loaded, not "0–0 of 0", and fills in by itself once the exchange is back', async () => {
    show();
    await advance(0);
    const alert = await within(column()).findByRole('alert');
    expect(alert.textContent).toContain('The list could not be loaded.');
    expect(within(column()).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(column()).queryByText(/0–0 of 0/)).toBeNull();
    expect(within(column()).queryByText(/Nothing here/)).toBeNull();

    // Still down at the next try: still said so while it is on its way (no flash of an empty list), read once more.
    expect(sports).toHaveBeenCalledTimes(1);
    let open = () => {};
    gate = new Promise((resolve) => (open = resolve));
    await advance(FAILED_READ_RETRY_MS);
    expect(sports).toHaveBeenCalledTimes(2);
    expect(within(column()).getByRole('alert').textContent).toContain('The list could not be loaded.');
    expect(within(column()).getByRole('status', { name: 'Loading Sports' })).toBeTruthy();
    expect(within(column()).queryByText(/0–0 of 0/)).toBeNull();
    gate = undefined;
    open();
    await advance(0);
    expect(within(column()).getByRole('alert').textContent).toContain('The list could not be loaded.');

    // The exchange is back: the next try fills the column in, and it is not read again after that.
    answer = SPORTS;
    await advance(FAILED_READ_RETRY_MS);
    expect(await within(column()).findByText('Cricket')).toBeTruthy();
    expect(within(column()).queryByRole('alert')).toBeNull();
    expect(within(column()).getByText('1–1 of 1')).toBeTruthy();
    await advance(FAILED_READ_RETRY_MS * 3);
    expect(sports).toHaveBeenCalledTimes(3);
  });

  it('reads the page again on Try again', async () => {
    show();
    const retry = await within(column()).findByRole('button', { name: 'Try again' });
    answer = SPORTS;
    await userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }).click(retry);
    expect(await within(column()).findByText('Cricket')).toBeTruthy();
    expect(sports).toHaveBeenCalledTimes(2);
  });

  it('does not ask again by itself after a refusal that will not pass (403)', async () => {
    answer = fail({ kind: 'forbidden', status: 403, message: 'Permission denied' });
    show();
    await within(column()).findByRole('alert');
    await advance(FAILED_READ_RETRY_MS * 3);
    expect(sports).toHaveBeenCalledTimes(1);
    expect(within(column()).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
