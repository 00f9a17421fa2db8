import { notifications } from '@mantine/notifications';
import { errorToast } from './errors';
import { notices } from './notices/notice-store';

/** Where this window is: a refused action is listed with the page it was refused on. */
const here = () => `${window.location.pathname}${window.location.search}`;

/** The one place that turns a failure into a red toast (spec §8); it is kept in the notifications centre too. */
export const showErrorToast = (error: unknown): void => {
  const toast = errorToast(error);
  if (!toast) return;
  notifications.show({ ...toast, role: 'alert' });
  notices.record({ tone: 'error', message: toast.message, href: here() });
};

/**
 * A green confirmation, for screens whose success the spec announces ("Trader Added Successfully"). With
 * `keep`, a result that matters (a settlement) is also kept in the notifications centre, linking to `href`.
 */
export const showSuccessToast = (message: string, keep?: { href: string }): void => {
  notifications.show({ id: `success:${message}`, message, color: 'green', autoClose: 5000, withBorder: true });
  if (keep) notices.record({ tone: 'success', message, href: keep.href });
};
