import { Button, Group, Text } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { TOAST_LAYOUT } from '@renderer/app/notify';
import { alertNotice } from './alert-words';
import type { RiskAlert } from './risk-alert-state';

const TOAST_ID = 'risk-alert:';

/**
 * A risk alert raised while the Live risk tab is not open: a red toast in the failures' column (bottom right,
 * TOAST_LAYOUT), in the notice's words, with Open (`open`: to the Live risk tab). It stays until closed or
 * opened, as the tab's alert does until dismissed; a new crossing of the same market or punter replaces it.
 */
export const showAlertToast = (alert: RiskAlert, open: () => void): void => {
  const id = `${TOAST_ID}${alert.id}`;
  notifications.hide(id);
  notifications.show({
    id,
    color: 'red',
    withBorder: true,
    role: 'alert',
    autoClose: false,
    style: { maxWidth: TOAST_LAYOUT.errorWidth, marginLeft: 'auto' },
    message: (
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
          {alertNotice(alert)}
        </Text>
        {/* Named with its alert, as the tab's Open is: "Open punter0007". */}
        <Button size="compact-xs" variant="light" style={{ flexShrink: 0 }} aria-label={`Open ${alert.name}`} onClick={() => (notifications.hide(id), open())}>
          Open
        </Button>
      </Group>
    ),
  });
};

/** Every risk alert's toast gone: the tab is open (its panel lists them), or their user has left the window. */
export const hideAlertToasts = (): void => {
  const { notifications: shown, queue } = notificationsStore.getState();
  if ([...shown, ...queue].some((n) => n.id?.startsWith(TOAST_ID))) notifications.updateState(notificationsStore, (all) => all.filter((n) => !n.id?.startsWith(TOAST_ID)));
};
