import { Button, Popover, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useMemo, useRef } from 'react';
import type { GroupingStyle } from '@shared/contract/display-preferences';
import { formatTime, formatZoneName, shownTimeZone } from '@renderer/lib/format';
import { useNow } from '@renderer/lib/use-now';
import { useDisplayPreferences } from './use-display-preferences';
import { LabelledSegments } from '@renderer/components/labelled-segments';
import { LOCAL_ZONE, zoneFilter, zoneLabel, zoneOptions } from './zone-options';

const GROUPING_LABELS: Record<GroupingStyle, string> = { indian: 'Indian 1,00,00,000', international: 'International 10,000,000' };

/**
 * The header's clock: the time now in the zone every time on screen is shown in, and its name. It opens
 * the choice of that zone and of number grouping (Indian lakh/crore or international), kept per user.
 * One small component: the dashboard header places it (app/shell/app-header.tsx).
 */
export function HeaderClock() {
  const { preferences, save } = useDisplayPreferences();
  const zones = useMemo(() => zoneOptions(), []);
  // The zone field took the keyboard by a click whose mouseup has not come yet.
  const justFocused = useRef(false);
  return (
    <Popover position="bottom-end" shadow="md" withArrow trapFocus>
      <Popover.Target>
        <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconClock size={16} aria-hidden="true" />} data-testid="header-clock">
          <ClockFace />
          <VisuallyHidden>, time zone and number grouping</VisuallyHidden>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm" w={340}>
          <div>
            <Text size="sm" fw={500} id="grouping-label">
              Number grouping
            </Text>
            <LabelledSegments aria-labelledby="grouping-label" fullWidth labels={GROUPING_LABELS} value={preferences.grouping} onChange={(grouping) => void save({ grouping })} />
          </div>
          <Select
            label="Time zone"
            description={`Every time is shown in ${zoneLabel(shownTimeZone())}.`}
            data={zones}
            filter={zoneFilter}
            searchable
            // "Kolkata" then Enter takes Asia/Kolkata: the first zone found is the one Enter picks, no ↓ needed.
            selectFirstOptionOnChange
            allowDeselect={false}
            value={preferences.timeZone ?? LOCAL_ZONE}
            onChange={(value) => value && void save({ timeZone: value === LOCAL_ZONE ? null : value })}
            comboboxProps={{ withinPortal: false }}
            // Typing replaces the zone shown ("Honolulu", not "This computer (UTC)Honolulu", which finds nothing).
            // The mouseup of the click that gave the field the keyboard would put the caret in place of the selection.
            onFocus={(event) => {
              event.currentTarget.select();
              justFocused.current = true;
            }}
            onMouseUp={(event) => {
              if (justFocused.current) event.preventDefault();
              justFocused.current = false;
            }}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The time and the zone's name: the only part redrawn every second (not the button or its popover). */
function ClockFace() {
  const now = useNow(1_000);
  return (
    <>
      <Text component="span" size="sm" ff="monospace">
        {formatTime(now)}
      </Text>
      <Text component="span" size="xs" ml={6}>
        {formatZoneName(now)}
      </Text>
    </>
  );
}
