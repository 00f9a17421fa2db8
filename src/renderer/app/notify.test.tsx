// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { BridgeCallError, ERROR_TOAST_MS } from './errors';
import { notices } from './notices/notice-store';
import { showErrorToast, showNoticeToast, showSuccessToast, TOAST_LAYOUT } from './notify';

const UNAVAILABLE = 'Service temporarily unavailable.';
const outage = () => new BridgeCallError({ kind: 'exchange', status: 503, message: UNAVAILABLE });
/** Mantine's exit transition (250 ms) is over well within this. */
const SLIDE_OUT_MS = 500;

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const toast = () => screen.queryByRole('alert');
const raise = () => act(() => showErrorToast(outage()));

beforeEach(() => {
  stubMatchMedia();
  // The store is the window's: start without a toast another test file left in it.
  notifications.clean();
  vi.useFakeTimers();
  // As the console's providers mount it.
  render(
    <MantineProvider>
      <Notifications position="bottom-right" autoClose={5000} limit={5} />
    </MantineProvider>,
  );
});
afterEach(() => {
  act(() => notifications.clean());
  cleanup();
  notices.clear();
  vi.useRealTimers();
});

describe('the central error toast', () => {
  it('keeps one toast through a long outage, counts the repeats, and closes ERROR_TOAST_MS after the last one', async () => {
    // A list polled every second through a 40 s outage.
    for (let second = 0; second < 40; second++) {
      raise();
      await advance(1000);
    }
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(toast()?.textContent).toContain(`${UNAVAILABLE} (×40)`);
    // The count is not announced again with every repeat.
    expect(screen.getByText('(×40)', { exact: false }).getAttribute('aria-hidden')).toBe('true');

    // The exchange is back: the last failure was a second ago.
    await advance(ERROR_TOAST_MS - 1000 - 100);
    expect(toast()).not.toBeNull();
    await advance(100 + SLIDE_OUT_MS);
    expect(toast()).toBeNull();
  });

  it('closes a toast raised again while the last one is sliding out (it used to stay up for good)', async () => {
    raise();
    await advance(1000);
    expect(toast()).not.toBeNull();
    await advance(ERROR_TOAST_MS - 1000);
    // Closed, still sliding out: the same failure again reuses that toast on screen.
    await advance(100);
    raise();
    expect(toast()?.textContent).toBe(UNAVAILABLE);
    await advance(ERROR_TOAST_MS + SLIDE_OUT_MS);
    expect(toast()).toBeNull();
  });

  it('a failure every few seconds, each just after the last toast closed, never leaves one up', async () => {
    for (let i = 0; i < 8; i++) {
      raise();
      await advance(ERROR_TOAST_MS + 50 * (i % 5));
    }
    await advance(ERROR_TOAST_MS + SLIDE_OUT_MS);
    expect(toast()).toBeNull();
  });

  it('stays open while the pointer is on it, and closes ERROR_TOAST_MS after it leaves', async () => {
    raise();
    await advance(1000);
    const shown = toast();
    expect(shown).not.toBeNull();
    fireEvent.pointerEnter(shown!);
    await advance(ERROR_TOAST_MS * 4);
    expect(toast()).not.toBeNull();
    fireEvent.pointerLeave(shown!);
    await advance(ERROR_TOAST_MS - 100);
    expect(toast()).not.toBeNull();
    await advance(100 + SLIDE_OUT_MS);
    expect(toast()).toBeNull();
  });

  it('starts afresh, uncounted, once the last one has closed or was closed by hand', async () => {
    raise();
    raise();
    expect(toast()?.textContent).toContain('(×2)');
    act(() => notifications.clean());
    await advance(SLIDE_OUT_MS);
    raise();
    expect(toast()?.textContent).toBe(UNAVAILABLE);
    await advance(ERROR_TOAST_MS + SLIDE_OUT_MS);
    expect(toast()).toBeNull();
  });

  it('closes a repeated confirmation too, without counting it', async () => {
    act(() => showSuccessToast('Trader Added Successfully'));
    await advance(1000);
    await advance(ERROR_TOAST_MS - 1000);
    await advance(100);
    act(() => showSuccessToast('Trader Added Successfully'));
    act(() => showSuccessToast('Trader Added Successfully'));
    expect(screen.getByRole('status').textContent).toBe('Trader Added Successfully');
    await advance(ERROR_TOAST_MS + SLIDE_OUT_MS);
    expect(screen.queryByText('Trader Added Successfully')).toBeNull();
  });
});

describe('where toasts stand', () => {
  /** Mantine's column of toasts at a window's edge: 440 px, less the margins in a narrow window. */
  const column = (viewport: number) => Math.min(440, viewport - 2 * TOAST_LAYOUT.edge);
  /** The side navigation's widths (dashboard-layout.tsx): shown, and collapsed. */
  const NAV_WIDTHS = [230, 56];

  it('keeps a confirmation at the bottom centre clear of a failure at the bottom right, at 1,280 and 1,400 px', () => {
    act(() => showErrorToast(outage()));
    act(() => showSuccessToast('Sport Added Successfully'));
    act(() => showNoticeToast('Nothing to suspend.'));
    const failure = screen.getByRole('alert');
    expect(failure.closest('[data-position]')?.getAttribute('data-position')).toBe('bottom-right');
    expect(failure.style.maxWidth).toBe(`${TOAST_LAYOUT.errorWidth}px`);
    expect(failure.style.marginLeft).toBe('auto');
    const sides = 2 * (TOAST_LAYOUT.edge + TOAST_LAYOUT.errorWidth + TOAST_LAYOUT.gap);
    for (const centred of screen.getAllByRole('status')) {
      expect(centred.closest('[data-position]')?.getAttribute('data-position')).toBe('bottom-center');
      expect(centred.getAttribute('style')).toContain(`max-width: max(${TOAST_LAYOUT.centredMin}px, calc(100vw - var(--console-nav-width, 0px) - ${sides}px))`);
      expect(centred.getAttribute('style')).toContain('margin-inline: auto');
    }
    // What those styles make of the page (toasts.css centres the bottom-centre column on the page beside the navigation).
    for (const viewport of [1280, 1400]) {
      for (const nav of NAV_WIDTHS) {
        const width = Math.min(column(viewport), Math.max(TOAST_LAYOUT.centredMin, viewport - nav - sides));
        const confirmationRight = (viewport + nav) / 2 + width / 2;
        const failureLeft = viewport - TOAST_LAYOUT.edge - Math.min(column(viewport), TOAST_LAYOUT.errorWidth);
        expect(failureLeft - confirmationRight, `${viewport} px, navigation ${nav} px`).toBeGreaterThanOrEqual(TOAST_LAYOUT.gap);
        expect(width).toBeGreaterThanOrEqual(TOAST_LAYOUT.centredMin);
      }
    }
  });
});
