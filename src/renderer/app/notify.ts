import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';
import { createElement, type ReactNode } from 'react';
import { BridgeCallError, ERROR_TOAST_MS, errorToast } from './errors';
import { notices } from './notices/notice-store';
import { NAV_WIDTH_VAR } from './toasts-over-content';

/** Where this window is: a refused action is listed with the page it was refused on. */
const here = () => `${window.location.pathname}${window.location.search}`;

/** A green confirmation stays this long, as a red error does (ERROR_TOAST_MS). */
export const SUCCESS_TOAST_MS = 5000;

/**
 * Where toasts stand, in px. Failures at the bottom right, where the spec puts them, in Mantine's 440 px column
 * there but at most `errorWidth`, against its right edge. Confirmations and notes at the bottom centre of the page
 * (toasts.css), clear of the buttons at a pane's corners (after Export PDF, "… exported." at the bottom right
 * covered Export Excel), and no wider than keeps them `gap` clear of the failures' column: a confirmation and a
 * failure at once (a sport added, then added again) overlapped at 1,280 and 1,400 px. Never narrower than
 * `centredMin`: below about 1,000 px of page beside the side navigation, they may meet again.
 */
export const TOAST_LAYOUT = { edge: 16, errorWidth: 340, gap: 24, centredMin: 240 } as const;

/** What a toast centred on the page leaves on each side: the failures' column, its margin and the gap (a classic scrollbar, which 100vw counts, within it). */
const CENTRED_TOAST_SIDES = 2 * (TOAST_LAYOUT.edge + TOAST_LAYOUT.errorWidth + TOAST_LAYOUT.gap);
const FAILURE_PLACE = { style: { maxWidth: TOAST_LAYOUT.errorWidth, marginLeft: 'auto' } } as const;
const CENTRED_PLACE = {
  position: 'bottom-center',
  style: { maxWidth: `max(${TOAST_LAYOUT.centredMin}px, calc(100vw - var(${NAV_WIDTH_VAR}, 0px) - ${CENTRED_TOAST_SIDES}px))`, marginInline: 'auto' },
} as const;

/** One toast on screen, by id: how many times it was raised, its close timer, whether the user holds it open. */
interface Kept {
  count: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  hovered: boolean;
  focused: boolean;
}
const kept = new Map<string, Kept>();

/** In the notifications store (on screen, or queued behind the limit): `notifications.clean()` empties it without telling. */
const inStore = (id: string): boolean => {
  const state = notificationsStore.getState();
  return state.notifications.some((n) => n.id === id) || state.queue.some((n) => n.id === id);
};

const forget = (id: string, entry: Kept): void => {
  clearTimeout(entry.timer);
  if (kept.get(id) === entry) kept.delete(id);
};

/** Closes the toast `ms` after now (the last time it was raised or let go of), unless the pointer or focus is on it. */
const closeLater = (id: string, entry: Kept, ms: number): void => {
  clearTimeout(entry.timer);
  entry.timer = undefined;
  // A toast already closed (still sliding out) must not close a newer one with the same id.
  if (kept.get(id) !== entry || entry.hovered || entry.focused) return;
  entry.timer = setTimeout(() => {
    forget(id, entry);
    notifications.hide(id);
  }, ms);
};

/** "Service temporarily unavailable. (×12)": the count is for the eye; a screen reader is not told the same alert again each time. */
const counted = (message: string, count: number): ReactNode =>
  count === 1 ? message : [message, createElement('span', { key: 'count', 'aria-hidden': true }, ` (×${count})`)];

/**
 * Shows a toast, or, while one with the same id is up, counts the repeat on it and keeps it `ms` after the
 * LAST repeat. The close timer is kept here, not by Mantine: Mantine starts its timer once, when a toast
 * mounts, so a repeat would not extend it, and a toast shown again with the same id while the last one is
 * still sliding out reuses that one's finished timer and stays up for good (QA live3 #6: an error toast up
 * minutes after a long outage). As Mantine's does, the timer waits while the pointer or focus is on the toast.
 */
const keepToast = (toast: NotificationData & { id: string; message: string }, ms: number, countRepeats: boolean): void => {
  const { id, message } = toast;
  const live = kept.get(id);
  if (live && inStore(id)) {
    live.count += 1;
    if (countRepeats) notifications.update({ id, message: counted(message, live.count) });
    closeLater(id, live, ms);
    return;
  }
  if (live) forget(id, live);
  const entry: Kept = { count: 1, timer: undefined, hovered: false, focused: false };
  kept.set(id, entry);
  const hold = (key: 'hovered' | 'focused', on: boolean) => {
    entry[key] = on;
    closeLater(id, entry, ms);
  };
  notifications.show({
    ...toast,
    id,
    message,
    autoClose: false,
    onClose: () => forget(id, entry),
    onPointerEnter: () => hold('hovered', true),
    onPointerLeave: () => hold('hovered', false),
    onFocus: () => hold('focused', true),
    onBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold('focused', false);
    },
  });
  closeLater(id, entry, ms);
};

/**
 * The one place that turns a failure into a red toast (spec §8); it is kept in the notifications centre too.
 * The same failure again while its toast is up (a list polled through an outage) keeps that one toast, counts
 * the repeats ("… (×12)") and closes it ERROR_TOAST_MS after the last one.
 */
export const showErrorToast = (error: unknown): void => {
  const toast = errorToast(error);
  if (!toast) return;
  keepToast({ ...toast, ...FAILURE_PLACE, role: 'alert' }, ERROR_TOAST_MS, true);
  notices.record({ tone: 'error', message: toast.message, href: here() });
};

/**
 * Takes down the red toast saying `message`, if it is up: a failure a later read showed was none after all (a
 * press left without an answer that went through). Its line in the notifications centre stays.
 */
export const hideErrorToast = (message: string): void => {
  const toast = errorToast(new BridgeCallError({ kind: 'internal', message }));
  if (toast) notifications.hide(toast.id);
};

/**
 * A green confirmation, for screens whose success the spec announces ("Trader Added Successfully"). With
 * `keep`, a result that matters (a settlement) is also kept in the notifications centre, linking to `href`.
 */
export const showSuccessToast = (message: string, keep?: { href: string }): void => {
  // Polite (read when the user pauses; failures interrupt), and at the bottom centre of the page (TOAST_LAYOUT).
  keepToast({ id: `success:${message}`, message, color: 'green', withBorder: true, role: 'status', ...CENTRED_PLACE }, SUCCESS_TOAST_MS, false);
  if (keep) notices.record({ tone: 'success', message, href: keep.href });
};

/**
 * An orange note that nothing was done and why ("… is suspended: only an open market can be suspended."), where
 * a confirmation would have shown, read as politely; not kept in the notifications centre.
 */
export const showNoticeToast = (message: string): void => {
  keepToast({ id: `notice:${message}`, message, color: 'orange', withBorder: true, role: 'status', ...CENTRED_PLACE }, SUCCESS_TOAST_MS, false);
};
