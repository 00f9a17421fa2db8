import { DateInput, type DateInputProps } from '@mantine/dates';
import { useMemo, useState } from 'react';
import { DAY_FIELD_FORMAT, fieldValueOf, formatCalendarDay, MOMENT_FIELD_FORMAT, readFieldDate } from '@renderer/lib/format';
import { mayChangeAsTyped, outOfRangeMessage, unreadDateMessage } from '@renderer/lib/format/date-field';

/** The calendar's arrows, named for the level it shows (a month's days, a year's months, a decade's years). */
const CALENDAR_ARROW_NAMES = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
} as const;

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
 * calendar or typed ("Nov 26, 2026 2:30 PM" or "2026-11-26T14:30"), and shown again in its own format on
 * leaving the field. A moment's time is typed; picking a day keeps it.
 *
 * When typed text is taken: a day as soon as it reads as a whole date. A moment as soon as it can mean only
 * one: with AM or PM ("2:30 PM"), on a 24-hour clock ("14:30", "0:15") or as a date-time input writes it
 * ("2026-11-26T09:30"). Text that may still mean another moment as typing goes on, a day with no time yet or
 * an hour 1–12 with no AM/PM ("Nov 26, 2026, 2:30"), is taken on Enter or on leaving the field: midnight, or
 * the AM hour (2:30 AM, as the field then shows it); so the form never reads 2:30 AM while " PM" is on its way.
 * The Enter that takes such text does not also submit the form around the field: the next Enter does.
 *
 * A date outside the field's `minDate` or `maxDate` is not taken, and the field says why ("Choose a date on or
 * before Nov 28, 2026") until it is typed again, picked or cleared; that message comes before the caller's `error`.
 * Text that reads as no date ("28/11/2026": day or month first?) is kept on leaving, not emptied, and the
 * field says which forms it takes until it is typed again, picked or cleared; the value stays as it was.
 */
export function DateField({ value, onChange, withTime = false, minDate, maxDate, error, onInput, onKeyDown, onBlur, ...props }: DateFieldProps) {
  const picked = useMemo(() => readFieldDate(value, true), [value]);
  // While its calendar is open, Escape closes the calendar alone, not the drawer or dialog around the field:
  // Mantine's own listener skips a target so marked, and the console's dialogs' (escapeClosesOnlyThis) never hear it.
  const [calendarOpen, setCalendarOpen] = useState(false);
  // A typed date the field's range refused: its message follows the range as it is now.
  const [refused, setRefused] = useState<Date | null>(null);
  const rangeProblem = refused && outOfRangeMessage(refused, minDate, maxDate);
  // Typed text that reads as no date: 'typing' while it is typed (no message yet: it may be half-typed), 'left'
  // once Enter or leaving the field did not take it.
  const [unread, setUnread] = useState<'typing' | 'left' | null>(null);
  const handOn = (date: Date | null) => {
    setRefused(null);
    setUnread(null);
    onChange(fieldValueOf(date, withTime));
  };
  /** On Enter or leaving: the text as typed, when it reads as a date in range other than the one held; whether it was taken. */
  const takeTyped = (text: string): boolean => {
    const date = readFieldDate(text, withTime);
    if (unread) setUnread('left');
    const taken = date !== null && !outOfRangeMessage(date, minDate, maxDate) && fieldValueOf(date, withTime) !== fieldValueOf(picked, withTime);
    if (taken) handOn(date);
    return taken;
  };
  return (
    <DateInput
      clearable
      clearButtonProps={{ 'aria-label': 'Clear date' }}
      ariaLabels={CALENDAR_ARROW_NAMES}
      allowDeselect={false}
      valueFormat={withTime ? MOMENT_FIELD_FORMAT : DAY_FIELD_FORMAT}
      dateParser={(text) => (withTime && mayChangeAsTyped(text) ? null : readFieldDate(text, withTime))}
      // A calendar day is read out as the console writes it ("Nov 18, 2026"), not "18 November 2026".
      getDayAriaLabel={(day) => formatCalendarDay(fieldValueOf(day, false))}
      value={picked}
      onChange={handOn}
      minDate={minDate}
      maxDate={maxDate}
      error={rangeProblem || (unread === 'left' && unreadDateMessage(withTime)) || error}
      // Mantine writes the held day back on leaving; text it cannot read stays, to be mended.
      fixOnBlur={unread === null}
      popoverProps={{ onOpen: () => setCalendarOpen(true), onClose: () => setCalendarOpen(false) }}
      data-mantine-stop-propagation={calendarOpen || undefined}
      onInput={(event) => {
        const date = readFieldDate(event.currentTarget.value, withTime);
        setRefused(date && outOfRangeMessage(date, minDate, maxDate) ? date : null);
        setUnread(date === null && event.currentTarget.value.trim() !== '' ? 'typing' : null);
        onInput?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && calendarOpen) event.stopPropagation();
        if (event.key === 'Enter' && takeTyped(event.currentTarget.value)) {
          // The Enter that takes typed text does that alone: the form is sent by the next, once the field shows
          // what it took. Mantine writes the new value out only with its calendar closed, which only Escape,
          // leaving or a click elsewhere does: the field closes it as Escape does (alone, as above).
          event.preventDefault();
          if (calendarOpen) event.currentTarget.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        }
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        takeTyped(event.currentTarget.value);
        onBlur?.(event);
      }}
      // Room for the longest moment ("Sep 30, 2026, 12:59:59 PM") and the clear button.
      w={withTime ? 250 : undefined}
      {...props}
    />
  );
}
