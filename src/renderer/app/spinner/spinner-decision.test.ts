import { describe, expect, it } from 'vitest';
import { isFirstLoad, isUserAction, shouldShowSpinner } from './spinner-decision';

const idle = { sessionUnknown: false, navigating: false, userActions: 0, firstLoads: 0 };

describe('the full-screen spinner', () => {
  it('stays hidden when nothing user-initiated is running', () => {
    expect(shouldShowSpinner(idle)).toBe(false);
  });

  it('shows while the first session state is awaited, a screen loads, a user action runs or a first load runs', () => {
    expect(shouldShowSpinner({ ...idle, sessionUnknown: true })).toBe(true);
    expect(shouldShowSpinner({ ...idle, navigating: true })).toBe(true);
    expect(shouldShowSpinner({ ...idle, userActions: 1 })).toBe(true);
    expect(shouldShowSpinner({ ...idle, firstLoads: 2 })).toBe(true);
  });

  it("counts a query's first load", () => {
    expect(isFirstLoad({ state: { data: undefined, fetchStatus: 'fetching' } })).toBe(true);
  });

  it('ignores a background refetch of data already on screen', () => {
    expect(isFirstLoad({ state: { data: [], fetchStatus: 'fetching' } })).toBe(false);
  });

  it('ignores another try of a read that failed: its list shows the failure and the try', () => {
    expect(isFirstLoad({ state: { data: undefined, fetchStatus: 'fetching', errorUpdateCount: 1 } })).toBe(false);
    expect(isFirstLoad({ state: { data: undefined, fetchStatus: 'fetching', errorUpdateCount: 0 } })).toBe(true);
  });

  it('ignores live data and idle queries', () => {
    expect(isFirstLoad({ state: { data: undefined, fetchStatus: 'fetching' }, meta: { spinner: false } })).toBe(false);
    expect(isFirstLoad({ state: { data: undefined, fetchStatus: 'idle' } })).toBe(false);
  });

  it('counts every mutation as a user action unless it opts out', () => {
    expect(isUserAction({})).toBe(true);
    expect(isUserAction({ meta: { spinner: false } })).toBe(false);
  });
});
