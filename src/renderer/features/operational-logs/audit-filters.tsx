import { Button, Group, Select, TextInput } from '@mantine/core';
import { actionLabel } from './audit-format';

export interface AuditFilterValues {
  readonly userName: string;
  readonly action: string | null;
  /** Local calendar days, YYYY-MM-DD, or ''. */
  readonly from: string;
  readonly to: string;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = { userName: '', action: null, from: '', to: '' };

/** User, action and date range: every filter is applied by the exchange, not on the page shown. */
export function AuditFilters({
  value,
  actions,
  onChange,
}: {
  value: AuditFilterValues;
  actions: readonly string[];
  onChange(next: AuditFilterValues): void;
}) {
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
      <TextInput label="From" type="date" value={value.from} max={value.to || undefined} onChange={(event) => onChange({ ...value, from: event.currentTarget.value })} />
      <TextInput label="To" type="date" value={value.to} min={value.from || undefined} onChange={(event) => onChange({ ...value, to: event.currentTarget.value })} />
      <Button variant="default" onClick={() => onChange(NO_AUDIT_FILTERS)} disabled={value === NO_AUDIT_FILTERS}>
        Clear filters
      </Button>
    </Group>
  );
}
