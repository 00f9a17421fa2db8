import { notifications } from '@mantine/notifications';
import { errorToast } from './errors';

/** The one place that turns a failure into a red toast (spec §8). */
export const showErrorToast = (error: unknown): void => {
  const toast = errorToast(error);
  if (toast) notifications.show({ ...toast, role: 'alert' });
};

/** A green confirmation, for screens whose success the spec announces ("Trader Added Successfully"). */
export const showSuccessToast = (message: string): void => {
  notifications.show({ id: `success:${message}`, message, color: 'green', autoClose: 5000, withBorder: true });
};
