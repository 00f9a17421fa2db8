import { DateInput, type DateInputProps } from '@mantine/dates';
import { useMemo, useState } from 'react';
import { DAY_FIELD_FORMAT, fieldValueOf, formatCalendarDay, MOMENT_FIELD_FORMAT, readFieldDate } from '@renderer/lib/format';

type DateFieldProps = Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  /** A day as YYYY-MM-DD; with `withTime`, a wall-clock time as a date-time input holds it (YYYY-MM-DDTHH:mm[:ss]); '' for none. */
  value: string;
  /** The new value in the same form (a moment always with its seconds); '' once cleared. */
  onChange(value: string): void;
  /** A moment to the second ("Nov 26, 2026, 2:30:05 PM"), not a day ("Nov 26, 2026"). */
  withTime?: boolean;
};

/**
 * A day or a moment, shown in the console's medium family whatever this computer's locale, picked from a
 * calendar or typed ("Nov 26, 2026 2:30 PM" or "2026-11-26T14:30"): it takes the text once it reads as a
 * whole date, and shows it again in its own format on leaving the field. A moment's time is typed; picking a
 * day keeps it.
 */
export function DateField({ value, onChange, withTime = false, onKeyDown, ...props }: DateFieldProps) {
  const picked = useMemo(() => readFieldDate(value, true), [value]);
  // While its calendar is open, Escape closes the calendar alone, not the drawer or dialog around the field:
  // Mantine's own listener skips a target so marked, and the console's dialogs' (escapeClosesOnlyThis) never hear it.
  const [calendarOpen, setCalendarOpen] = useState(false);
  return (
    <DateInput
      clearable
      clearButtonProps={{ 'aria-label': 'Clear date' }}
      allowDeselect={false}
      valueFormat={withTime ? MOMENT_FIELD_FORMAT : DAY_FIELD_FORMAT}
      dateParser={(text) => readFieldDate(text, withTime)}
      // A calendar day is read out as the console writes it ("Nov 18, 2026"), not "18 November 2026".
      getDayAriaLabel={(day) => formatCalendarDay(fieldValueOf(day, false))}
      value={picked}
      onChange={(date) => onChange(fieldValueOf(date, withTime))}
      popoverProps={{ onOpen: () => setCalendarOpen(true), onClose: () => setCalendarOpen(false) }}
      data-mantine-stop-propagation={calendarOpen || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && calendarOpen) event.stopPropagation();
        onKeyDown?.(event);
      }}
      // Room for the longest moment ("Sep 30, 2026, 12:59:59 PM") and the clear button.
      w={withTime ? 250 : undefined}
      {...props}
    />
  );
}
