/** Readable names for the actions the demo exchange records; an unknown action shows as recorded. */
const ACTION_LABELS: Record<string, string> = {
  'auth.changePassword': 'Password changed',
  'trader.create': 'Trader created',
  'trader.update': 'Trader edited',
  'trader.delete': 'Trader deleted',
  'trader.permissions': 'Trader permissions changed',
  'trader.status': 'Trader status changed',
  'staff.create': 'Staff account created',
  'staff.resetPassword': 'Staff password reset',
  'staff.status': 'Staff status changed',
  'staff.roleDefaults': 'Role defaults changed',
};

export const actionLabel = (action: string): string => ACTION_LABELS[action] ?? action;

const valueText = (value: unknown): string => {
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(valueText).join(', ');
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** A before/after record as "field: value" lines (arrays joined), so a row reads without opening anything. */
export const changeLines = (value: unknown): string[] => {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object' || Array.isArray(value)) return [valueText(value)];
  return Object.entries(value).map(([key, inner]) => `${key}: ${valueText(inner)}`);
};

/** The user's local calendar day as an instant range for the exchange (its log stores UTC instants). */
export const dayStart = (date: string): string | undefined => {
  const parsed = new Date(`${date}T00:00:00`);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString();
};
export const dayEnd = (date: string): string | undefined => {
  const parsed = new Date(`${date}T23:59:59.999`);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString();
};
