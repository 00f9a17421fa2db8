import { Box, Button, Group, Text } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { TOAST_LAYOUT } from '@renderer/app/notify';
import { plural } from '@renderer/lib/format';
import { alertNotice } from './alert-words';
import type { RiskAlert } from './risk-alert-state';
import { TruncatedName } from './truncated-name';

/** The window's one risk-alert toast: replaced in place as alerts come, never stacked. */
const TOAST_ID = 'risk-alert';

/** What the toast says: the latest alert, how many came since it was last hidden (that one included), and where Open leads. */
interface Said {
  readonly latest: RiskAlert;
  readonly count: number;
  readonly open: () => void;
}
let said: Said | null = null;
/** Its Open was pressed: Live risk, drawn next, gives its list the keyboard (the button went with the toast). */
let openedFromToast = false;

/** Whether Live risk was just opened by the toast's Open: true once per press. */
export const takeOpenedFromToast = (): boolean => {
  const opened = openedFromToast;
  openedFromToast = false;
  return opened;
};

/** On screen, or queued behind Mantine's limit. */
const isUp = (): boolean => {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue].some((n) => n.id === TOAST_ID);
};

/** Open: the toast goes and its Live risk opens, told that it was opened from here. */
const openFromToast = (open: () => void) => () => {
  openedFromToast = true;
  hideAlertToast();
  open();
};

/**
 * The toast's words, made as it draws (not once when raised), so that it follows the grouping chosen since:
 * the latest alert on one line (cut with "…", whole on hover and to screen readers), then "and 11 more alerts".
 */
function AlertToastBody({ latest, count, open }: Said) {
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Box fz="sm" style={{ flex: 1, minWidth: 0 }}>
        <TruncatedName name={alertNotice(latest)} />
        {count > 1 && (
          <Text size="xs" c="dimmed">
            and {plural(count - 1, 'more alert')}
          </Text>
        )}
      </Box>
      {/* Named with the alert it says, which Live risk lists first: "Open punter0007". */}
      <Button size="compact-xs" variant="light" style={{ flexShrink: 0 }} aria-label={`Open ${latest.name}`} onClick={openFromToast(open)}>
        Open
      </Button>
    </Group>
  );
}

const drawn = (shown: Said) => ({ id: TOAST_ID, message: <AlertToastBody {...shown} /> });

/**
 * Risk alerts raised while the Live risk tab is not open (`raised`, newest first): ONE red toast in the
 * failures' column (bottom right, TOAST_LAYOUT), compact, saying the newest and how many others came since it
 * was last hidden, with Open (`open`: to Live risk, whose list has the newest first) and ×. It stays until
 * closed or opened; later alerts replace its words in place. Hiding it leaves the alerts listed (tab, bell).
 */
export const showAlertToast = (raised: readonly RiskAlert[], open: () => void): void => {
  const [latest] = raised;
  if (!latest) return;
  const up = isUp();
  said = { latest, count: (up && said ? said.count : 0) + raised.length, open };
  if (up) notifications.update(drawn(said));
  else
    notifications.show({
      ...drawn(said),
      color: 'red',
      withBorder: true,
      role: 'alert',
      autoClose: false,
      closeButtonProps: { 'aria-label': 'Dismiss the risk alerts', title: 'Dismiss the risk alerts' },
      style: { maxWidth: TOAST_LAYOUT.errorWidth, marginLeft: 'auto' },
    });
};

/** The toast drawn again, in the grouping and zone chosen since (Mantine draws a toast's content anew only when its entry changes). */
export const redrawAlertToast = (): void => {
  if (said && isUp()) notifications.update(drawn(said));
};

/** The risk alerts' toast gone: the tab is open (its panel lists them), or their user has left the window. */
export const hideAlertToast = (): void => {
  said = null;
  if (isUp()) notifications.hide(TOAST_ID);
};
