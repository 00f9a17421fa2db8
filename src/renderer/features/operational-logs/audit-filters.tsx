import { Button, Group, Select, TextInput } from '@mantine/core';
import { useFormatRedraw } from '@renderer/app/display/format-redraw';
import { DateField } from '@renderer/components/date-field';
import { readFieldDate, shownToday } from '@renderer/lib/format';
import { actionLabel } from './audit-format';

export interface AuditFilterValues {
  readonly userName: string;
  readonly action: string | null;
  /** Calendar days of the zone times are shown in, YYYY-MM-DD, or ''. */
  readonly from: string;
  readonly to: string;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = { userName: '', action: null, from: '', to: '' };

/** User, action and date range (days up to today): every filter is applied by the exchange, not on the page shown. */
export function AuditFilters({
  value,
  actions,
  onChange,
}: {
  value: AuditFilterValues;
  actions: readonly string[];
  onChange(next: AuditFilterValues): void;
}) {
  // Nothing is logged after now: neither day may be later than today, and "From" not later than "To". Today in
  // the zone times are shown in (the days are read in it), not this computer's: drawn again when that changes.
  useFormatRedraw();
  const today = readFieldDate(shownToday(), false) ?? new Date();
  const toDate = readFieldDate(value.to, false);
  const lastDayFrom = toDate && toDate < today ? toDate : today;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="User"
        placeholder="User name starts with…"
        value={value.userName}
        onChange={(event) => onChange({ ...value, userName: event.currentTarget.value })}
        w={200}
      />
      <Select
        label="Action"
        placeholder="Any action"
        data={actions.map((action) => ({ value: action, label: actionLabel(action) }))}
        value={value.action}
        onChange={(action) => onChange({ ...value, action })}
        clearable
        searchable
        w={240}
      />
      <DateField label="From" value={value.from} maxDate={lastDayFrom} onChange={(from) => onChange({ ...value, from })} w={160} />
      <DateField label="To" value={value.to} minDate={readFieldDate(value.from, false) ?? undefined} maxDate={today} onChange={(to) => onChange({ ...value, to })} w={160} />
      <Button variant="default" onClick={() => onChange(NO_AUDIT_FILTERS)} disabled={value === NO_AUDIT_FILTERS}>
        Clear filters
      </Button>
    </Group>
  );
}
